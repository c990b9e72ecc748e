import type { UserListRow } from '@/lib/users/rules';

/** What the Users route handlers answer (errors are the one envelope `{ error: { message } }`). */

/** GET /api/users: a page of the list, read as the page reads its query string. */
export type UsersResponse = { users: UserListRow[]; total: number; offset: number; limit: number };
/** POST /api/users (201). */
export type NewUserResponse = { id: number; message: string };
/** POST /api/users/bulk/agent and /bulk/tags. */
export type BulkResponse = { updated: number; message: string };
/** POST /api/users/csv/import. */
export type UserImportResponse = { created: number; message: string };
