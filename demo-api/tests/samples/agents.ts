import { ADMIN, AGENT } from '../helpers';
import { plainAgent, png, type Sample } from '../sample';

/** Valid input for each Agents and offices endpoint (collected by contract.test.ts). */
export const samples: Record<string, Sample[]> = {
  listAgents: [
    { as: ADMIN, input: { limit: 10, offset: 0 } },
    { as: ADMIN, input: { limit: 0, offset: 0, sort: 'ud', q: 'a' } },
  ],
  listOffices: [{ as: ADMIN }],
  pinAgent: [{ as: ADMIN, input: (t) => ({ agent_id: plainAgent(t), type: 'pin' }) }],
  orderAgents: [{ as: ADMIN, input: (t) => ({ order: [plainAgent(t, 1), plainAgent(t, 0)] }) }],
  createAgent: [
    {
      as: ADMIN,
      input: { name: 'Contract Test', email: 'contract.test@acme.test', password: 'secret1', phone: '(415) 555-0000', office: 5 },
    },
  ],
  agentCsvPreview: [
    { as: ADMIN, files: { file: { name: 'agents.csv', type: 'text/csv', bytes: 'name,email\nNew Person,new.person@acme.test\n,bad\n' } } },
  ],
  agentPublish: [{ as: ADMIN, input: { rows: [{ name: 'Published Person', email: 'published.person@acme.test' }] } }],
  agentsCsv: [{ as: ADMIN }],
  getProfile: [
    { as: ADMIN, input: (t) => ({ id: plainAgent(t) }) },
    { as: AGENT, mode: 'agent', input: { id: 3 } },
  ],
  saveProfile: [
    {
      as: ADMIN,
      input: (t) => ({ id: plainAgent(t), display_name: 'Renamed Agent', email: 'renamed.agent@acmerealty.test', bio: 'New bio' }),
    },
  ],
  avatar: [
    { as: ADMIN, input: (t) => ({ id: plainAgent(t) }), files: png },
    { as: ADMIN, input: (t) => ({ id: plainAgent(t), delete: '1' }) },
  ],
  deleteAgent: [{ as: ADMIN, input: (t) => ({ id: plainAgent(t, 5) }) }],
  agentPassword: [{ as: ADMIN, input: (t) => ({ id: plainAgent(t), agent_password: 'newpass1' }) }],
  resendAgentEmail: [{ as: ADMIN, input: (t) => ({ id: plainAgent(t) }) }],
};
