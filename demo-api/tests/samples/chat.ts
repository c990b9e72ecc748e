import { ADMIN, AGENT } from '../helpers';
import type { Sample } from '../sample';

/** Valid input for each chat endpoint (collected by contract.test.ts: an area adds its own file here). */
export const samples: Record<string, Sample[]> = {
  getBotMessage: [{ as: ADMIN }],
  updateBotMessage: [{ as: ADMIN, input: { message: 'Welcome aboard!' } }],
  chatList: [{ as: ADMIN }, { as: AGENT, mode: 'agent', input: { limit: 5, offset: 5 } }],
  chatTranscript: [{ as: ADMIN, input: { room_id: 'room-acme-0001' } }],
  chatUsers: [{ as: ADMIN }, { as: AGENT, mode: 'agent' }],
};
