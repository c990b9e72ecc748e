import { allowed, can, type Viewer } from '@/lib/access';

/**
 * Favorites lists' rules: the cards the page shows,
 * who may change them, which selected users a share still needs, and the spec's texts. Pure and zod-free:
 * the page, the client components and the route handlers all ask here.
 */

/** The spec's texts, verbatim; the rest is 'not shown' in the spec and chosen in its style. */
export const FAV_MSG = {
  loadFailed: 'Unable to load lists. Please try again.',
  removeFailed: 'Unable to remove user',
  revokeFailed: 'Unable to stop sharing',
  addFailed: 'Unable to add users',
  shareFailed: 'Unable to share list',
  shareNotFound: 'Share not found',
  selectOne: 'Please select at least one user',
  alreadyIn: 'Selected users are already in this list',
  neverShared: 'Never shared',
  addUsers: '+ Add Users',
  stopSharing: 'Stop Sharing This List',
  // Chosen (the spec gives none):
  stopSharingConfirm: 'Stop sharing this list? Its users will no longer see it. This cannot be undone.',
  removeConfirm: (name: string) => `Remove ${name} from this list?`,
  removed: (name: string) => `${name} was removed from the list`,
  recipientRemoved: 'User removed from the list',
  stopped: 'The list is no longer shared',
  added: (n: number) => (n === 1 ? '1 user added to the list' : `${n} users added to the list`),
  shared: (n: number) => (n === 1 ? 'List shared with 1 user' : `List shared with ${n} users`),
  searchHint: 'Type at least 2 characters of a name or email',
  noResults: 'No users found',
  searchFailed: 'Unable to search users',
  tooMany: (max: number) => `Select at most ${max} users`,
  recipientsHidden: 'Recipient names are hidden in restricted mode.',
  empty: 'You have no favorites lists yet. Lists you make in the app appear here to share with your users.',
} as const;

/** Thumbnails on an expanded card and the most search results. */
export const FAVORITES_THUMBNAILS = 10;
export const USER_SEARCH_MAX_RESULTS = 50;
/** The add-users search: from 2 characters, 300 ms after the last key. */
export const USER_SEARCH_MIN = 2;
export const USER_SEARCH_DEBOUNCE_MS = 300;
export const USER_SEARCH_MAX_LENGTH = 100;

export type ListUser = { id: number; name: string; email: string; photo: string | null };
export type ListThumbnail = { listingKey: string; photo: string | null };

/** A card of the page: a list with its live share (shareId null when not shared now). */
export type FavoritesCard = {
  listId: number;
  name: string;
  shareId: number | null;
  neverShared: boolean;
  itemCount: number;
  recipientCount: number;
  recipients: ListUser[];
  /** At most FAVORITES_THUMBNAILS. */
  thumbnails: ListThumbnail[];
  /** The +N badge: listings beyond the thumbnails (0: no badge). */
  moreCount: number;
};

/** What the service reads from the upstream, already in the app's words. */
export type SharedListIn = {
  listId: number;
  name: string;
  shareId: number;
  itemCount: number;
  recipientCount: number;
  recipients: ListUser[];
  favorites: ListThumbnail[];
};
export type OwnListIn = {
  listId: number;
  name: string;
  itemCount: number;
  shareId: number | null;
  neverShared: boolean;
  favorites: ListThumbnail[];
};

function thumbs(itemCount: number, favorites: ListThumbnail[]) {
  const thumbnails = favorites.slice(0, FAVORITES_THUMBNAILS);
  return { thumbnails, moreCount: Math.max(0, itemCount - thumbnails.length) };
}

/**
 * The page's cards: the shared lists first (as the upstream orders them), then the viewer's other lists,
 * never shared ones badged. A list both shared and among all lists appears once, as shared.
 */
export function favoritesCards(shared: SharedListIn[], own: OwnListIn[]): FavoritesCard[] {
  const seen = new Set(shared.map((s) => s.listId));
  return [
    ...shared.map((s) => ({
      listId: s.listId,
      name: s.name,
      shareId: s.shareId,
      neverShared: false,
      itemCount: s.itemCount,
      recipientCount: s.recipientCount,
      recipients: s.recipients,
      ...thumbs(s.itemCount, s.favorites),
    })),
    ...own
      .filter((l) => !seen.has(l.listId))
      .map((l) => ({
        listId: l.listId,
        name: l.name,
        shareId: null,
        neverShared: l.neverShared,
        itemCount: l.itemCount,
        recipientCount: 0,
        recipients: [],
        ...thumbs(l.itemCount, l.favorites),
      })),
  ];
}

/**
 * What the viewer may see and do on the page (the access table's, read-only included): restricted mode
 * hides the recipients' names from admins (`recipients` false: the service leaves them out).
 */
export type FavoritesAbilities = { recipients: boolean; share: boolean; removeRecipient: boolean; revoke: boolean };

export function favoritesAbilities(viewer: Viewer): FavoritesAbilities {
  return {
    recipients: can.favoritesRecipients(viewer),
    share: allowed(viewer, 'favorites.share'),
    removeRecipient: allowed(viewer, 'favorites.removeRecipient'),
    revoke: allowed(viewer, 'favorites.revoke'),
  };
}

/**
 * The users a share still needs from a selection: none selected is 'Please select at least one user';
 * every one already a recipient is 'Selected users are already in this list'.
 */
export function recipientsToAdd<U extends { id: number }>(
  selected: readonly U[],
  current: readonly { id: number }[],
): { ok: true; users: U[] } | { ok: false; message: string } {
  if (selected.length === 0) return { ok: false, message: FAV_MSG.selectOne };
  const already = new Set(current.map((u) => u.id));
  const users = selected.filter((u, i) => !already.has(u.id) && selected.findIndex((x) => x.id === u.id) === i);
  return users.length === 0 ? { ok: false, message: FAV_MSG.alreadyIn } : { ok: true, users };
}

/** Whether a search text is long enough to send (2 characters after trimming). */
export function searchReady(text: string): boolean {
  return text.trim().length >= USER_SEARCH_MIN;
}

/**
 * The message a failed change shows: the server's own when it gave one, else the spec's fixed text for the
 * action (a network failure, or an upstream error without a message).
 */
export function failureMessage(fallback: string, upstream: { message: string | null }): string {
  return upstream.message && upstream.message.trim() ? upstream.message : fallback;
}
