import { ADMIN, AGENT, MANAGER } from '../helpers';
import { firstId, type Sample } from '../sample';

/** Valid input for each Tags endpoint (collected by contract.test.ts). */
export const samples: Record<string, Sample[]> = {
  listTags: [{ as: ADMIN }, { as: AGENT, mode: 'agent' }, { as: MANAGER }],
  getTag: [
    { as: ADMIN, input: { tag_id: 1 } },
    { as: AGENT, mode: 'agent', input: { tag_id: 0 } },
  ],
  saveTag: [
    { as: ADMIN, input: { name: 'Contract tag', color: 'green', super_tag: true } },
    { as: AGENT, mode: 'agent', input: { name: 'Contract own tag', color: 'sand' } },
  ],
  deleteTag: [
    {
      as: ADMIN,
      input: (t) => ({ tag_id: firstId(t, "SELECT id FROM tags WHERE stack_id = 'acme' AND super_tag = 1 ORDER BY id LIMIT 1") }),
    },
  ],
  addUserTag: [
    {
      as: ADMIN,
      input: (t) => ({ user_id: firstId(t, "SELECT id FROM end_users WHERE stack_id = 'acme' ORDER BY id LIMIT 1"), tag_id: 1 }),
    },
  ],
  removeUserTag: [
    {
      as: ADMIN,
      input: (t) => ({ user_id: firstId(t, "SELECT id FROM end_users WHERE stack_id = 'acme' ORDER BY id LIMIT 1"), tag_id: 1 }),
    },
  ],
  alertTags: [{ as: ADMIN }, { as: AGENT, mode: 'agent' }],
};
