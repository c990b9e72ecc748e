import { z } from 'zod';
import { endpoint, Id, Ok } from './endpoint';

/**
 * Favorites lists. An agent (or admin) keeps
 * lists of favourite listings and shares them with end users; a share has recipients and can be revoked
 * for good. The spec names agent/all_lists, user/lists and search-users; the other paths are chosen here.
 * The demo upstream enforces who sees what: a caller only ever sees and changes their own lists and shares.
 */

export const ListRecipient = z.object({
  user_id: Id,
  display_name: z.string(),
  email: z.string(),
  photo: z.string().nullable(),
});
export type ListRecipient = z.output<typeof ListRecipient>;

/** One listing of a list: its key and first photo (null when it has none). */
export const ListFavorite = z.object({ listing_key: z.string(), photo: z.string().nullable() });

/** A list with a live share: who it is shared with and its first favourites. */
export const SharedList = z.object({
  list_id: Id,
  /** The same as list_id, for older clients. */
  id: Id.optional(),
  list_name: z.string(),
  share_id: Id,
  item_count: z.number().int().nonnegative(),
  recipient_count: z.number().int().nonnegative(),
  recipients: z.array(ListRecipient),
  /** At most the first 10 favourites, newest first. */
  favorites: z.array(ListFavorite),
});
export type SharedList = z.output<typeof SharedList>;

/** A list the caller owns, shared or not. */
export const OwnList = z.object({
  list_id: Id,
  list_name: z.string(),
  item_count: z.number().int().nonnegative(),
  /** The live share, or null (never shared, or its share was revoked). */
  share_id: Id.nullable(),
  /** True when the list was never shared at all. */
  never_shared: z.boolean(),
  favorites: z.array(ListFavorite),
});
export type OwnList = z.output<typeof OwnList>;

/** A recipient to add: the end user's id and e-mail (the upstream checks the two belong together). */
export const NewRecipient = z.object({ user_id: Id.pipe(z.number().positive()), email: z.email().max(254) });

const Recipients = z.array(NewRecipient).min(1).max(50);

export const sharedLists = endpoint({
  name: 'sharedLists',
  method: 'GET',
  path: '/favorites/status',
  summary:
    "The caller's lists that have a live share, newest share first: recipients (end users) and the first 10 favourites. " +
    'status is "ok". Agents and admins alike see only the lists they own.',
  auth: 'key',
  scope: 'any',
  body: 'query',
  chosenPath: true,
  request: z.object({}),
  response: z.object({ status: z.string(), lists: z.array(SharedList) }),
});

export const agentAllLists = endpoint({
  name: 'agentAllLists',
  method: 'GET',
  path: '/agent/all_lists',
  summary:
    'Every list an agent owns (in agent mode), shared or not, by name; never_shared marks the lists never shared. 403 for a caller who is not an agent.',
  auth: 'key',
  scope: 'any',
  body: 'query',
  request: z.object({}),
  response: z.object({ lists: z.array(OwnList) }),
});

export const userLists = endpoint({
  name: 'userLists',
  method: 'GET',
  path: '/user/lists',
  summary: "Every list the caller keeps as a user of the app (the dashboard asks this for admins), in agent/all_lists' shape.",
  auth: 'key',
  scope: 'any',
  body: 'query',
  request: z.object({}),
  response: z.object({ lists: z.array(OwnList) }),
});

export const shareList = endpoint({
  name: 'shareList',
  method: 'POST',
  path: '/favorites/share',
  summary:
    "Share one of the caller's lists that has no live share with end users of the caller (an agent: their own users; an admin: the " +
    "app's). Answers the new share's id. 404 for a list not the caller's, 409 when it already has a live share, 400 for a recipient " +
    "whose e-mail is not the user's.",
  auth: 'key',
  scope: 'any',
  body: 'json',
  chosenPath: true,
  request: z.object({ list_id: Id, recipients: Recipients }),
  response: z.object({ ok: z.literal(true), share_id: Id }),
});

export const shareRecipients = endpoint({
  name: 'shareRecipients',
  method: 'GET',
  path: '/favorites/share/:share_id/recipients',
  summary: "The recipients of one of the caller's live shares, by name. 404 'Share not found' otherwise.",
  auth: 'key',
  scope: 'any',
  body: 'query',
  chosenPath: true,
  request: z.object({ share_id: Id }),
  response: z.object({ recipients: z.array(ListRecipient) }),
});

export const addRecipients = endpoint({
  name: 'addRecipients',
  method: 'POST',
  path: '/favorites/share/:share_id/recipients',
  summary:
    "Add end users to one of the caller's live shares; users already in it are skipped. Answers how many were added. 404 'Share not " +
    "found'; 409 'Selected users are already in this list' when every one is already in it.",
  auth: 'key',
  scope: 'any',
  body: 'json',
  chosenPath: true,
  request: z.object({ share_id: Id, recipients: Recipients }),
  response: z.object({ ok: z.literal(true), added: z.number().int().nonnegative() }),
});

export const removeRecipient = endpoint({
  name: 'removeRecipient',
  method: 'POST',
  path: '/favorites/share/:share_id/remove',
  summary: "Take one end user from one of the caller's live shares (they no longer see the list). 404 for a share or recipient not there.",
  auth: 'key',
  scope: 'any',
  body: 'json',
  chosenPath: true,
  request: z.object({ share_id: Id, user_id: Id }),
  response: Ok,
});

export const revokeShare = endpoint({
  name: 'revokeShare',
  method: 'POST',
  path: '/favorites/share/:share_id/revoke',
  summary: "Revoke one of the caller's shares for good: every recipient loses the list and the share cannot be restored. 404 otherwise.",
  auth: 'key',
  scope: 'any',
  body: 'json',
  chosenPath: true,
  request: z.object({ share_id: Id }),
  response: Ok,
});

export const searchUsers = endpoint({
  name: 'searchUsers',
  method: 'GET',
  path: '/search-users',
  summary:
    'Active end users whose name or e-mail contains q (2 to 100 characters, case-insensitive), by name, at most `limit` (50 at most): ' +
    "an agent's own users, an admin's whole app.",
  auth: 'key',
  scope: 'any',
  body: 'query',
  request: z.object({ q: z.string().trim().min(2).max(100), limit: z.coerce.number().int().min(1).max(50).optional() }),
  response: z.object({ users: z.array(ListRecipient) }),
});
