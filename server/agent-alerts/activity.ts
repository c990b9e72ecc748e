import 'server-only';
import type { z } from 'zod';
import type { ActivityKind, Behaviour } from '@/lib/agent-alerts/model';
import { activityWeight, crossedHot, daysAwayBefore, startOfDay } from '@/lib/agent-alerts/rules';
import { ALERT_TEXT } from '@/lib/agent-alerts/texts';
import type { Period } from '@/lib/insights/rules';
import { agentContext, noteAlert } from '@/server/agent-alerts/alerts';
import { SCORING, toLeadRow } from '@/server/insights';
import { readUser } from '@/server/routing/lead';
import { engineCall, type Brokerage } from '@/server/routing/upstream';
import { app as appCalls, insights as insightCalls } from '@/server/upstream/contract';
import type { HistoryItem } from '@/server/upstream/contract/app';
import type { LeadActivity } from '@/server/upstream/contract/insights';
import { UpstreamError } from '@/server/upstream/errors';

/**
 * A user's activity as an alert candidate for their agent. What arrives (a webhook's activity, an event
 * the minute read found) is only a hint: the user is read again, and the upstream's own records of
 * their activity decide: their latest events (app/stats history) for the views of one home today, a
 * favourite and the days away before a return; Insights' score of their last week for hot.
 */

export type Event = z.output<typeof HistoryItem>;
export type ActivityHint = { kind: ActivityKind; listingKey: string | null; address: string | null; at: number };

/** The user's latest events (the upstream answers up to 50), newest first. */
export async function eventsOf(b: Brokerage, userId: number): Promise<Event[]> {
  const answer = await engineCall(b, appCalls.stats, { type: 'history', user_id: userId });
  return answer.type === 'history' ? [...answer.items].sort((x, y) => y.event_time - x.event_time) : [];
}

const HOT_PERIOD: Period = 7;

/** The user's lead row of the last week; null where Insights is not the brokerage's (403) or the user is gone. */
async function leadOf(b: Brokerage, userId: number): Promise<LeadActivity | null> {
  try {
    const answer = await engineCall(b, insightCalls.insightLeads, {
      days: HOT_PERIOD,
      ...SCORING,
      sort: 'score',
      offset: 0,
      limit: 1,
      user_id: userId,
    });
    return answer.leads[0] ?? null;
  } catch (err) {
    if (err instanceof UpstreamError && err.kind === 'upstream' && (err.status === 403 || err.status === 404)) return null;
    throw err;
  }
}

const USES_EVENTS: Partial<Record<ActivityKind, Behaviour>> = { view: 'views', favorite: 'favorite', return: 'back' };
const SCORED: readonly ActivityKind[] = ['view', 'favorite', 'return'];
/** Events up to this long before a hint count as its own: the upstream stamps whole seconds, the hint its own clock. */
const SLACK_MS = 60_000;

export type Known = { events?: Event[]; lead?: LeadActivity | null };

/**
 * Reads the user and their agent, then makes the alerts the hints bear out. `known` carries what the
 * caller already read (the minute read has the events and the lead row). Answers the alerts made.
 */
export async function noteActivity(b: Brokerage, userId: number, hints: readonly ActivityHint[], known: Known = {}): Promise<number> {
  if (hints.length === 0) return 0;
  const user = await readUser(b, userId);
  if (!user || user.agent_id === null || user.agent_id <= 0) return 0;
  const ctx = await agentContext(b, user.agent_id);
  if (!ctx) return 0;
  const on = (behaviour: Behaviour) => ctx.prefs.behaviours[behaviour].on;
  const kinds = new Set(hints.map((h) => h.kind));
  const wanted = [...kinds].some((k) => USES_EVENTS[k] && on(USES_EVENTS[k]));
  const events = known.events ?? (wanted ? await eventsOf(b, userId) : []);
  const name = user.display_name.trim() || user.email;
  const made: boolean[] = [];
  const note = async (behaviour: Behaviour, text: { title: string; body: string }) =>
    made.push(await noteAlert(b, ctx, { userId, behaviour, text, link: `/users/${userId}`, phone: user.phone }));
  const now = Date.now();
  const today = startOfDay(now, ctx.prefs.timeZone);
  const viewsToday = (key: string) => events.filter((e) => e.type === 'view' && e.listing_key === key && e.event_time * 1000 >= today);
  const since = Math.min(...hints.map((h) => h.at)) - SLACK_MS;

  if (kinds.has('view') && on('views')) {
    const n = ctx.prefs.behaviours.views.n ?? 0;
    const keys = hints.filter((h) => h.kind === 'view' && h.listingKey).map((h) => h.listingKey as string);
    const hit = [...new Set(keys)].map((key) => ({ key, views: viewsToday(key) })).find((v) => v.views.length >= n);
    if (hit) await note('views', ALERT_TEXT.views(name, hit.views[0]?.address || addressOf(hints, hit.key), hit.views.length));
  }
  if (kinds.has('favorite') && on('favorite')) {
    const keys = new Set(hints.filter((h) => h.kind === 'favorite').map((h) => h.listingKey));
    const fav = events.find((e) => e.type === 'fav' && e.event_time * 1000 >= since && (keys.has(null) || keys.has(e.listing_key)));
    if (fav) await note('favorite', ALERT_TEXT.favorite(name, fav.address || addressOf(hints, fav.listing_key)));
  }
  if (kinds.has('return') && on('back')) {
    const days = daysAwayBefore(
      events.map((e) => e.event_time),
      now,
    );
    if (days !== null && days >= (ctx.prefs.behaviours.back.n ?? 0)) await note('back', ALERT_TEXT.back(name, days));
  }
  if (kinds.has('showing_request') && on('showing')) {
    const hint = hints.find((h) => h.kind === 'showing_request');
    await note('showing', ALERT_TEXT.showing(name, hint?.address ?? null));
  }
  if (on('hot') && hints.some((h) => SCORED.includes(h.kind))) await noteHot(b, userId, name, hints, known, viewsToday, note);
  return made.filter(Boolean).length;
}

/** Hot: the last week's score is over the line now, and was not before what the hints add. */
async function noteHot(
  b: Brokerage,
  userId: number,
  name: string,
  hints: readonly ActivityHint[],
  known: Known,
  viewsToday: (key: string) => Event[],
  note: (behaviour: Behaviour, text: { title: string; body: string }) => Promise<unknown>,
): Promise<void> {
  const lead = known.lead !== undefined ? known.lead : await leadOf(b, userId);
  if (!lead) return;
  const row = toLeadRow(lead, HOT_PERIOD);
  const added = hints.reduce((sum, h) => sum + activityWeight(h.kind, h.listingKey !== null && viewsToday(h.listingKey).length > 1), 0);
  // A read in the very second of the activity may not count it yet: then it is added here.
  const counted = lead.last_active !== null && lead.last_active * 1000 >= Math.max(...hints.map((h) => h.at));
  if (crossedHot(counted ? row.score : row.score + added, added)) await note('hot', ALERT_TEXT.hot(name, row.reasons));
}

function addressOf(hints: readonly ActivityHint[], key: string | null): string {
  return hints.find((h) => h.listingKey === key && h.address)?.address ?? (key ? `listing ${key}` : 'a listing');
}
