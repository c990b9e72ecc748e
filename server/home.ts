import 'server-only';
import { cache } from 'react';
import type { z } from 'zod';
import { monthLabels } from '@/lib/home/rules';
import type { ActivityEvent, Loaded, MostViewedListing, RecentUser, StatTotals } from '@/lib/home/rules';
import { GENERIC_ERROR } from '@/lib/messages';
import { callerOf } from '@/server/upstream/caller';
import { load } from '@/server/page';
import type { Session } from '@/server/session';
import { call } from '@/server/upstream/client';
import { app as appCalls } from '@/server/upstream/contract';
import { UpstreamError } from '@/server/upstream/errors';

type StatsType = z.input<typeof appCalls.stats.request>['type'];
type StatsAnswer = z.output<typeof appCalls.stats.response>;

/** One POST /app/stats call; an answer of another type than asked does not fit the contract. */
async function stats<T extends StatsType>(session: Session, type: T): Promise<Extract<StatsAnswer, { type: T }>> {
  const answer = await call(appCalls.stats, { type }, callerOf(session));
  if (answer.type !== type) throw new UpstreamError(GENERIC_ERROR, 'schema', 502, appCalls.stats.name);
  return answer as Extract<StatsAnswer, { type: T }>;
}

/**
 * Total users, logins this month, listings viewed over the past 6 months and the views per month.
 * One call per render, shared by the three statistic cards (React cache is per request).
 */
export const getTotals = cache(async (session: Session): Promise<StatTotals> => {
  const { totals } = await stats(session, 'totals');
  return {
    totalUsers: totals.total_users,
    loginsThisMonth: totals.logins_month,
    viewsSixMonths: totals.views_6_months,
    viewsByMonth: totals.views_by_month.map(({ month, count }) => ({ month, count: Math.max(0, count), ...monthLabels(month) })),
  };
});

/** The most viewed listings of the past 7 days, most viewed first. */
export async function getMostViewed(session: Session): Promise<MostViewedListing[]> {
  const { items } = await stats(session, 'most_viewed');
  return items
    .map(({ photo, data }) => ({
      listingKey: data.PropertyID,
      photo: photo || null,
      street: data.FullStreetAddress,
      city: data.City,
      state: data.State,
      zip: data.ZipCode,
      views: data.frequency,
    }))
    .sort((a, b) => b.views - a.views);
}

/** Recently joined app users, newest first. */
export async function getRecentUsers(session: Session): Promise<RecentUser[]> {
  const { items } = await stats(session, 'recent_users');
  return items
    .map((u) => ({ id: u.id, name: u.display_name, photo: u.photo || null, joinedAt: u.created_epoch }))
    .sort((a, b) => b.joinedAt - a.joinedAt);
}

/** The recent activity timeline, newest first. */
export async function getActivity(session: Session): Promise<ActivityEvent[]> {
  const { items } = await stats(session, 'history');
  return items
    .map((e) => ({
      type: e.type,
      listingKey: e.listing_key.trim() || null,
      photo: e.photo || null,
      userName: e.user_name,
      address: e.address,
      note: e.note?.trim() || null,
      time: e.event_time,
    }))
    .sort((a, b) => b.time - a.time);
}

/**
 * Runs one card's load and answers its data or its failure, so a failing card shows its own error
 * state while the others stand. A key the upstream no longer accepts signs the visitor out instead.
 */
export async function loadCard<T>(read: () => Promise<T>): Promise<Loaded<T>> {
  try {
    const data = await load(read());
    return { ok: true, data, readAt: Math.floor(Date.now() / 1000) };
  } catch (err) {
    // An expired key has become the page opener's sign-out redirect by now, and goes on to Next.
    if (!(err instanceof UpstreamError)) throw err;
    return { ok: false, message: err.message };
  }
}

/** Each home card's read, as a promise the card awaits inside its own Suspense and error boundaries. */
export type HomeReads = {
  totals: Promise<Loaded<StatTotals>>;
  mostViewed: Promise<Loaded<MostViewedListing[]>>;
  recentUsers: Promise<Loaded<RecentUser[]>>;
  activity: Promise<Loaded<ActivityEvent[]>>;
};

/**
 * Starts the home cards' reads at once, so the upstream calls run side by side; the page hands each
 * card its promise, and a failing read fails only its own card.
 */
export function startHomeReads(session: Session): HomeReads {
  return {
    totals: loadCard(() => getTotals(session)),
    mostViewed: loadCard(() => getMostViewed(session)),
    recentUsers: loadCard(() => getRecentUsers(session)),
    activity: loadCard(() => getActivity(session)),
  };
}
