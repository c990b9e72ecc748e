import type { TagRow } from '@/lib/tags/rules';

/**
 * What the Tags route handlers answer (errors are the one envelope `{ error: { message } }`). Client
 * components import these types; app/api/tags/** builds them.
 */

/** GET /api/tags: every tag the viewer sees, with what they may do to each. */
export type TagsResponse = { tags: TagRow[] };

/** POST /api/tags (201) and POST /api/tags/{tagId}: the saved tag and the toast's text. */
export type TagResponse = { tag: TagRow; message: string };

/** DELETE /api/tags/{tagId}: how many users lost the tag, and the toast's text. */
export type DeleteTagResponse = { ok: true; removed: number; message: string };
