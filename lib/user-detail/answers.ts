import type { Tag } from '@/lib/tags/rules';
import type { UserDataItem } from '@/lib/user-detail/rules';

/** What the user detail's route handlers answer (errors are the one envelope `{ error: { message } }`). */

/** Every change: the toast's text. */
export type UserChanged = { ok: true; message: string };

/** POST /api/user-detail/{userId}/tags/new (201): the new tag, already on the user. */
export type UserTagCreated = { ok: true; tag: Tag; message: string };

/** GET /api/user-detail/{userId}/data?kind=: one side panel's rows. */
export type UserDataPanel = { items: UserDataItem[] };
