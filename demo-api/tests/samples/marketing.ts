import { ADMIN, AGENT } from '../helpers';
import type { Sample } from '../sample';

/** Valid input for each marketing endpoint (collected by contract.test.ts). */
export const samples: Record<string, Sample[]> = {
  getMarketingLinks: [
    { as: ADMIN, input: {} },
    { as: AGENT, mode: 'agent', input: {} },
  ],
  logMarketingEvent: [{ as: AGENT, mode: 'agent', input: { event: 'embed_code_copied', source: 'dashboard' } }],
};
