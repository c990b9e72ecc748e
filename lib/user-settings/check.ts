import { checkFields, CONTRACT_EMAIL_PATTERN, type Checked, type FieldRules, type Given } from '@/lib/forms/rules';
import { CRM_EMAIL_MAX, USER_SETTINGS_MSG } from '@/lib/user-settings/rules';

/**
 * The CRM parsing e-mail: optional, an e-mail address ('Invalid email address'), at most
 * 200 characters. Without zod: the client imports this; lib/user-settings/schema.ts builds the schema.
 */
export const CRM_EMAIL_RULES = {
  crmEmail: {
    kind: 'text',
    trim: true,
    max: { length: CRM_EMAIL_MAX, message: `At most ${CRM_EMAIL_MAX} characters` },
    // Empty clears it; anything else must be an address the upstream accepts.
    pattern: { re: new RegExp(`^$|${CONTRACT_EMAIL_PATTERN.source}`), message: USER_SETTINGS_MSG.invalidEmail },
  },
} as const satisfies FieldRules;
export type CrmEmailInput = Checked<typeof CRM_EMAIL_RULES>;

export function checkCrmEmail(values: Given<typeof CRM_EMAIL_RULES>) {
  return checkFields(CRM_EMAIL_RULES, values);
}

/** The one field's message, or null: the shape the settings field forms take. */
export function crmEmailProblem(value: string): string | null {
  const result = checkCrmEmail({ crmEmail: value });
  return result.ok ? null : (result.errors.crmEmail ?? null);
}
