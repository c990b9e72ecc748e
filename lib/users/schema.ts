import { z } from 'zod';
import { BULK_MAX_USERS, TAG_KEY_PATTERN, USER_SEARCH_MAX } from '@/lib/users/rules';
import { NEW_USER_RULES, USER_IMPORT_MAX_ROWS, USER_IMPORT_ROW_RULES } from '@/lib/users/check';
import { fieldsSchema } from '@/lib/forms/rules-zod';

/** The users list's zod schemas for the route handlers, built from lib/users/check.ts. */
export const NewUserInput = fieldsSchema(NEW_USER_RULES);

const Id = z.number().int().positive().max(2_147_483_647);

/** Who a bulk change reaches: the ticked users, or every user matching the list's search and filters. */
export const BulkTarget = z.union([
  z.object({
    user_ids: z
      .array(Id)
      .min(1, 'Select some users')
      .max(BULK_MAX_USERS)
      .refine((ids) => new Set(ids).size === ids.length, 'A user appears twice'),
  }),
  z.object({
    all: z.literal(true),
    q: z.string().trim().max(USER_SEARCH_MAX).default(''),
    agent: Id.nullable().default(null),
    tag: z.string().trim().regex(TAG_KEY_PATTERN).nullable().default(null),
  }),
]);
export type BulkTarget = z.infer<typeof BulkTarget>;

export const BulkAgentInput = z.object({ target: BulkTarget, agent_id: Id });
export const BulkTagsInput = z.object({ target: BulkTarget, tag_ids: z.array(Id).min(1, 'Choose some tags').max(50) });

export const UserImportRow = fieldsSchema(USER_IMPORT_ROW_RULES);
export const UserImportInput = z.object({ rows: z.array(UserImportRow).min(1, 'There are no rows to import').max(USER_IMPORT_MAX_ROWS) });
export type UserImportInput = z.infer<typeof UserImportInput>;

const Column = z.coerce.number().int().min(0).max(500).optional();
/** The column mapping of a CSV upload, in the query string (lib/users/csv-headers.ts). */
export const CsvMappingQuery = z.object({ name: Column, first: Column, last: Column, email: Column, phone: Column });
