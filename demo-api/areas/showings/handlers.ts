import { randomBytes } from 'node:crypto';
import type { ResponseOf, showings } from '@/server/upstream/contract';
import { managedOffices } from '../../auth/caller';
import type { AreaHandlers, Ctx } from '../../handlers/context';
import { conflict, notFound } from '../../http/errors';
import { PAST_AFTER_SECONDS, utcSeconds, utcText } from './time';

type ShowingOut = ResponseOf<typeof showings.getShowing>['showing'];

type ShowingRow = {
  id: number;
  stack_id: string;
  agent_id: number;
  user_id: number;
  listing_key: string;
  status: ShowingOut['status'];
  booked_datetime: string | null;
  notes: string | null;
  ical_token: string | null;
  answered_at: number | null;
  user_name: string | null;
  user_email: string | null;
  user_phone: string | null;
  full_address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  price: number | null;
  beds: number | null;
  baths: number | null;
  photo_count: number | null;
};
type OfferRow = { id: number; showing_id: number; user_id: number; proposed_dates: string; message: string | null; created_at: number };

const SELECT = `SELECT s.*, u.display_name AS user_name, u.email AS user_email, u.phone AS user_phone, l.full_address, l.city, l.state, l.zip, l.price, l.beds, l.baths, l.photo_count
  FROM showings s LEFT JOIN end_users u ON u.id = s.user_id LEFT JOIN listings l ON l.listing_key = s.listing_key`;

