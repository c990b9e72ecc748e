import type { ResponseOf, tags as tagCalls, userDetail } from '@/server/upstream/contract';
import { managedOffices } from '../../auth/caller';
import type { AreaHandlers, Ctx } from '../../handlers/context';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { checkPlanLimit, DUPLICATE_EMAIL_MESSAGE, emailTaken } from '../agents/handlers';
import { insertUser } from '../agents/users';
import { listingPhotos } from '../app/views';
import { tagHandlers } from '../tags/handlers';

type EndUser = {
  id: number;
  stack_id: string;
  agent_id: number | null;
  display_name: string;
  email: string;
  phone: string | null;
  photo: string | null;
  created_at: number;
  last_login: number | null;
  active: number;
  source: string | null;
  via_agent_id: number | null;
};
type Item = ResponseOf<typeof userDetail.userData>['items'][number];

const EMAIL = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/**
 * An end user the caller sees, or a 404: an admin any of the app's, a manager the users of their
 * offices' agents, an agent their own.
 */
export function visibleUser(ctx: Ctx, id: number): EndUser {
  const { caller } = ctx;
  const user = ctx.store.get<EndUser>('SELECT * FROM end_users WHERE id = ? AND stack_id = ?', [id, caller.app.stack_id]);
  if (!user) throw notFound('User not found');
  if (caller.role === 'admin') return user;
  if (caller.role === 'agent' && user.agent_id === caller.user.id) return user;
  if (caller.role === 'manager' && user.agent_id !== null) {
    const offices = managedOffices(ctx.store, caller) ?? [];
    const agent = ctx.store.get<{ office_id: number | null }>('SELECT office_id FROM users WHERE id = ?', [user.agent_id]);
    if (agent?.office_id != null && offices.includes(agent.office_id)) return user;
  }
  throw notFound('User not found');
}

const count = (ctx: Ctx, sql: string, params: unknown[]) => ctx.store.get<{ n: number }>(sql, params)?.n ?? 0;

/** The dashboard account the same person holds in this app, if any. */
function accountOf(ctx: Ctx, user: EndUser): { id: number; kind: string } | undefined {
  return ctx.store.get<{ id: number; kind: string }>('SELECT id, kind FROM users WHERE stack_id = ? AND lower(email) = lower(?)', [
    user.stack_id,
    user.email,
  ]);
}

function address(row: { full_address: string | null; city: string | null; state: string | null; zip: string | null }): string | null {
  return row.full_address ? `${row.full_address}, ${row.city}, ${row.state} ${row.zip}` : null;
}

type ListingCols = {
  listing_key: string;
  full_address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  photo_count: number | null;
};
const photoOf = (ctx: Ctx, r: ListingCols) => (r.photo_count ? (listingPhotos(ctx.rt, r.listing_key, 1)[0] ?? null) : null);

function noManagers(ctx: Ctx): void {
  if (ctx.caller.role === 'manager') throw forbidden('Managers cannot read or write agent notes.');
}

/** A dashboard account for the end user (promote to agent or manager), refused when the email already holds one. */
function promote(ctx: Ctx, user: EndUser, kind: 'agent' | 'manager', officeId: number | null): number {
  return ctx.store.tx(() => {
    if (emailTaken(ctx, user.email)) throw conflict(DUPLICATE_EMAIL_MESSAGE);
    if (kind === 'agent') checkPlanLimit(ctx, 1);
    return insertUser(ctx.store, {
      stack_id: user.stack_id,
      kind,
      email: user.email,
      display_name: user.display_name,
      phone: user.phone,
      photo: user.photo,
      office_id: officeId,
      brokerage_name: ctx.caller.app.name,
      created_at: ctx.now(),
    });
  });
}

