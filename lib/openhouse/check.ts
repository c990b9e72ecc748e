import { checkFields, type Checked, type FieldRules, type Given } from '@/lib/forms/rules';
import { KIOSK_MESSAGE_MAX, OPEN_HOUSE_MSG } from '@/lib/openhouse/rules';

/** The kiosk message form's rules, without zod (the client imports this); lib/openhouse/schema.ts builds the zod schema. */
export const KIOSK_MESSAGE_RULES = {
  message: { kind: 'text', trim: true, max: { length: KIOSK_MESSAGE_MAX, message: OPEN_HOUSE_MSG.tooLong(KIOSK_MESSAGE_MAX) } },
} as const satisfies FieldRules;
export type KioskMessageInput = Checked<typeof KIOSK_MESSAGE_RULES>;

export function checkKioskMessage(values: Given<typeof KIOSK_MESSAGE_RULES>) {
  return checkFields(KIOSK_MESSAGE_RULES, values);
}
