import { z } from 'zod';
import { USER_ACTIVITY_KINDS, type UserActivity } from '@/server/upstream/contract/settings';
import { badRequest, notFound } from '../../http/errors';
import { nowSeconds, type Runtime } from '../../runtime';
import type { Delivery } from '../../webhooks';
import { priceBandFilters } from './signup';

const DAY = 86_400;

/** POST /__demo/activity: what the app records when an end user acts, then the user webhook saying so. */
export const ActivityInput = z.object({
  stack_id: z.string().min(1).max(100),
  user_id: z.number().int().positive(),
  kind: z.enum(USER_ACTIVITY_KINDS),
  /** The listing viewed, favorited or asked about (a return opens it; saved_search ignores it). */
  listing_key: z.string().min(1).max(100).optional(),
  /** When it happened, unix seconds (default now): a test can give a user a past to come back from. */
  at: z.number().int().positive().optional(),
});
export type ActivityInput = z.output<typeof ActivityInput>;
export type ActivityAnswer = { ok: true; activity: UserActivity; delivery: Delivery | null };

const NEEDS_LISTING = new Set(['view', 'favorite', 'showing_request']);

/** A listing's address as app/stats history writes it. */
function addressOf(rt: Runtime, key: string): string | null {
  const l = rt.store.get<{ full_address: string; city: string; state: string; zip: string }>(
    'SELECT full_address, city, state, zip FROM listings WHERE listing_key = ?',
    [key],
  );
  return l ? `${l.full_address}, ${l.city}, ${l.state} ${l.zip}` : null;
}

/** Tomorrow at 17:00 UTC, as a showing's proposed time is written. */
const tomorrowAt5 = (now: number) =>
  new Date((Math.floor(now / DAY) + 1) * DAY * 1000 + 17 * 3_600_000).toISOString().replace('T', ' ').slice(0, 19);

/**
 * Records the activity in the tables the upstream's own reads use (events for a view, favorites and an
 * event for a favorite, a saved search, a showing request with its offer, an app open and a sign-in
 * for a return), so user activity, most viewed and Insights agree with the webhook; then sends it.
 */
export async function recordActivity(rt: Runtime, input: ActivityInput): Promise<ActivityAnswer> {
  const { store } = rt;
  const stack = input.stack_id;
  if (!store.app(stack)) throw notFound(`No app ${stack}`);
  const user = store.get<{ id: number; agent_id: number | null }>('SELECT id, agent_id FROM end_users WHERE id = ? AND stack_id = ?', [
    input.user_id,
    stack,
  ]);
  if (!user) throw notFound(`No user ${input.user_id} in app ${stack}`);
  if (NEEDS_LISTING.has(input.kind) && !input.listing_key) throw badRequest(`kind '${input.kind}' needs a listing_key.`);
  const key =
    input.listing_key ??
    store.get<{ listing_key: string }>('SELECT listing_key FROM events WHERE user_id = ? ORDER BY time DESC LIMIT 1', [user.id])
      ?.listing_key ??
    store.get<{ listing_key: string }>('SELECT listing_key FROM listings ORDER BY listing_key LIMIT 1')?.listing_key;
  if (!key || !addressOf(rt, key)) throw badRequest(`No listing ${input.listing_key ?? ''}`.trim());
  const at = input.at ?? nowSeconds();
  const address = addressOf(rt, key) ?? undefined;
  const event = (type: string) =>
    store.run('INSERT INTO events (stack_id, user_id, listing_key, type, note, time) VALUES (?, ?, ?, ?, NULL, ?)', [
      stack,
      user.id,
      key,
      type,
      at,
    ]);
  let daysAway: number | undefined;
  store.tx(() => {
    switch (input.kind) {
      case 'view':
        event('view');
        break;
      case 'favorite':
        store.run('INSERT OR IGNORE INTO favorites (user_id, listing_key, created_at) VALUES (?, ?, ?)', [user.id, key, at]);
        event('fav');
        break;
      case 'saved_search':
        store.run('INSERT INTO saved_searches (user_id, name, criteria, created_at) VALUES (?, ?, ?, ?)', [
          user.id,
          'Saved in the app',
          priceBandFilters(null, null),
          at,
        ]);
        break;
      case 'showing_request': {
        if (user.agent_id === null) throw badRequest('A showing request needs the user to have an agent.');
        const id = Number(
          store.run(
            "INSERT INTO showings (stack_id, agent_id, user_id, listing_key, status, created_at) VALUES (?, ?, ?, ?, 'pending', ?)",
            [stack, user.agent_id, user.id, key, at],
          ).lastInsertRowid,
        );
        store.run('INSERT INTO showing_offers (showing_id, user_id, proposed_dates, message, created_at) VALUES (?, ?, ?, NULL, ?)', [
          id,
          user.id,
          JSON.stringify([tomorrowAt5(at)]),
          at,
        ]);
        break;
      }
      case 'return': {
        const last =
          store.get<{ time: number }>('SELECT max(time) AS time FROM events WHERE user_id = ? AND time < ?', [user.id, at])?.time ?? null;
        daysAway = last === null ? undefined : Math.floor((at - last) / DAY);
        event('open');
        store.run('INSERT INTO logins (stack_id, user_id, time) VALUES (?, ?, ?)', [stack, user.id, at]);
        break;
      }
    }
  });
  const activity: UserActivity = {
    kind: input.kind,
    ...(input.kind === 'saved_search' ? {} : { listing_key: key, address }),
    ...(daysAway === undefined ? {} : { days_away: daysAway }),
    at,
  };
  return { ok: true, activity, delivery: await rt.webhooks.deliver(stack, user.id, 'activity', activity) };
}
