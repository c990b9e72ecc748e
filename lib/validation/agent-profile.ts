import { z } from 'zod';

/** The spec's texts of the agent edit screen (document 1, sections 5 and 8), shown verbatim. */
export const AGENT_MSG = {
  required: 'Required',
  invalidEmail: 'Invalid email address',
  saved: 'Profile was saved',
  saveFailed: 'Error saving profile',
  pinFailed: 'Error pinning agent',
  passwordTooShort: 'Passwords must be at least 6 characters',
  passwordSaved: 'Password was saved',
  passwordFailed: 'Error saving password',
  emailSent: 'Email was sent',
  emailFailed: 'Error sending email',
  /** Photo and delete failures. */
  failed: 'An error occurred',
  // The texts below are not in the spec (it says 'not shown'); chosen here.
  tooLong: (max: number) => `At most ${max} characters`,
  pinned: 'Agent was pinned',
  unpinned: 'Agent was unpinned',
  deleted: 'Agent was deleted',
} as const;

/** The spec's constants: save delay, bio limit, password minimum. */
export const PROFILE_SAVE_DELAY_MS = 400;
export const BIO_MAX = 2000;
export const PASSWORD_MIN = 6;

/** Required, then a valid address: an empty field reads 'Required' only, not both messages. */
export function emailField(max = 254) {
  return z
    .string()
    .trim()
    .min(1, AGENT_MSG.required)
    .max(max, AGENT_MSG.tooLong(max))
    .pipe(z.email(AGENT_MSG.invalidEmail));
}

/** An optional text: trimmed, '' when left empty (the service sends null for it). */
function text(max: number) {
  return z.string().trim().max(max, AGENT_MSG.tooLong(max)).default('');
}

/**
 * The agent edit form, as the browser sends it and the route handler reads it. `officeId` is
 * sent only when offices are enabled, `crmEmail` only when the CRM email is, `active` only when
 * the agent is not self-provisioned (their toggle is disabled): an absent field is left as it is.
 */
export const AgentProfileInput = z.object({
  displayName: z.string().trim().min(1, AGENT_MSG.required).max(200, AGENT_MSG.tooLong(200)),
  email: emailField(),
  officeId: z.number().int().positive().nullable().optional(),
  crmEmail: z.string().trim().max(200, AGENT_MSG.tooLong(200)).optional(),
  phone: text(50),
  web: text(500),
  bio: z.string().max(BIO_MAX, AGENT_MSG.tooLong(BIO_MAX)).default(''),
  licenseDisplay: text(100),
  licenseNumber: text(100),
  licensePrefix: text(100),
  active: z.boolean().optional(),
  brokerageName: text(200),
});
export type AgentProfileInput = z.infer<typeof AgentProfileInput>;
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

export const PinInput = z.object({ pinned: z.boolean() });

export const AgentPasswordInput = z.object({
  password: z.string().min(PASSWORD_MIN, AGENT_MSG.passwordTooShort).max(200, AGENT_MSG.tooLong(200)),
});

/** The first message of each field, for showing under the controls. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.');
    if (key && !(key in out)) out[key] = issue.message;
  }
  return out;
}

/** A numeric route id ('42'), or null for anything else ('abc', '-1', '1e3'). */
export function parseId(value: string | undefined | null): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * Photos (agents and Mortgage Pros): one JPEG or PNG, at most 5 MB. The spec gives no message
 * ('not shown'); these are chosen. The server checks the content (magic bytes), the browser only
 * the declared type and size, to answer early.
 */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;
export const PHOTO_MSG = {
  wrongType: 'Please choose a JPEG or PNG image.',
  tooLarge: 'The photo must be 5 MB or smaller.',
  missing: 'Please choose a photo.',
  saved: 'Photo was saved',
  deleted: 'Photo was deleted',
  confirmDelete: 'Delete this photo?',
} as const;
