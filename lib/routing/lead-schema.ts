import { z } from 'zod';

/** The bodies of the agent's lead actions: claim, and a tap on Call, Text or E-mail. */
const UserId = z.number().int().positive().max(2_147_483_647);

export const ClaimInput = z.object({ userId: UserId });
export const TouchInput = z.object({ userId: UserId, touch: z.enum(['call', 'text', 'email']) });
