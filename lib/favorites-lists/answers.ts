import type { ListUser } from '@/lib/favorites-lists/rules';

/**
 * What the Favorites lists route handlers answer (errors are the one envelope `{ error: { message } }`).
 */

/** GET /api/favorites-lists/users?q=: at most 50 of the viewer's users matching the text. */
export type UserSearchResponse = { users: ListUser[] };

/** POST share or add users: how many users were added, and the snackbar's text. */
export type RecipientsAddedResponse = { ok: true; added: number; message: string };

/** DELETE a recipient or a share: the snackbar's text. */
export type FavoritesChangeResponse = { ok: true; message: string };
