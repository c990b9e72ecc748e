import { checkFields, CONTRACT_EMAIL_PATTERN, PHONE_PATTERN, type FieldRules, type Given } from '@/lib/forms/rules';
import { USER_MSG, type UserField } from '@/lib/user-detail/rules';

/**
 * The user detail's form rules, without zod (client components import this); lib/user-detail/schema.ts
 * builds the route handlers' schemas from the same rules. Inline edits: name and email required, phone optional.
 */

export const NAME_MAX = 200;
export const EMAIL_MAX = 254;
export const PHONE_MAX = 40;
export const NOTES_MAX = 5000;

export const FIELD_RULES = {
  display_name: {
    value: {
      kind: 'text',
      trim: true,
      min: { length: 1, message: USER_MSG.nameRequired },
      max: { length: NAME_MAX, message: USER_MSG.tooLong(NAME_MAX) },
    },
  },
  email: {
    value: {
      kind: 'text',
      trim: true,
      min: { length: 1, message: USER_MSG.emailRequired },
      max: { length: EMAIL_MAX, message: USER_MSG.tooLong(EMAIL_MAX) },
      pattern: { re: CONTRACT_EMAIL_PATTERN, message: USER_MSG.invalidEmail },
    },
  },
  // Optional; when given, at least 6 characters with digits.
  phone: {
    value: {
      kind: 'text',
      trim: true,
      max: { length: PHONE_MAX, message: USER_MSG.tooLong(PHONE_MAX) },
      pattern: { re: new RegExp(`^$|${PHONE_PATTERN.source}`), message: USER_MSG.invalidPhone },
    },
  },
} as const satisfies Record<UserField, FieldRules>;

export function checkField(field: UserField, value: string) {
  return checkFields(FIELD_RULES[field], { value } as Given<(typeof FIELD_RULES)[typeof field]>);
}

export const PROMOTE_MANAGER_RULES = {
  officeId: { kind: 'id', message: USER_MSG.chooseOffice, missing: 'refuse' },
} as const satisfies FieldRules;

export function checkPromoteManager(values: { officeId: number | null }) {
  return checkFields(PROMOTE_MANAGER_RULES, values);
}

export const NOTES_RULES = {
  notes: { kind: 'text', trim: false, max: { length: NOTES_MAX, message: USER_MSG.tooLong(NOTES_MAX) } },
} as const satisfies FieldRules;

export function checkNotes(values: { notes: string }) {
  return checkFields(NOTES_RULES, values);
}