export const userDetailHandlers: AreaHandlers<'user-detail'> = {
  getUser(input, ctx) {
    const user = visibleUser(ctx, input.id);
    const agent =
      user.agent_id === null
        ? undefined
        : ctx.store.get<{ id: number; display_name: string; photo: string | null }>(
            'SELECT id, display_name, photo FROM users WHERE id = ?',
            [user.agent_id],
          );
    const tagIds = new Set(
      ctx.store.all<{ tag_id: number }>('SELECT tag_id FROM end_user_tags WHERE end_user_id = ?', [user.id]).map((r) => r.tag_id),
    );
    const tags =
      tagIds.size === 0 ? [] : (tagHandlers.listTags({}, ctx) as ResponseOf<typeof tagCalls.listTags>).tags.filter((t) => tagIds.has(t.id));
    const account = accountOf(ctx, user);
    const saved = count(ctx, 'SELECT count(*) AS n FROM saved_searches WHERE user_id = ?', [user.id]);
    return {
      user: {
        id: user.id,
        display_name: user.display_name,
        email: user.email,
        phone: user.phone,
        phone_verified: user.phone !== null,
        photo: ctx.abs(user.photo),
        type: account?.kind === 'admin' ? 'admin' : account ? 'agent' : 'user',
        subType: account?.kind === 'manager' ? 'agentManager' : null,
        active: user.active === 1,
        created_epoch: user.created_at,
        last_login_epoch: user.last_login,
        login_count: count(ctx, 'SELECT count(*) AS n FROM logins WHERE user_id = ?', [user.id]),
        saved,
        completed_setup: true,
        completed_setup_epoch: user.created_at,
        agent_id: agent?.id ?? null,
        agent_name: agent?.display_name ?? null,
        // Came through an agent's own invite link (not merely "has an agent").
        has_direct_agent: user.via_agent_id !== null,
        source: user.source,
        agent: agent ? { id: agent.id, display_name: agent.display_name, photo: ctx.abs(agent.photo) } : null,
        tags,
        meta: {
          scheduled: count(ctx, "SELECT count(*) AS n FROM scheduled_viewings WHERE user_id = ? AND status <> 'canceled'", [user.id]),
          favorites: count(ctx, 'SELECT count(*) AS n FROM favorites WHERE user_id = ?', [user.id]),
          notes: count(ctx, "SELECT count(*) AS n FROM events WHERE user_id = ? AND type = 'note' AND note IS NOT NULL", [user.id]),
          saved_searches: saved,
        },
        protected: ctx.store.get('SELECT 1 FROM protected_users WHERE user_id = ?', [user.id]) !== undefined,
      },
    };
  },

  saveUserField(input, ctx) {
    const user = visibleUser(ctx, input.user_id);
    const value = input.value.trim();
    if (input.field === 'display_name' && value === '') throw badRequest('Name is required');
    if (input.field === 'email') {
      if (!EMAIL.test(value)) throw badRequest('Invalid email address');
      const taken = ctx.store.get('SELECT 1 FROM end_users WHERE stack_id = ? AND lower(email) = lower(?) AND id <> ?', [
        user.stack_id,
        value,
        user.id,
      ]);
      if (taken) throw conflict('Another user of the app has this email address.');
    }
    if (input.field === 'phone' && value !== '' && value.replace(/\D/g, '').length < 6) throw badRequest('Enter a valid phone number');
    const column = { display_name: 'display_name', email: 'email', phone: 'phone' }[input.field];
    const next = input.field === 'phone' && value === '' ? null : value;
    ctx.store.run(`UPDATE end_users SET ${column} = ? WHERE id = ?`, [next, user.id]);
    if (next !== user[input.field]) ctx.rt.webhooks.enqueue(user.stack_id, user.id, 'updated');
    return { ok: true as const };
  },

  promoteManager(input, ctx) {
    const user = visibleUser(ctx, input.user_id);
    const stack = ctx.caller.app.stack_id;
    if (ctx.store.officeSubtree(stack, input.office_id).length === 0) throw badRequest(`Unknown office ${input.office_id}.`);
    const managed = managedOffices(ctx.store, ctx.caller);
    if (managed !== null && !managed.includes(input.office_id)) throw forbidden('You can only choose an office you manage.');
    return { ok: true as const, manager_id: promote(ctx, user, 'manager', input.office_id) };
  },

  promoteAgent(input, ctx) {
    const user = visibleUser(ctx, input.user_id);
    return { ok: true as const, agent_id: promote(ctx, user, 'agent', null) };
  },

  setUserActive(input, ctx) {
    const user = visibleUser(ctx, input.user_id);
    if (input.status === 0 && ctx.store.get('SELECT 1 FROM protected_users WHERE user_id = ?', [user.id]))
      throw forbidden('This account cannot be deactivated.');
    ctx.store.run('UPDATE end_users SET active = ? WHERE id = ?', [input.status, user.id]);
    if (input.status !== user.active) ctx.rt.webhooks.enqueue(user.stack_id, user.id, 'updated');
    return { ok: true as const };
  },

  changeUserAgent(input, ctx) {
    const user = visibleUser(ctx, input.user_id);
    const to = input.agent_id === -1 ? null : input.agent_id;
    if (to !== null) {
      const agent = ctx.store.get("SELECT 1 FROM users WHERE id = ? AND stack_id = ? AND kind = 'agent' AND active = 1", [
        to,
        user.stack_id,
      ]);
      if (!agent) throw badRequest(`Agent ${to} is not an active agent of this app.`);
    }
    if (to === user.agent_id) return { ok: true as const };
    ctx.store.tx(() => {
      ctx.store.run('UPDATE end_users SET agent_id = ? WHERE id = ?', [to, user.id]);
      ctx.store.run(
        'INSERT INTO agent_changes (stack_id, user_id, from_agent_id, to_agent_id, changed_by, time) VALUES (?, ?, ?, ?, ?, ?)',
        [user.stack_id, user.id, user.agent_id, to, ctx.caller.user.id, ctx.now()],
      );
    });
    ctx.rt.webhooks.enqueue(user.stack_id, user.id, 'updated');
    return { ok: true as const };
  },

  agentChangeHistory(input, ctx) {
    const user = visibleUser(ctx, input.id);
    const rows = ctx.store.all<{ time: number; from_name: string | null; to_name: string | null; by_name: string | null }>(
      `SELECT c.time, f.display_name AS from_name, t.display_name AS to_name, b.display_name AS by_name
       FROM agent_changes c LEFT JOIN users f ON f.id = c.from_agent_id LEFT JOIN users t ON t.id = c.to_agent_id LEFT JOIN users b ON b.id = c.changed_by
       WHERE c.user_id = ? ORDER BY c.time DESC, c.id DESC`,
      [user.id],
    );
    return {
      history: rows.map((r) => ({
        created_at: r.time,
        from_agent_name: r.from_name,
        to_agent_name: r.to_name,
        assigned_by_name: r.by_name,
      })),
    };
  },

  userData(input, ctx) {
    const user = visibleUser(ctx, input.id);
    const listingCols = 'l.listing_key, l.full_address, l.city, l.state, l.zip, l.photo_count';
    let items: Item[];
    switch (input.type) {
      case 'fav':
        items = ctx.store
          .all<ListingCols & { created_at: number }>(
            `SELECT ${listingCols}, f.created_at FROM favorites f JOIN listings l ON l.listing_key = f.listing_key WHERE f.user_id = ? ORDER BY f.created_at DESC`,
            [user.id],
          )
          .map((r) => ({
            listing_key: r.listing_key,
            photo: photoOf(ctx, r),
            list_name: 'Favorites',
            address: address(r),
            when: r.created_at,
          }));
        break;
      case 'notes':
        items = ctx.store
          .all<ListingCols & { note: string; time: number }>(
            `SELECT ${listingCols}, e.note, e.time FROM events e JOIN listings l ON l.listing_key = e.listing_key
             WHERE e.user_id = ? AND e.type = 'note' AND e.note IS NOT NULL ORDER BY e.time DESC, e.id DESC`,
            [user.id],
          )
          .map((r) => ({ listing_key: r.listing_key, photo: photoOf(ctx, r), address: address(r), note: r.note, when: r.time }));
        break;
      case 'scheduled':
        items = ctx.store
          .all<ListingCols & { time: number; status: string }>(
            `SELECT ${listingCols}, s.time, s.status FROM scheduled_viewings s JOIN listings l ON l.listing_key = s.listing_key
             WHERE s.user_id = ? ORDER BY s.time, s.id`,
            [user.id],
          )
          .map((r) => ({ listing_key: r.listing_key, photo: photoOf(ctx, r), address: address(r), status: r.status, when: r.time }));
        break;
      case 'saved':
        items = ctx.store
          .all<{ id: number; name: string; created_at: number }>(
            'SELECT id, name, created_at FROM saved_searches WHERE user_id = ? ORDER BY created_at DESC, id DESC',
            [user.id],
          )
          .map((r) => ({ id: r.id, name: r.name, when: r.created_at }));
        break;
    }
    return { type: input.type, items };
  },

  agentNotes(input, ctx) {
    noManagers(ctx);
    const user = visibleUser(ctx, input.id);
    const row = ctx.store.get<{ notes: string; updated_at: number }>('SELECT notes, updated_at FROM agent_notes WHERE user_id = ?', [
      user.id,
    ]);
    return { notes: row?.notes ?? '', updated_at: row?.updated_at ?? null };
  },

  saveAgentNotes(input, ctx) {
    noManagers(ctx);
    const user = visibleUser(ctx, input.id);
    ctx.store.run(
      'INSERT INTO agent_notes (user_id, notes, updated_at, updated_by) VALUES (?, ?, ?, ?) ON CONFLICT (user_id) DO UPDATE SET notes = excluded.notes, updated_at = excluded.updated_at, updated_by = excluded.updated_by',
      [user.id, input.notes, ctx.now(), ctx.caller.user.id],
    );
    return { ok: true as const };
  },
};
