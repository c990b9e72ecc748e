import { ADMIN, AGENT } from '../helpers';
import type { Sample } from '../sample';

/** Valid input for each CRM-integration endpoint (collected by contract.test.ts). */
export const samples: Record<string, Sample[]> = {
  getIntegration: [{ as: ADMIN, input: {} }],
  saveIntegration: [{ as: ADMIN, input: { name: 'kvcore', api_url: '', api_key: 'kv_sample', username: '', password: '', active: 1 } }],
  getAgentIntegration: [{ as: AGENT, mode: 'agent', input: {} }],
  saveAgentIntegration: [
    { as: AGENT, mode: 'agent', input: { name: 'fub', api_url: '', api_key: 'fka_sample', username: '', password: '', active: 1 } },
  ],
  getRolloutToken: [{ as: ADMIN, input: {} }],
  saveRolloutKey: [{ as: ADMIN, input: { app_key: 'wk_demo', connection_id: 'conn-1', deleted: 0 } }],
};
