import type { favoritesLists, ResponseOf } from '@/server/upstream/contract';
import type { AreaHandlers, Ctx } from '../../handlers/context';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import type { ListRow } from './schema';

type Recipient = ResponseOf<typeof favoritesLists.shareRecipients>['recipients'][number];
type Favorite = { listing_key: string; photo: string | null };
type OwnList = ResponseOf<typeof favoritesLists.userLists>['lists'][number];

/** The first favourites a card shows. */
const FIRST_FAVORITES = 10;

function favoritesOf(ctx: Ctx, listId: number): { count: number; first: Favorite[] } {
  const count = ctx.store.get<{ n: number }>('SELECT count(*) AS n FROM favorite_list_items WHERE list_id = ?', [listId])?.n ?? 0;
  const rows = ctx.store.all<{ listing_key: string; photo_count: number | null }>(
    `SELECT i.listing_key, l.photo_count FROM favorite_list_items i LEFT JOIN listings l ON l.listing_key = i.listing_key
     WHERE i.list_id = ? ORDER BY i.created_at DESC, i.listing_key LIMIT ?`,
    [listId, FIRST_FAVORITES],
  );
  const first = rows.map((r) => ({
    listing_key: r.listing_key,
    photo: r.photo_count ? ctx.abs(`/media/listing/${encodeURIComponent(r.listing_key)}/1.png`) : null,
  }));
  return { count, first };
}

function recipientsOf(ctx: Ctx, shareId: number): Recipient[] {
  return ctx.store
    .all<{ id: number; display_name: string; email: string; photo: string | null }>(
      `SELECT e.id, e.display_name, e.email, e.photo FROM list_share_recipients r JOIN end_users e ON e.id = r.end_user_id
       WHERE r.share_id = ? ORDER BY e.display_name COLLATE NOCASE, e.id`,
      [shareId],
    )
    .map((u) => ({ user_id: u.id, display_name: u.display_name, email: u.email, photo: ctx.abs(u.photo) }));
}

function ownLists(ctx: Ctx): ListRow[] {
  return ctx.store.all<ListRow>('SELECT * FROM favorite_lists WHERE owner_id = ? AND stack_id = ? ORDER BY name COLLATE NOCASE, id', [
    ctx.caller.user.id,
    ctx.caller.app.stack_id,
  ]);
}

function liveShareOf(ctx: Ctx, listId: number): number | null {
  return ctx.store.get<{ id: number }>('SELECT id FROM list_shares WHERE list_id = ? AND revoked_at IS NULL', [listId])?.id ?? null;
}

function ownList(ctx: Ctx, listId: number): ListRow {
  const list = ownLists(ctx).find((l) => l.id === listId);
  if (!list) throw notFound('List not found');
  return list;
}

/** A live share of one of the caller's lists, or 404 'Share not found'. */
function ownShare(ctx: Ctx, shareId: number): number {
  const row = ctx.store.get<{ id: number }>(
    `SELECT s.id FROM list_shares s JOIN favorite_lists f ON f.id = s.list_id
     WHERE s.id = ? AND s.revoked_at IS NULL AND f.owner_id = ? AND f.stack_id = ?`,
    [shareId, ctx.caller.user.id, ctx.caller.app.stack_id],
  );
  if (!row) throw notFound('Share not found');
  return row.id;
}

/** The end users a recipient may be: an admin's whole app, anyone else's own users; the e-mail must be the user's. */
function checkedRecipients(ctx: Ctx, recipients: readonly { user_id: number; email: string }[]): number[] {
  const { caller } = ctx;
  return [...new Set(recipients.map((r) => r.user_id))].map((id) => {
    const user = ctx.store.get<{ id: number; email: string; agent_id: number | null }>(
      'SELECT id, email, agent_id FROM end_users WHERE id = ? AND stack_id = ? AND active = 1',
      [id, caller.app.stack_id],
    );
    const given = recipients.find((r) => r.user_id === id)?.email ?? '';
    if (!user || (caller.role !== 'admin' && user.agent_id !== caller.user.id)) throw badRequest(`User ${id} cannot receive this list.`);
    if (user.email.toLowerCase() !== given.toLowerCase()) throw badRequest(`The e-mail of user ${id} does not match.`);
    return user.id;
  });
}

function addTo(ctx: Ctx, shareId: number, userIds: number[]): number {
  const insert = ctx.store.stmt('INSERT OR IGNORE INTO list_share_recipients (share_id, end_user_id, created_at) VALUES (?, ?, ?)');
  return ctx.store.tx(() => userIds.reduce((n, id) => n + insert.run(shareId, id, ctx.now()).changes, 0));
}

