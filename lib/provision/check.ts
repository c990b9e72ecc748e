import { checkFields, CONTRACT_EMAIL_PATTERN, type Checked, type FieldRules, type Given } from '@/lib/forms/rules';
import { PROVISION_MSG, SIGNUP_MIN } from '@/lib/provision/rules';

/**
 * The agent sign-up form: name, e-mail and phone at least 3 characters,
 * password at least 6, each with the spec's message (also for a text too long or an e-mail of the wrong
 * shape). Without zod: the client imports this; lib/provision/schema.ts builds the schema.
 */
export const SIGNUP_RULES = {
  name: {
    kind: 'text',
    trim: true,
    min: { length: SIGNUP_MIN.name, message: PROVISION_MSG.invalidName },
    max: { length: 200, message: PROVISION_MSG.invalidName },
  },
  email: {
    kind: 'text',
    trim: true,
    min: { length: SIGNUP_MIN.email, message: PROVISION_MSG.invalidEmail },
    max: { length: 254, message: PROVISION_MSG.invalidEmail },
    pattern: { re: CONTRACT_EMAIL_PATTERN, message: PROVISION_MSG.invalidEmail },
  },
  phone: {
    kind: 'text',
    trim: true,
    min: { length: SIGNUP_MIN.phone, message: PROVISION_MSG.invalidPhone },
    max: { length: 50, message: PROVISION_MSG.invalidPhone },
  },
  password: {
    kind: 'text',
    trim: false,
    min: { length: SIGNUP_MIN.password, message: PROVISION_MSG.invalidPassword },
    max: { length: 200, message: PROVISION_MSG.invalidPassword },
  },
} as const satisfies FieldRules;
export type SignupFields = Checked<typeof SIGNUP_RULES>;

export function checkSignup(values: Given<typeof SIGNUP_RULES>) {
  return checkFields(SIGNUP_RULES, values);
}

/** The empty form. */
export const EMPTY_SIGNUP: Given<typeof SIGNUP_RULES> = { name: '', email: '', phone: '', password: '' };
