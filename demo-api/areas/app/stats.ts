import type { app } from '@/server/upstream/contract';
import { managedOffices } from '../../auth/caller';
import { notFound } from '../../http/errors';
import { listingPhotos } from './views';
import type { Ctx, Handler } from '../../handlers/context';

const DAY = 86_400;
type EventType = 'view' | 'open' | 'share' | 'fav' | 'note';

/**
 * Which end users the caller's statistics cover: the whole app for an admin, the users of the agents of
 * their office tree for a manager, their own users for an agent. `users` filters end_users rows (alias eu);
 * `events` filters a table with a user_id column (alias e). Inactive users disappear from the dashboard
 * and Insights: `activeOnly` leaves them and their activity out of every count; a
 * single user's own figures (their detail page, which an admin opens to reactivate them) keep them.
 */
export function scopeOf(
  ctx: Ctx,
  { activeOnly }: { activeOnly: boolean },
): { users: string; events: string; params: Record<string, unknown> } {
  const { caller } = ctx;
  const stack = caller.app.stack_id;
  const scoped = (users: string, events: string, params: Record<string, unknown>) =>
    activeOnly
      ? {
          users: `${users} AND eu.active = 1`,
          events: `${events} AND e.user_id NOT IN (SELECT id FROM end_users WHERE stack_id = @stack AND active = 0)`,
          params,
        }
      : { users, events, params };
  if (caller.role === 'admin') return scoped('eu.stack_id = @stack', '1 = 1', { stack });
  if (caller.role === 'manager') {
    const agents = `SELECT id FROM users WHERE stack_id = @stack AND kind = 'agent' AND office_id IN (SELECT value FROM json_each(@offices))`;
    return scoped(`eu.agent_id IN (${agents})`, `e.user_id IN (SELECT id FROM end_users WHERE agent_id IN (${agents}))`, {
      stack,
      offices: JSON.stringify(managedOffices(ctx.store, caller) ?? []),
    });
  }
  return scoped('eu.agent_id = @me', 'e.user_id IN (SELECT id FROM end_users WHERE agent_id = @me)', { stack, me: caller.user.id });
}

/** Calendar months (UTC) from five months back to the current one: start, end and a '2026-06' label. */
function lastSixMonths(now: number): { from: number; to: number; label: string }[] {
  const d = new Date(now * 1000);
  return [5, 4, 3, 2, 1, 0].map((back) => {
    const from = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - back, 1);
    return {
      from: from / 1000,
      to: Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - back + 1, 1) / 1000,
      label: new Date(from).toISOString().slice(0, 7),
    };
  });
}

type ListingCols = {
  listing_key: string;
  full_address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  photo_count: number | null;
};

export const stats: Handler<typeof app.stats> = (input, ctx) => {
  const userId = input.user_id ?? null;
  const scope = scopeOf(ctx, { activeOnly: userId === null });
  const now = ctx.now();
  if (userId !== null) {
    const visible = ctx.store.get(`SELECT 1 FROM end_users eu WHERE eu.stack_id = @stack AND ${scope.users} AND eu.id = @user_id`, {
      ...scope.params,
      user_id: userId,
    });
    if (!visible) throw notFound('User not found');
  }
  const one = userId === null ? '' : ' AND e.user_id = @user_id';
  const photo = (r: ListingCols) => (r.photo_count ? (listingPhotos(ctx.rt, r.listing_key, 1)[0] ?? null) : null);

  switch (input.type) {
    case 'most_viewed': {
      const rows = ctx.store.all<ListingCols & { frequency: number }>(
        `SELECT top.listing_key, top.frequency, l.full_address, l.city, l.state, l.zip, l.photo_count
         FROM (SELECT e.listing_key, count(*) AS frequency FROM events e
               WHERE e.stack_id = @stack AND e.type = @type AND e.time >= @since AND ${scope.events}${one}
               GROUP BY e.listing_key ORDER BY frequency DESC, e.listing_key LIMIT 10) AS top
         JOIN listings l ON l.listing_key = top.listing_key ORDER BY top.frequency DESC, top.listing_key`,
        { ...scope.params, type: input.subtype ?? 'view', since: now - 7 * DAY, user_id: userId },
      );
      return {
        type: 'most_viewed',
        items: rows.map((r) => ({
          photo: photo(r),
          data: {
            FullStreetAddress: r.full_address ?? '',
            City: r.city ?? '',
            State: r.state ?? '',
            ZipCode: r.zip ?? '',
            PropertyID: r.listing_key,
            frequency: r.frequency,
          },
        })),
      };
    }
    case 'recent_users': {
      const rows = ctx.store.all<{ id: number; display_name: string; photo: string | null; created_at: number }>(
        `SELECT eu.id, eu.display_name, eu.photo, eu.created_at FROM end_users eu WHERE eu.stack_id = @stack AND ${scope.users}
         ${userId === null ? '' : 'AND eu.id = @user_id'} ORDER BY eu.created_at DESC, eu.id DESC LIMIT 10`,
        { ...scope.params, user_id: userId },
      );
      return {
        type: 'recent_users',
        items: rows.map((r) => ({ id: r.id, display_name: r.display_name, photo: ctx.abs(r.photo), created_epoch: r.created_at })),
      };
    }
    case 'history': {
      const rows = ctx.store.all<ListingCols & { type: EventType; note: string | null; time: number; user_name: string }>(
        `SELECT e.type, e.listing_key, e.note, e.time, eu.display_name AS user_name, l.full_address, l.city, l.state, l.zip, l.photo_count
         FROM events e JOIN end_users eu ON eu.id = e.user_id LEFT JOIN listings l ON l.listing_key = e.listing_key
         WHERE e.stack_id = @stack AND ${scope.events}${one}${input.subtype ? ' AND e.type = @type' : ''}
         ORDER BY e.time DESC, e.id DESC LIMIT 50`,
        { ...scope.params, user_id: userId, type: input.subtype ?? null },
      );
      return {
        type: 'history',
        items: rows.map((r) => ({
          type: r.type,
          listing_key: r.listing_key,
          photo: photo(r),
          user_name: r.user_name,
          address: r.full_address ? `${r.full_address}, ${r.city}, ${r.state} ${r.zip}` : '',
          note: r.note,
          event_time: r.time,
        })),
      };
    }
    case 'totals': {
      const months = lastSixMonths(now);
      const count = (sql: string, params: Record<string, unknown>) =>
        ctx.store.get<{ n: number }>(sql, { ...scope.params, ...params })?.n ?? 0;
      const viewsIn = `SELECT count(*) AS n FROM events e WHERE e.stack_id = @stack AND e.type = 'view' AND e.time >= @from AND e.time < @to AND ${scope.events}`;
      const views = months.map((m) => ({ month: m.label, count: count(viewsIn, { from: m.from, to: m.to }) }));
      return {
        type: 'totals',
        totals: {
          total_users: count(`SELECT count(*) AS n FROM end_users eu WHERE eu.stack_id = @stack AND ${scope.users}`, {}),
          logins_month: count(`SELECT count(*) AS n FROM logins e WHERE e.stack_id = @stack AND e.time >= @from AND ${scope.events}`, {
            from: months[5]?.from ?? now,
          }),
          views_6_months: views.reduce((s, m) => s + m.count, 0),
          views_by_month: views,
        },
      };
    }
  }
};
