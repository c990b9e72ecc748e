import { z } from 'zod';
import { TAG_RULES } from '@/lib/tags/check';
import { fieldsSchema } from '@/lib/forms/rules-zod';

/**
 * The tag form's zod schema, for the route handlers (the copy that counts). Client components
 * import lib/tags/check.ts instead, which holds the rules this is built from.
 */

export { EMPTY_TAG, TAG_NAME_MAX, TAG_RULES, type TagValues } from '@/lib/tags/check';

/** The create and edit body: name, colour preset, and the 'available to all agents' choice. */
export const TagInput = fieldsSchema(TAG_RULES);
export type TagInput = z.output<typeof TagInput>;

/** /api/tags/[tagId]: a whole number (0 is the virtual Agent tag, which the handler then refuses by its kind). */
export const TagParams = z.object({
  tagId: z
    .string()
    .regex(/^\d{1,12}$/)
    .transform(Number),
});
