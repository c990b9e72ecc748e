import { z } from 'zod';
import { BOT_MESSAGE_RULES } from '@/lib/chat/check';
import { ROOM_ID_PATTERN } from '@/lib/chat/rules';
import { fieldsSchema } from '@/lib/forms/rules-zod';

/** Chat's route handler schemas (the copy that counts), built from lib/chat/check.ts's rules. */
export const BotMessageInput = fieldsSchema(BOT_MESSAGE_RULES);
export type BotMessageInput = z.output<typeof BotMessageInput>;

/** /api/chat/transcript/[roomId]. */
export const RoomParams = z.object({ roomId: z.string().regex(ROOM_ID_PATTERN) });
