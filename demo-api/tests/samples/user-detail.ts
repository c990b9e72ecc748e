import { ADMIN, AGENT, MANAGER, type TestApi } from '../helpers';
import { firstId, endUserId, buyerId, type Sample } from '../sample';

/** Valid input for each User detail endpoint (collected by contract.test.ts). */
export const samples: Record<string, Sample[]> = {
  getUser: [
    { as: ADMIN, input: (t) => ({ id: buyerId(t) }) },
    { as: AGENT, mode: 'agent', input: (t) => ({ id: buyerId(t) }) },
    { as: MANAGER, input: (t) => ({ id: buyerId(t) }) },
  ],
  saveUserField: [
    { as: ADMIN, input: (t) => ({ user_id: endUserId(t, 'casey.edit@example.com'), field: 'phone', value: '(415) 555-0199' }) },
  ],
  promoteManager: [
    {
      as: ADMIN,
      input: (t) => ({
        user_id: endUserId(t, 'promote.manager@example.com'),
        office_id: firstId(t, "SELECT id FROM offices WHERE stack_id = 'acme' ORDER BY id LIMIT 1"),
      }),
    },
  ],
  promoteAgent: [{ as: ADMIN, input: (t) => ({ user_id: endUserId(t, 'promote.agent@example.com') }) }],
  setUserActive: [{ as: ADMIN, input: (t) => ({ user_id: endUserId(t, 'riley.inactive@example.com'), status: 1 }) }],
  changeUserAgent: [{ as: ADMIN, input: (t) => ({ user_id: endUserId(t, 'casey.edit@example.com'), agent_id: -1 }) }],
  agentChangeHistory: [{ as: ADMIN, input: (t) => ({ id: buyerId(t) }) }],
  userData: ['fav', 'scheduled', 'notes', 'saved'].map((type) => ({ as: ADMIN, input: (t: TestApi) => ({ id: buyerId(t), type }) })),
  agentNotes: [
    { as: ADMIN, input: (t) => ({ id: buyerId(t) }) },
    { as: AGENT, mode: 'agent', input: (t) => ({ id: buyerId(t) }) },
  ],
  saveAgentNotes: [{ as: AGENT, mode: 'agent', input: (t) => ({ id: buyerId(t), notes: 'Call back on Monday.' }) }],
};
