import { FAV_MSG, USER_SEARCH_MAX_LENGTH, USER_SEARCH_MAX_RESULTS, USER_SEARCH_MIN } from '@/lib/favorites-lists/rules';
import { CONTRACT_EMAIL_PATTERN } from '@/lib/forms/rules';

/**
 * The add-users dialog's rules, without zod: the client components import this. lib/favorites-lists/schema.ts
 * builds the route handlers' zod schemas from the same limits and messages; tests/unit/favorites-lists-checks.test.ts
 * holds the two to the same answers.
 */

export const RECIPIENT_EMAIL_MAX = 254;

export type SelectedUser = { id: number; email: string };

const validUser = (u: unknown): u is SelectedUser =>
  typeof u === 'object' &&
  u !== null &&
  typeof (u as SelectedUser).id === 'number' &&
  Number.isSafeInteger((u as SelectedUser).id) &&
  (u as SelectedUser).id > 0 &&
  typeof (u as SelectedUser).email === 'string' &&
  (u as SelectedUser).email.length <= RECIPIENT_EMAIL_MAX &&
  CONTRACT_EMAIL_PATTERN.test((u as SelectedUser).email);

/** The selection sent to share a list or add users: one to 50 users, each an id and an e-mail. */
export function checkRecipients(
  users: readonly SelectedUser[],
): { ok: true; data: { users: SelectedUser[] } } | { ok: false; message: string } {
  if (users.length === 0) return { ok: false, message: FAV_MSG.selectOne };
  if (users.length > USER_SEARCH_MAX_RESULTS) return { ok: false, message: FAV_MSG.tooMany(USER_SEARCH_MAX_RESULTS) };
  if (!users.every(validUser)) return { ok: false, message: FAV_MSG.selectOne };
  return { ok: true, data: { users: users.map((u) => ({ id: u.id, email: u.email })) } };
}

/** The search box: its text is sent from 2 characters (trimmed), at most 100. */
export function checkUserSearch(q: string): { ok: true; q: string } | { ok: false; message: string } {
  const text = q.trim();
  if (text.length < USER_SEARCH_MIN || text.length > USER_SEARCH_MAX_LENGTH) return { ok: false, message: FAV_MSG.searchHint };
  return { ok: true, q: text };
}
