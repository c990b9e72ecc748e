import { checkFields, type FieldRules, type Given } from '@/lib/forms/rules';
import { TAG_COLORS, TAG_MSG, type TagColor } from '@/lib/tags/rules';

/**
 * The tag form's rules, without zod: the client components import this. lib/tags/schema.ts
 * builds the route handlers' zod schema from the same rules. A missing name or colour reads the
 * spec's one message, 'Tag name and color are required'.
 */

/** The spec gives no length; a chip stays readable at this many characters. */
export const TAG_NAME_MAX = 40;

export const TAG_RULES = {
  name: {
    kind: 'text',
    trim: true,
    min: { length: 1, message: TAG_MSG.required },
    max: { length: TAG_NAME_MAX, message: TAG_MSG.tooLong(TAG_NAME_MAX) },
  },
  color: { kind: 'choice', options: TAG_COLORS, message: TAG_MSG.required },
  /** 'Available to all agents': offered to admins only (lib/tags/rules.ts offersSuperTag); left out reads as no. */
  superTag: { kind: 'flag' },
} as const satisfies FieldRules;

/** What the form holds while editing: the name as typed, the colour chosen ('' before a choice). */
export type TagValues = { name: string; color: TagColor | ''; superTag: boolean };
export const EMPTY_TAG: TagValues = { name: '', color: '', superTag: false };

export function checkTag(values: Given<typeof TAG_RULES>) {
  return checkFields(TAG_RULES, values);
}