function ownListOut(ctx: Ctx, list: ListRow): OwnList {
  const { count, first } = favoritesOf(ctx, list.id);
  const ever = ctx.store.get<{ n: number }>('SELECT count(*) AS n FROM list_shares WHERE list_id = ?', [list.id])?.n ?? 0;
  return {
    list_id: list.id,
    list_name: list.name,
    item_count: count,
    share_id: liveShareOf(ctx, list.id),
    never_shared: ever === 0,
    favorites: first,
  };
}

export const favoritesListHandlers: AreaHandlers<'favorites-lists'> = {
  sharedLists(_input, ctx) {
    const shared = ownLists(ctx)
      .map((list) => ({ list, shareId: liveShareOf(ctx, list.id) }))
      .filter((s): s is { list: ListRow; shareId: number } => s.shareId !== null)
      .sort((a, b) => b.shareId - a.shareId);
    return {
      status: 'ok',
      lists: shared.map(({ list, shareId }) => {
        const { count, first } = favoritesOf(ctx, list.id);
        const recipients = recipientsOf(ctx, shareId);
        return {
          list_id: list.id,
          id: list.id,
          list_name: list.name,
          share_id: shareId,
          item_count: count,
          recipient_count: recipients.length,
          recipients,
          favorites: first,
        };
      }),
    };
  },

  agentAllLists(_input, ctx) {
    if (ctx.caller.role !== 'agent') throw forbidden('Only agents have agent lists: use user/lists.');
    return { lists: ownLists(ctx).map((l) => ownListOut(ctx, l)) };
  },

  userLists(_input, ctx) {
    return { lists: ownLists(ctx).map((l) => ownListOut(ctx, l)) };
  },

  shareList(input, ctx) {
    const list = ownList(ctx, input.list_id);
    if (liveShareOf(ctx, list.id) !== null) throw conflict('This list is already shared.');
    const users = checkedRecipients(ctx, input.recipients);
    const shareId = ctx.store.tx(() => {
      const id = Number(ctx.store.run('INSERT INTO list_shares (list_id, created_at) VALUES (?, ?)', [list.id, ctx.now()]).lastInsertRowid);
      addTo(ctx, id, users);
      return id;
    });
    return { ok: true as const, share_id: shareId };
  },

  shareRecipients(input, ctx) {
    return { recipients: recipientsOf(ctx, ownShare(ctx, input.share_id)) };
  },

  addRecipients(input, ctx) {
    const shareId = ownShare(ctx, input.share_id);
    const added = addTo(ctx, shareId, checkedRecipients(ctx, input.recipients));
    if (added === 0) throw conflict('Selected users are already in this list');
    return { ok: true as const, added };
  },

  removeRecipient(input, ctx) {
    const shareId = ownShare(ctx, input.share_id);
    const gone = ctx.store.run('DELETE FROM list_share_recipients WHERE share_id = ? AND end_user_id = ?', [
      shareId,
      input.user_id,
    ]).changes;
    if (gone === 0) throw notFound('This user is not a recipient of the list.');
    return { ok: true as const };
  },

  revokeShare(input, ctx) {
    const shareId = ownShare(ctx, input.share_id);
    ctx.store.tx(() => {
      ctx.store.run('DELETE FROM list_share_recipients WHERE share_id = ?', [shareId]);
      ctx.store.run('UPDATE list_shares SET revoked_at = ? WHERE id = ?', [ctx.now(), shareId]);
    });
    return { ok: true as const };
  },

  searchUsers(input, ctx) {
    const { caller } = ctx;
    const rows = ctx.store.all<{ id: number; display_name: string; email: string; photo: string | null }>(
      `SELECT id, display_name, email, photo FROM end_users
       WHERE stack_id = @stack AND active = 1 AND (@admin = 1 OR agent_id = @me)
         AND (instr(lower(display_name), lower(@q)) > 0 OR instr(lower(email), lower(@q)) > 0)
       ORDER BY display_name COLLATE NOCASE, id LIMIT @limit`,
      { stack: caller.app.stack_id, admin: caller.role === 'admin' ? 1 : 0, me: caller.user.id, q: input.q, limit: input.limit ?? 50 },
    );
    return { users: rows.map((u) => ({ user_id: u.id, display_name: u.display_name, email: u.email, photo: ctx.abs(u.photo) })) };
  },
};
