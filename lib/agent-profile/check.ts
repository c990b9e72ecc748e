import {
  checkFields,
  emailRule,
  FIELD_MSG,
  optionalText,
  requiredText,
  type Checked,
  type FieldRules,
  type Given,
} from '@/lib/forms/rules';
import { GENERIC_ERROR } from '@/lib/messages';

/**
 * The agent edit screen's texts, constants and form rules, without zod: the client components
 * import this. lib/agent-profile/schema.ts builds the route handlers' zod schemas from the
 * same rules.
 */

/**
 * The spec's texts of the agent edit screen (its validation and error messages), shown verbatim; 'Required',
 * 'Invalid email address' and the length limit's text are FIELD_MSG's, which other forms share.
 */
export const AGENT_MSG = {
  saved: 'Profile was saved',
  saveFailed: 'Error saving profile',
  pinFailed: 'Error pinning agent',
  passwordTooShort: 'Passwords must be at least 6 characters',
  passwordSaved: 'Password was saved',
  passwordFailed: 'Error saving password',
  emailSent: 'Email was sent',
  emailFailed: 'Error sending email',
  /** Photo and delete failures. */
  failed: GENERIC_ERROR,
  // The texts below are not in the spec (it says 'not shown'); chosen here.
  pinned: 'Agent was pinned',
  unpinned: 'Agent was unpinned',
  deleted: 'Agent was deleted',
  /** An office id that is not one (the form offers only real offices). */
  invalidOffice: 'Choose an office from the list',
} as const;

/** The spec's constants: save delay, bio limit, password minimum. */
export const PROFILE_SAVE_DELAY_MS = 400;
export const BIO_MAX = 2000;
export const PASSWORD_MIN = 6;

/**
 * The agent edit form, as the browser sends it and the route handler reads it. `officeId` is
 * sent only when offices are enabled, `crmEmail` only when the CRM email is, `active` only when
 * the agent is not self-provisioned (their toggle is disabled): an absent field is left as it is.
 */
export const AGENT_PROFILE_RULES = {
  displayName: requiredText(200),
  email: emailRule(),
  officeId: { kind: 'id', message: AGENT_MSG.invalidOffice, missing: 'keep' },
  crmEmail: { kind: 'text', trim: true, max: { length: 200, message: FIELD_MSG.tooLong(200) }, optional: 'keep' },
  phone: optionalText(50),
  web: optionalText(500),
  bio: { kind: 'text', trim: false, max: { length: BIO_MAX, message: FIELD_MSG.tooLong(BIO_MAX) }, optional: 'empty' },
  licenseDisplay: optionalText(100),
  licenseNumber: optionalText(100),
  licensePrefix: optionalText(100),
  active: { kind: 'flag' },
  brokerageName: optionalText(200),
} as const satisfies FieldRules;
export type AgentProfileInput = Checked<typeof AGENT_PROFILE_RULES>;

/** What the form holds while editing: every text as typed, the office as its id. */
export type AgentProfileValues = {
  displayName: string;
  email: string;
  officeId: number | null;
  crmEmail: string;
  phone: string;
  web: string;
  bio: string;
  licenseDisplay: string;
  licenseNumber: string;
  licensePrefix: string;
  active: boolean;
  brokerageName: string;
};

export function checkAgentProfile(input: Given<typeof AGENT_PROFILE_RULES>) {
  return checkFields(AGENT_PROFILE_RULES, input);
}

export const AGENT_PASSWORD_RULES = {
  password: {
    kind: 'text',
    trim: false,
    min: { length: PASSWORD_MIN, message: AGENT_MSG.passwordTooShort },
    max: { length: 200, message: FIELD_MSG.tooLong(200) },
  },
} as const satisfies FieldRules;

export function checkAgentPassword(input: Given<typeof AGENT_PASSWORD_RULES>) {
  return checkFields(AGENT_PASSWORD_RULES, input);
}
