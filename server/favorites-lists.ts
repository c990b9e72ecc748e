import 'server-only';
import type { Viewer } from '@/lib/access';
import {
  failureMessage,
  FAV_MSG,
  favoritesAbilities,
  favoritesCards,
  recipientsToAdd,
  type FavoritesCard,
  type ListUser,
} from '@/lib/favorites-lists/rules';
import type { RecipientsInput } from '@/lib/favorites-lists/schema';
import { GENERIC_ERROR } from '@/lib/messages';
import { callerOf } from '@/server/upstream/caller';
import { HttpError } from '@/server/http';
import type { Session } from '@/server/session';
import { call } from '@/server/upstream/client';
import { favoritesLists as calls } from '@/server/upstream/contract';
import { UpstreamError } from '@/server/upstream/errors';

/**
 * Favorites lists' service: the page's cards, the add-users search and the share changes. Every function
 * takes the session and answers the app's own shapes (lib/favorites-lists/rules.ts). A failed change reads the
 * server's message when it gave one, else the spec's fixed text for that change.
 */

const toUser = (u: calls.ListRecipient): ListUser => ({ id: u.user_id, name: u.display_name, email: u.email, photo: u.photo });
const toThumb = (f: { listing_key: string; photo: string | null }) => ({ listingKey: f.listing_key, photo: f.photo });

/**
 * The page's cards: the shared lists and the viewer's own lists, read at once. An agent's lists come from
 * agent/all_lists; an admin's (no agent lists) from user/lists.
 */
export async function listFavoritesCards(session: Session, viewer: Viewer): Promise<FavoritesCard[]> {
  const caller = callerOf(session);
  // Restricted mode: the names never leave the server (the card shows the count alone).
  const named = favoritesAbilities(viewer).recipients;
  const [status, own] = await Promise.all([
    call(calls.sharedLists, {}, caller),
    call(viewer.role === 'agent' ? calls.agentAllLists : calls.userLists, {}, caller),
  ]);
  return favoritesCards(
    status.lists.map((l) => ({
      listId: l.list_id,
      name: l.list_name,
      shareId: l.share_id,
      itemCount: l.item_count,
      recipientCount: l.recipient_count,
      recipients: named ? l.recipients.map(toUser) : [],
      favorites: l.favorites.map(toThumb),
    })),
    own.lists.map((l) => ({
      listId: l.list_id,
      name: l.list_name,
      itemCount: l.item_count,
      shareId: l.share_id,
      neverShared: l.never_shared,
      favorites: l.favorites.map(toThumb),
    })),
  );
}

/** The cards, or null when the upstream failed (the page shows 'Unable to load lists. Please try again.'); an expired key is thrown on. */
export function readFavoritesCards(session: Session, viewer: Viewer): Promise<FavoritesCard[] | null> {
  return listFavoritesCards(session, viewer).catch(nullUnlessExpired);
}

/** A failed read as null, for a page that shows its own message; an expired key (and anything else) is thrown on. */
function nullUnlessExpired(err: unknown): null {
  if (err instanceof UpstreamError && !err.sessionExpired) return null;
  throw err;
}

/** Runs a change; a failure without a message of the server's becomes the spec's `fallback`, a 404 `notFound` when given. */
async function changing<T>(fallback: string, run: () => Promise<T>, notFound?: string): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (!(err instanceof UpstreamError) || err.sessionExpired) throw err;
    if (notFound && err.kind === 'upstream' && err.status === 404) throw new HttpError(404, notFound);
    const given = err.kind === 'upstream' && err.message !== GENERIC_ERROR ? err.message : null;
    const status = err.kind === 'upstream' && err.status >= 400 && err.status < 500 ? err.status : 502;
    throw new HttpError(status, failureMessage(fallback, { message: given }));
  }
}

const recipientsOf = (input: RecipientsInput) => input.users.map((u) => ({ user_id: u.id, email: u.email }));

export async function searchListUsers(session: Session, q: string): Promise<ListUser[]> {
  const { users } = await call(calls.searchUsers, { q, limit: 50 }, callerOf(session));
  return users.map(toUser);
}

/** Share a list that has no live share with the selected users. */
export async function shareList(session: Session, listId: number, input: RecipientsInput): Promise<{ added: number }> {
  await changing(FAV_MSG.shareFailed, () => call(calls.shareList, { list_id: listId, recipients: recipientsOf(input) }, callerOf(session)));
  return { added: input.users.length };
}

/**
 * Add the selected users to a share: its recipients are read first, so a selection of users all already
 * in it is refused ('Selected users are already in this list') without sending the change.
 */
export async function addRecipients(session: Session, shareId: number, input: RecipientsInput): Promise<{ added: number }> {
  const caller = callerOf(session);
  const { recipients } = await changing(
    FAV_MSG.addFailed,
    () => call(calls.shareRecipients, { share_id: shareId }, caller),
    FAV_MSG.shareNotFound,
  );
  const wanted = recipientsToAdd(
    input.users,
    recipients.map((r) => ({ id: r.user_id })),
  );
  if (!wanted.ok) throw new HttpError(409, wanted.message);
  const { added } = await changing(
    FAV_MSG.addFailed,
    () =>
      call(calls.addRecipients, { share_id: shareId, recipients: wanted.users.map((u) => ({ user_id: u.id, email: u.email })) }, caller),
    FAV_MSG.shareNotFound,
  );
  return { added };
}

export async function removeRecipient(session: Session, shareId: number, userId: number): Promise<void> {
  await changing(FAV_MSG.removeFailed, () => call(calls.removeRecipient, { share_id: shareId, user_id: userId }, callerOf(session)));
}

export async function revokeShare(session: Session, shareId: number): Promise<void> {
  await changing(FAV_MSG.revokeFailed, () => call(calls.revokeShare, { share_id: shareId }, callerOf(session)), FAV_MSG.shareNotFound);
}
