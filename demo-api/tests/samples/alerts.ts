import { ADMIN, AGENT } from '../helpers';
import { firstId, type Sample } from '../sample';

/** Valid input for each Push notifications endpoint (collected by contract.test.ts). */
export const samples: Record<string, Sample[]> = {
  listAlerts: [{ as: ADMIN }, { as: AGENT, mode: 'agent' }],
  listScheduledAlerts: [{ as: ADMIN }, { as: AGENT, mode: 'agent' }],
  deleteScheduledAlert: [
    {
      as: ADMIN,
      input: (t) => ({ id: firstId(t, "SELECT id FROM alerts WHERE stack_id = 'acme' AND sent_at IS NULL ORDER BY id LIMIT 1") }),
    },
  ],
  sendAlert: [
    {
      as: ADMIN,
      input: { title: 'Contract alert title', subtitle: 'Contract alert subtitle', type: 'text', text: 'Hello', tags: [0], timing: 'now' },
    },
    {
      as: AGENT,
      mode: 'agent',
      input: (t) => ({
        title: 'Contract alert title',
        subtitle: 'Contract alert subtitle',
        type: 'url',
        url: 'https://acme.test/x',
        timing: 'schedule',
        send_date_time: Math.floor(Date.now() / 1000) + 86_400,
        recipient: firstId(
          t,
          "SELECT e.id FROM end_users e JOIN users u ON u.id = e.agent_id WHERE u.email = 'agent@acme.test' AND e.active = 1 ORDER BY e.id LIMIT 1",
        ),
      }),
    },
  ],
  alertRecipients: [
    { as: ADMIN, input: { limit: 2000, search: 'a' } },
    { as: AGENT, mode: 'agent', input: { limit: 2000, search: 'a', office: 2 } },
  ],
  alertListingSuggestions: [{ as: ADMIN, input: { text: 'a' } }],
};
