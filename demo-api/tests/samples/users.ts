import { ADMIN, AGENT, MANAGER } from '../helpers';
import { firstId, plainAgent, type Sample } from '../sample';

/** Valid input for each Users endpoint (collected by contract.test.ts). */
export const samples: Record<string, Sample[]> = {
  listUsers: [
    { as: ADMIN, input: { limit: 10, offset: 0 } },
    { as: ADMIN, input: { limit: 25, offset: 0, sort: 'a', q: 'a', tag: 'kiosk' } },
    { as: ADMIN, input: { limit: 1, offset: 0, ids_only: '1', tag: 'kiosk' } },
    { as: MANAGER, input: { limit: 10, offset: 0, sort: 'l' } },
    { as: AGENT, mode: 'agent', input: { limit: 10, offset: 0, sort: 'j' } },
  ],
  createUser: [
    {
      as: ADMIN,
      input: {
        display_name: 'Contract User',
        email: 'contract.user@acme.test',
        password: 'secret1',
        phone: '4155550100',
        send_email: true,
        send_sms: true,
      },
    },
  ],
  userCsvPreview: [
    {
      as: ADMIN,
      files: { file: { name: 'users.csv', type: 'text/csv', bytes: 'name,email,phone\nNew User,new.user@acme.test,\n,bad,\n' } },
    },
  ],
  userPublish: [{ as: ADMIN, input: { rows: [{ name: 'Published User', email: 'published.user@acme.test', phone: '555' }] } }],
  usersCsv: [{ as: ADMIN }],
  changeAgents: [
    {
      as: ADMIN,
      input: (t) => ({
        user_ids: [firstId(t, "SELECT id FROM end_users WHERE stack_id = 'acme' AND email <> 'buyer@acme.test' ORDER BY id LIMIT 1")],
        agent_id: plainAgent(t, 2),
      }),
    },
  ],
  addTagsToUsers: [
    {
      as: ADMIN,
      input: (t) => ({
        user_ids: [firstId(t, "SELECT id FROM end_users WHERE stack_id = 'acme' ORDER BY id LIMIT 1")],
        tag_ids: [firstId(t, "SELECT id FROM tags WHERE stack_id = 'acme' AND super_tag = 1 ORDER BY id LIMIT 1")],
      }),
    },
  ],
};
