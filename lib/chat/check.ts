import { BOT_MESSAGE_MAX, CHAT_MSG } from '@/lib/chat/rules';
import { checkFields, type Checked, type FieldRules, type Given } from '@/lib/forms/rules';

/** The bot message form's rules, without zod (the client imports this); lib/chat/schema.ts builds the zod schema from them. */
export const BOT_MESSAGE_RULES = {
  message: {
    kind: 'text',
    trim: true,
    min: { length: 1, message: CHAT_MSG.botRequired },
    max: { length: BOT_MESSAGE_MAX, message: CHAT_MSG.botTooLong(BOT_MESSAGE_MAX) },
  },
} as const satisfies FieldRules;
export type BotMessageInput = Checked<typeof BOT_MESSAGE_RULES>;

export function checkBotMessage(values: Given<typeof BOT_MESSAGE_RULES>) {
  return checkFields(BOT_MESSAGE_RULES, values);
}
