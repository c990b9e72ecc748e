import { z } from 'zod';
import { ROOM_ID_PATTERN } from '@/lib/chat';
import { BOT_MESSAGE_RULES } from '@/lib/validation/chat-check';
import { fieldsSchema } from '@/lib/validation/rules-zod';

/** Chat's route handler schemas (the copy that counts), built from lib/validation/chat-check.ts's rules. */
export const BotMessageInput = fieldsSchema(BOT_MESSAGE_RULES);
export type BotMessageInput = z.output<typeof BotMessageInput>;

/** /api/chat/transcript/[roomId]. */
export const RoomParams = z.object({ roomId: z.string().regex(ROOM_ID_PATTERN) });
