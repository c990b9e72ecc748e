import { z } from 'zod';
import { endpoint, Id } from './endpoint';

/**
 * Open house: the agent's kiosk message is read
 * with the profile (Agent.kiosk_message) and written here. The spec shows no path: chosen.
 */

/** The spec's limit on the Open House message. */
export const KIOSK_MESSAGE_MAX = 250;

export const saveKioskMessage = endpoint({
  name: 'saveKioskMessage',
  method: 'POST',
  path: '/user/kiosk_message',
  chosenPath: true,
  summary:
    "Set the open house kiosk message of an agent: the agent themself only (403 for anyone else). '' clears it. " +
    'Answers the message saved.',
  auth: 'key',
  scope: 'any',
  body: 'json',
  request: z.object({ agent_id: Id, kiosk_message: z.string().max(KIOSK_MESSAGE_MAX) }),
  response: z.object({ ok: z.literal(true), kiosk_message: z.string() }),
});
