import { checkFields, CONTRACT_EMAIL_PATTERN, type Checked, type FieldRules, type Given } from '@/lib/forms/rules';
import { USER_MSG } from '@/lib/users/rules';

/**
 * The new-user form's rules, without zod: the client components import
 * this. lib/users/schema.ts builds the route handlers' zod schemas from the same rules.
 */
export const NEW_USER_MSG = {
  required: 'Required',
  invalidEmail: 'Invalid email address',
  invalidPhone: 'Enter a valid phone number',
  shortPassword: 'Password must be at least 6 characters',
} as const;

export const NEW_USER_RULES = {
  display_name: {
    kind: 'text',
    trim: true,
    min: { length: 1, message: NEW_USER_MSG.required },
    max: { length: 200, message: 'Name must be at most 200 characters' },
  },
  email: {
    kind: 'text',
    trim: true,
    min: { length: 1, message: NEW_USER_MSG.invalidEmail },
    max: { length: 254, message: NEW_USER_MSG.invalidEmail },
    pattern: { re: CONTRACT_EMAIL_PATTERN, message: NEW_USER_MSG.invalidEmail },
  },
  phone: {
    kind: 'text',
    trim: true,
    min: { length: 6, message: NEW_USER_MSG.invalidPhone },
    max: { length: 50, message: NEW_USER_MSG.invalidPhone },
  },
  password: {
    kind: 'text',
    trim: false,
    min: { length: 6, message: NEW_USER_MSG.shortPassword },
    max: { length: 200, message: 'Password must be at most 200 characters' },
  },
  send_email: { kind: 'flag' },
  send_sms: { kind: 'flag' },
} as const satisfies FieldRules;

export type NewUserInput = Given<typeof NEW_USER_RULES>;
export type NewUser = Checked<typeof NEW_USER_RULES>;
export const EMPTY_NEW_USER = { display_name: '', email: '', phone: '', password: '', send_email: true, send_sms: false };

export function checkNewUser(input: NewUserInput) {
  return checkFields(NEW_USER_RULES, input);
}

/** The spec's CSV maximum: 10485760 bytes. */
export const USER_CSV_MAX_BYTES = 10_485_760;
/** Most rows one import takes. */
export const USER_IMPORT_MAX_ROWS = 20_000;

export const USER_IMPORT_ROW_RULES = {
  name: NEW_USER_RULES.display_name,
  email: NEW_USER_RULES.email,
  phone: { kind: 'text', trim: true, max: { length: 50, message: NEW_USER_MSG.invalidPhone }, optional: 'omitEmpty' },
} as const satisfies FieldRules;

export type UserCsvRow = { row: number; name: string; email: string; phone: string };
export type UserCsvPreview = { okRows: UserCsvRow[]; errorRows: (UserCsvRow & { reason: string })[] };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isRow = (v: unknown): v is UserCsvRow =>
  isObject(v) && Number.isSafeInteger(v.row) && typeof v.name === 'string' && typeof v.email === 'string' && typeof v.phone === 'string';

/** Reads the preview handler's answer (our own JSON, checked for shape before it is shown). */
export function isUserCsvPreview(value: unknown): value is UserCsvPreview {
  return (
    isObject(value) &&
    Array.isArray(value.okRows) &&
    value.okRows.every(isRow) &&
    Array.isArray(value.errorRows) &&
    value.errorRows.every((r) => isRow(r) && typeof (r as { reason?: unknown }).reason === 'string')
  );
}

export { USER_MSG };
