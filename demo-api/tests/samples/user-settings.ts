import { AGENT, CANCELED, MANAGER } from '../helpers';
import type { Sample } from '../sample';
import type { TestApi } from '../helpers';

const agentId = (t: TestApi, email: string) =>
  (t.db().prepare("SELECT id FROM users WHERE stack_id = 'acme' AND email = ?").get(email) as { id: number }).id;

/** Valid input for each agent-settings endpoint (collected by contract.test.ts). */
export const samples: Record<string, Sample[]> = {
  getOwnApiKey: [{ as: AGENT, mode: 'agent' }, { as: MANAGER }],
  saveCrmEmail: [
    { as: AGENT, mode: 'agent', input: (t) => ({ id: agentId(t, 'agent@acme.test'), crm_email: 'leads.avery@crm.acme.test' }) },
    { as: AGENT, mode: 'agent', input: (t) => ({ id: agentId(t, 'agent@acme.test'), crm_email: '' }) },
  ],
  getAgentAutomation: [{ as: AGENT, mode: 'agent' }],
  saveAgentAutomation: [{ as: AGENT, mode: 'agent', input: { automation_beta: 1 } }],
  agentUsersCsv: [{ as: CANCELED, mode: 'agent' }],
};
