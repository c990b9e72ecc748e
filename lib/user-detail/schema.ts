import { z } from 'zod';
import { idParams, RouteId } from '@/lib/forms/route-params';
import { fieldsSchema } from '@/lib/forms/rules-zod';
import { FIELD_RULES, NOTES_RULES, PROMOTE_MANAGER_RULES } from '@/lib/user-detail/check';
import { ACTIVITY_FILTERS, DATA_KINDS, NO_AGENT, USER_FIELDS } from '@/lib/user-detail/rules';

/** The user detail's zod schemas, for the route handlers, built from lib/user-detail/check.ts's rules. */

/** /api/user-detail/[userId]/… */
export const UserParams = idParams('userId');
/** /api/user-detail/[userId]/tags/[tagId]: a tag id may be 0 (the virtual Agent tag, which the handler refuses by name). */
export const UserTagParams = z.object({
  userId: RouteId,
  tagId: z
    .string()
    .regex(/^\d{1,12}$/)
    .transform(Number),
});

const FIELD_SCHEMAS = {
  display_name: fieldsSchema(FIELD_RULES.display_name),
  email: fieldsSchema(FIELD_RULES.email),
  phone: fieldsSchema(FIELD_RULES.phone),
};

/** One inline edit: which field, and its value under that field's rules (the message on `value`). */
export const FieldInput = z.object({ field: z.enum(USER_FIELDS), value: z.string() }).transform((input, ctx) => {
  const checked = FIELD_SCHEMAS[input.field].safeParse({ value: input.value });
  if (!checked.success) {
    ctx.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? 'Invalid value', path: ['value'] });
    return z.NEVER;
  }
  return { field: input.field, value: checked.data.value };
});
export type FieldInput = z.output<typeof FieldInput>;

export const PromoteManagerInput = fieldsSchema(PROMOTE_MANAGER_RULES);
export const NotesInput = fieldsSchema(NOTES_RULES);
export const ActiveInput = z.object({ active: z.boolean() });
export const ChangeAgentInput = z.object({
  agentId: z
    .number()
    .int()
    .min(NO_AGENT)
    .max(Number.MAX_SAFE_INTEGER)
    .refine((n) => n !== 0, 'Choose an agent'),
});
export const DataQuery = z.object({ kind: z.enum(DATA_KINDS) });
export const ActivityQuery = z.object({ activity: z.enum(ACTIVITY_FILTERS).optional() });