/** Whose showings the caller sees: an agent (or agent mode) their own; an admin the app's; a manager their offices' agents'. */
function visibility(ctx: Ctx): { sql: string; params: (string | number)[] } {
  const { caller } = ctx;
  if (caller.role === 'agent') return { sql: 's.agent_id = ?', params: [caller.user.id] };
  const offices = managedOffices(ctx.store, caller);
  if (offices === null) return { sql: 's.stack_id = ?', params: [caller.user.stack_id] };
  if (offices.length === 0) return { sql: '0', params: [] };
  return {
    sql: `s.stack_id = ? AND s.agent_id IN (SELECT id FROM users WHERE office_id IN (${offices.map(() => '?').join(', ')}))`,
    params: [caller.user.stack_id, ...offices],
  };
}
function toShowing(ctx: Ctx, row: ShowingRow, offers: OfferRow[]): ShowingOut {
  const address = [row.full_address, row.city, [row.state, row.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const photo = row.photo_count ? ctx.abs(`/media/listing/${encodeURIComponent(row.listing_key)}/1.png`) : null;
  const price = row.price ?? null;
  return {
    id: row.id,
    status: row.status,
    user_id: row.user_id,
    user_name: row.user_name ?? 'Unknown user',
    user_email: row.user_email ?? '',
    user_phone: row.user_phone,
    full_address: address,
    listing_id: row.listing_key,
    ListingKey: row.listing_key,
    photo,
    price,
    bedrooms: row.beds,
    bathrooms: row.baths,
    booked_datetime: row.booked_datetime,
    notes: row.notes,
    listing: { address, photo, price, bedrooms: row.beds, bathrooms: row.baths },
    offers: offers.map((o) => ({
      id: o.id,
      user_id: o.user_id,
      proposed_dates_array: JSON.parse(o.proposed_dates) as string[],
      message: o.message,
      created_at: o.created_at,
    })),
    answered_at: row.answered_at,
  };
}

function offersOf(ctx: Ctx, ids: number[]): Map<number, OfferRow[]> {
  const map = new Map<number, OfferRow[]>();
  if (ids.length === 0) return map;
  const rows = ctx.store.all<OfferRow>(
    `SELECT * FROM showing_offers WHERE showing_id IN (${ids.map(() => '?').join(', ')}) ORDER BY id`,
    ids,
  );
  for (const r of rows) map.set(r.showing_id, [...(map.get(r.showing_id) ?? []), r]);
  return map;
}

/** The caller's showing, or 404 (another agent's showing is as good as absent). */
function findShowing(ctx: Ctx, id: number): ShowingRow {
  const v = visibility(ctx);
  const row = ctx.store.get<ShowingRow>(`${SELECT} WHERE s.id = ? AND ${v.sql}`, [id, ...v.params]);
  if (!row) throw notFound('No such showing.');
  return row;
}

function answer(ctx: Ctx, id: number): { showing: ShowingOut } {
  const row = findShowing(ctx, id);
  return { showing: toShowing(ctx, row, offersOf(ctx, [id]).get(id) ?? []) };
}

/** One column of the latest offer of the showing `s`, as a scalar subquery. */
const latest = (column: 'user_id' | 'created_at') =>
  `(SELECT o.${column} FROM showing_offers o WHERE o.showing_id = s.id ORDER BY o.id DESC LIMIT 1)`;

const isPast = (row: Pick<ShowingRow, 'booked_datetime'>, now: number) =>
  row.booked_datetime !== null && utcSeconds(row.booked_datetime) < now - PAST_AFTER_SECONDS;

/** The latest offer, and whether the end user made it (the agent then has a move to make). */
function latestOffer(ctx: Ctx, row: ShowingRow): { offer: OfferRow | null; fromUser: boolean } {
  const offer = ctx.store.get<OfferRow>('SELECT * FROM showing_offers WHERE showing_id = ? ORDER BY id DESC LIMIT 1', [row.id]) ?? null;
  return { offer, fromUser: offer !== null && offer.user_id === row.user_id };
}

export const showingHandlers: AreaHandlers<'showings'> = {
  listShowings(input, ctx) {
    const v = visibility(ctx);
    const limit = ctx.now() - PAST_AFTER_SECONDS;
    // 'YYYY-MM-DD HH:mm:00' sorts as text in time order.
    const cutoff = utcText(limit);
    const where = [v.sql];
    const params: (string | number)[] = [...v.params];
    if (input.time_filter === 'past') {
      where.push('s.booked_datetime IS NOT NULL AND s.booked_datetime < ?');
      params.push(cutoff);
    } else {
      where.push('(s.booked_datetime IS NULL OR s.booked_datetime >= ?)');
      params.push(cutoff);
    }
    if (input.user_id !== undefined) {
      where.push('s.user_id = ?');
      params.push(input.user_id);
    }
    if (input.status !== undefined) {
      where.push('s.status = ?');
      params.push(input.status);
    }
    if (input.awaiting !== undefined) {
      // Waiting for the agent: pending or negotiating, the latest offer the user's.
      where.push(`s.status IN ('pending', 'negotiating') AND ${latest('user_id')} = s.user_id`);
    }
    const clause = where.join(' AND ');
    const order = input.awaiting === undefined ? 's.created_at DESC, s.id DESC' : `${latest('created_at')}, s.id`;
    const total = ctx.store.get<{ n: number }>(`SELECT COUNT(*) AS n FROM showings s WHERE ${clause}`, params)?.n ?? 0;
    const rows = ctx.store.all<ShowingRow>(`${SELECT} WHERE ${clause} ORDER BY ${order} LIMIT ? OFFSET ?`, [
      ...params,
      input.per_page,
      (input.page - 1) * input.per_page,
    ]);
    const offers = offersOf(
      ctx,
      rows.map((r) => r.id),
    );
    return {
      showings: rows.map((r) => toShowing(ctx, r, offers.get(r.id) ?? [])),
      pagination: { total, total_pages: Math.ceil(total / input.per_page) },
    };
  },

  getShowing(input, ctx) {
    return answer(ctx, input.id);
  },

  acceptShowing(input, ctx) {
    const row = findShowing(ctx, input.showing_id);
    if (row.status !== 'pending' && row.status !== 'negotiating') throw conflict(`A ${row.status} showing cannot be accepted.`);
    const { offer, fromUser } = latestOffer(ctx, row);
    if (!offer || offer.id !== input.offer_id || !fromUser) throw conflict("Only the user's latest offer can be accepted.");
    if (!(JSON.parse(offer.proposed_dates) as string[]).includes(input.selected_datetime))
      throw conflict('That time is not one the offer proposes.');
    ctx.store.run("UPDATE showings SET status = 'booked', booked_datetime = ?, answered_at = ? WHERE id = ?", [
      input.selected_datetime,
      ctx.now(),
      row.id,
    ]);
    return answer(ctx, row.id);
  },

  counterShowing(input, ctx) {
    const row = findShowing(ctx, input.showing_id);
    if (isPast(row, ctx.now())) throw conflict('A past showing cannot be changed.');
    const { fromUser } = latestOffer(ctx, row);
    const may = row.status === 'booked' || ((row.status === 'pending' || row.status === 'negotiating') && fromUser);
    if (!may)
      throw conflict(
        row.status === 'cancelled' ? 'A cancelled showing cannot be changed.' : 'The user has not answered your last offer yet.',
      );
    ctx.store.tx(() => {
      ctx.store.run('INSERT INTO showing_offers (showing_id, user_id, proposed_dates, message, created_at) VALUES (?, ?, ?, ?, ?)', [
        row.id,
        ctx.caller.user.id,
        JSON.stringify(input.dates),
        input.message.trim() === '' ? null : input.message.trim(),
        ctx.now(),
      ]);
      ctx.store.run("UPDATE showings SET status = 'negotiating', booked_datetime = NULL, answered_at = ? WHERE id = ?", [
        ctx.now(),
        row.id,
      ]);
    });
    return answer(ctx, row.id);
  },

  cancelShowing(input, ctx) {
    const row = findShowing(ctx, input.showing_id);
    if (row.status === 'cancelled') throw conflict('The showing is already cancelled.');
    ctx.store.run("UPDATE showings SET status = 'cancelled', cancel_reason = ?, answered_at = ? WHERE id = ?", [
      input.reason,
      ctx.now(),
      row.id,
    ]);
    return answer(ctx, row.id);
  },

  showingIcalToken(input, ctx) {
    const row = findShowing(ctx, input.id);
    if (row.status !== 'booked' || row.booked_datetime === null) throw conflict('Only a booked showing has a calendar file.');
    let token = row.ical_token;
    if (!token) {
      token = randomBytes(18).toString('base64url');
      ctx.store.run('UPDATE showings SET ical_token = ? WHERE id = ?', [token, row.id]);
    }
    return { url: ctx.abs(`/showings/${row.id}/ical?token=${token}`) };
  },
};
