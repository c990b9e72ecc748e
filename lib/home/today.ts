/**
 * The home's Today: who an agent should contact now and why. Its parts, who sees each, the
 * rows' shapes (reshaped from the upstream's by server/today.ts) and their words. Pure.
 */
import { allowed, type Viewer } from '@/lib/access';
import type { Loaded } from '@/lib/home/rules';
import { insightsIncluded } from '@/lib/insights/rules';
import { RETURN_AFTER_DAYS, type LeadLevel } from '@/lib/insights/score';
import { latestFromUser, type ShowingStatus } from '@/lib/showings/rules';

/** Rows a part shows; 'See all' leads to the rest. */
export const TODAY_ROWS = 5;
/** 'New this week': joined in the last seven days. */
export const NEW_USER_DAYS = 7;

export type TodayPart = 'hot' | 'waiting' | 'newUsers' | 'returned';

/**
 * Which parts this viewer gets, each only where its feature is on and scoped as its screen is: Insights'
 * for the leads (hidden from an admin in restricted mode, off without agentInsightsEnabled), the
 * showings' (agents) and the users list's (closed to an admin in restricted mode, who so sees no names).
 */
export function todayParts(viewer: Viewer): Record<TodayPart, boolean> {
  const insights = allowed(viewer, 'insights.read') && insightsIncluded(viewer);
  return { hot: insights, waiting: allowed(viewer, 'showings.read'), newUsers: allowed(viewer, 'users.read'), returned: insights };
}

/** Who a row is about: the name links to their page, the phone and e-mail become Call / Text / E-mail. */
export type TodayPerson = { id: number; name: string; email: string; phone: string | null };

export type HotLead = TodayPerson & { level: LeadLevel; reason: string | null };
export type ReturnedUser = TodayPerson & { daysAway: number; lastActive: number | null };
export type NewUser = TodayPerson & { joinedAt: number };
export type WaitingShowing = {
  id: number;
  user: TodayPerson;
  address: string;
  /** When the user's latest offer was made (unix seconds); null from an upstream that does not say. */
  since: number | null;
};

/** Each part's read, as a promise its card awaits under its own boundaries; null for a part the viewer does not get. */
export type TodayReads = {
  hot: Promise<Loaded<HotLead[]>> | null;
  waiting: Promise<Loaded<WaitingShowing[]>> | null;
  newUsers: Promise<Loaded<NewUser[]>> | null;
  returned: Promise<Loaded<ReturnedUser[]>> | null;
};

/** How long something has waited, in the largest whole unit: '5 minutes', '3 hours', '2 days'. */
export function waitedFor(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (s < 60) return 'under a minute';
  if (s < 3_600) return unit(Math.floor(s / 60), 'minute');
  if (s < 86_400) return unit(Math.floor(s / 3_600), 'hour');
  return unit(Math.floor(s / 86_400), 'day');
}

/** A waiting request's one line: 'Waiting 2 days', or nothing when the upstream gives no time. */
export function waitingWords(since: number | null, now: number): string | null {
  return since === null ? null : `Waiting ${waitedFor(now - since)}`;
}

/** The facts the selection reads of a showing (the upstream's, before reshaping). */
export type AwaitingFacts = { status: ShowingStatus; userId: number; offers: { userId: number; createdAt: number | null }[] };

/**
 * The requests waiting for the agent's answer (pending, or negotiating with the user's offer latest),
 * the longest waiting first, those without a time after, at most `limit`. The upstream answers them so
 * already when it knows `awaiting`; this keeps the part right with one that ignores it.
 */
export function awaitingFirst<T extends AwaitingFacts>(showings: readonly T[], limit = TODAY_ROWS): T[] {
  const since = (s: T) => s.offers.at(-1)?.createdAt ?? Infinity;
  return showings
    .filter((s) => (s.status === 'pending' || s.status === 'negotiating') && latestFromUser(s))
    .map((s, i) => ({ s, i }))
    .sort((a, b) => since(a.s) - since(b.s) || a.i - b.i)
    .slice(0, limit)
    .map(({ s }) => s);
}

/** Users who joined in the last NEW_USER_DAYS days, newest first. */
export function joinedThisWeek<T extends { joinedAt: number }>(users: readonly T[], now: number, limit = TODAY_ROWS): T[] {
  return users
    .filter((u) => u.joinedAt >= now - NEW_USER_DAYS * 86_400)
    .sort((a, b) => b.joinedAt - a.joinedAt)
    .slice(0, limit);
}

/** Leads back after RETURN_AFTER_DAYS or more away (the upstream's `returned` filter, kept right here too). */
export function returnedOnly<T extends { daysAway: number | null }>(leads: readonly T[], limit = TODAY_ROWS): (T & { daysAway: number })[] {
  return leads.filter((l): l is T & { daysAway: number } => l.daysAway !== null && l.daysAway >= RETURN_AFTER_DAYS).slice(0, limit);
}

export const TODAY_MSG = {
  title: 'Today',
  description: 'Who to contact now, and why.',
  hot: 'Hot now',
  hotEmpty: 'No hot leads this week',
  hotEmptyText: 'Users who view a home again and again, favorite or share listings show here, the hottest first.',
  waiting: 'Waiting for you',
  waitingEmpty: 'No showing requests waiting',
  waitingEmptyText: 'Requests you have not answered yet show here, the longest waiting first.',
  newUsers: 'New this week',
  newUsersEmpty: 'Nobody joined this week',
  newUsersEmptyText: 'Users who joined your app in the last 7 days show here, the newest first.',
  returned: 'Back after a while',
  returnedEmpty: 'Nobody came back this week',
  returnedEmptyText: `Users active again after ${RETURN_AFTER_DAYS} days or more away show here.`,
} as const;
