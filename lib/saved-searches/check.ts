import { checkFields, type Given } from '@/lib/forms/rules';
import type { FieldRules } from '@/lib/forms/rules';
import { SEARCH_MSG } from '@/lib/saved-searches/rules';

/**
 * The saved-search and template form's rules without zod (client components import this);
 * lib/saved-searches/schema.ts builds the route handlers' schema from the same rules.
 */
export const SEARCH_NAME_MAX = 120;

export const SEARCH_RULES = {
  name: {
    kind: 'text',
    trim: true,
    min: { length: 1, message: SEARCH_MSG.nameRequired },
    max: { length: SEARCH_NAME_MAX, message: SEARCH_MSG.nameTooLong(SEARCH_NAME_MAX) },
  },
  notifyEmail: { kind: 'flag' },
  notifyPush: { kind: 'flag' },
} as const satisfies FieldRules;

export function checkSearchName(values: Given<typeof SEARCH_RULES>) {
  return checkFields(SEARCH_RULES, values);
}
