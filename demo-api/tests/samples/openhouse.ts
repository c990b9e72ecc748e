import { AGENT } from '../helpers';
import type { Sample } from '../sample';

/** Valid input for the open house endpoint (collected by contract.test.ts). */
export const samples: Record<string, Sample[]> = {
  // agent@acme.test is user 3.
  saveKioskMessage: [{ as: AGENT, mode: 'agent', input: { agent_id: 3, kiosk_message: 'Welcome! Sign in for the details.' } }],
};
