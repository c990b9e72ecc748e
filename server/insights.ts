import 'server-only';
import {
  type AgentInsight,
  type InsightsQuery,
  type LeadRow,
  type ListingInsight,
  type ListingUser,
  type Period,
  type Trend,
  type TrendDay,
} from '@/lib/insights/rules';
import { HALF_LIFE_DAYS, HOT_SCORE, LEAD_WEIGHTS, LEVEL_LABELS, RETURN_AFTER_DAYS, scoreLead } from '@/lib/insights/score';
import { callerOf } from '@/server/upstream/caller';
import type { Session } from '@/server/session';
import { call } from '@/server/upstream/client';
import { insights as calls } from '@/server/upstream/contract';

/**
 * Insights' service: the upstream's aggregates reshaped into the screen's rows, every lead
 * scored by lib/insights/score.ts (the upstream ranks with the same numbers, sent with each call).
 */

export const SCORING = { weights: LEAD_WEIGHTS, half_life_days: HALF_LIFE_DAYS, return_after_days: RETURN_AFTER_DAYS };

type Filters = Pick<InsightsQuery, 'period' | 'agent' | 'office' | 'tag'>;

function periodInput(q: Filters) {
  return { days: q.period, agent: q.agent ?? undefined, office: q.office ?? undefined, tag: q.tag ?? undefined };
}

export function toLeadRow(l: calls.LeadActivity, days: Period): LeadRow {
  const { score, level, reasons } = scoreLead(
    {
      counts: l.counts,
      decayed: l.decayed,
      repeatViews: l.repeat_views,
      previousEvents: l.previous_events,
      daysAway: l.days_away,
      topViewed: l.top_viewed,
      topFavCity: l.top_fav_city,
    },
    days,
  );
  return {
    id: l.id,
    name: l.display_name.trim() || l.email,
    email: l.email,
    phone: l.phone?.trim() || null,
    photo: l.photo?.trim() || null,
    agentId: l.agent_id && l.agent_id > 0 ? l.agent_id : null,
    agentName: l.agent_name?.trim() || null,
    tags: l.tags.map((t) => ({ id: t.id, key: t.tag, name: t.tag_long?.trim() || t.tag, color: t.color })),
    lastActive: l.last_active,
    daysAway: l.days_away,
    level,
    score,
    reasons,
  };
}

export interface LeadPage {
  leads: LeadRow[];
  total: number;
  /** The period's end (unix seconds): 'last active' is said relative to it. */
  readAt: number;
}

export async function leadPage(session: Session, q: InsightsQuery): Promise<LeadPage> {
  const answer = await call(
    calls.insightLeads,
    { ...periodInput(q), ...SCORING, sort: q.sort === 'last' ? 'last' : 'score', offset: q.offset, limit: q.limit },
    callerOf(session),
  );
  return { leads: answer.leads.map((l) => toLeadRow(l, q.period)), total: answer.total, readAt: answer.now };
}

/** The user detail's profile card speaks of the last week. */
const PROFILE_PERIOD: Period = 7;

/** One user's level and reasons for the last PROFILE_PERIOD days (the user detail's profile card). */
export async function leadOf(session: Session, userId: number): Promise<LeadRow | null> {
  const answer = await call(
    calls.insightLeads,
    { days: PROFILE_PERIOD, ...SCORING, sort: 'score', offset: 0, limit: 1, user_id: userId },
    callerOf(session),
  );
  const lead = answer.leads[0];
  return lead ? toLeadRow(lead, PROFILE_PERIOD) : null;
}

type UpstreamDay = { day: string; active_users: number; new_users: number; views: number; favorites: number };
const toDay = (d: UpstreamDay): TrendDay => ({
  day: d.day,
  activeUsers: d.active_users,
  newUsers: d.new_users,
  views: d.views,
  favorites: d.favorites,
});

export async function trendOf(session: Session, q: Filters): Promise<Trend> {
  const a = await call(calls.insightTrend, periodInput(q), callerOf(session));
  const change = (k: keyof Omit<UpstreamDay, 'day'>) => ({ current: a.current[k], previous: a.previous[k] });
  return {
    days: a.days.map(toDay),
    previousDays: a.previous_days.map(toDay),
    totals: { activeUsers: change('active_users'), newUsers: change('new_users'), views: change('views'), favorites: change('favorites') },
  };
}

export async function agentInsights(session: Session, q: Filters): Promise<AgentInsight[]> {
  const a = await call(calls.insightAgents, { ...periodInput(q), ...SCORING, hot_score: HOT_SCORE }, callerOf(session));
  return a.agents.map((x) => {
    const c = (k: keyof typeof x.current) => ({ current: x.current[k], previous: x.previous[k] });
    return {
      id: x.id,
      name: x.display_name.trim() || `Agent #${x.id}`,
      figures: {
        users: c('users'),
        activeUsers: c('active_users'),
        newUsers: c('new_users'),
        views: c('views'),
        favorites: c('favorites'),
        hotLeads: c('hot_leads'),
      },
    };
  });
}

type UpstreamListing = {
  listing_key: string;
  address: string;
  city: string;
  photo: string | null;
  views: number;
  favorites: number;
  users: number;
};
const toListing = (l: UpstreamListing): ListingInsight => ({
  listingKey: l.listing_key,
  address: l.address,
  city: l.city,
  photo: l.photo,
  views: l.views,
  favorites: l.favorites,
  users: l.users,
});

export async function listingInsights(
  session: Session,
  q: Filters,
): Promise<{ mostViewed: ListingInsight[]; mostFavorited: ListingInsight[] }> {
  const a = await call(calls.insightListings, periodInput(q), callerOf(session));
  return { mostViewed: a.most_viewed.map(toListing), mostFavorited: a.most_favorited.map(toListing) };
}

export async function listingUsers(session: Session, q: Filters, listingKey: string): Promise<ListingUser[]> {
  const a = await call(calls.insightListingUsers, { ...periodInput(q), listing_key: listingKey }, callerOf(session));
  return a.users.map((u) => ({ id: u.id, name: u.display_name, views: u.views, favorited: u.favorited, lastEvent: u.last_event }));
}

const isoDay = (t: number | null) => (t === null ? '' : new Date(t * 1000).toISOString().slice(0, 10));

/** The upstream's page size for the CSV export (its limit is 10,000; a page is about 1 MB of JSON). */
const LEADS_CSV_PAGE = 1_000;

const csvCells = (l: LeadRow) => [
  String(l.id),
  l.name,
  l.email,
  l.agentName ?? '',
  l.tags.map((t) => t.name).join('; '),
  LEVEL_LABELS[l.level],
  l.score.toFixed(1),
  isoDay(l.lastActive),
  l.reasons.join('; '),
];

/**
 * Every ranked lead of the query as CSV cells, read a page at a time as the download is read. The
 * first page is asked for before the answer starts, so an upstream refusal is still an error status.
 * A lead the ranking moved across a page boundary between two reads is written once.
 */
export async function leadsCsvRows(session: Session, q: InsightsQuery): Promise<AsyncIterable<string[]>> {
  const pageAt = (offset: number) => leadPage(session, { ...q, offset, limit: LEADS_CSV_PAGE });
  const first = await pageAt(0);
  return (async function* () {
    const written = new Set<number>();
    let page = first;
    let offset = 0;
    for (;;) {
      for (const lead of page.leads) {
        if (written.has(lead.id)) continue;
        written.add(lead.id);
        yield csvCells(lead);
      }
      offset += LEADS_CSV_PAGE;
      if (page.leads.length < LEADS_CSV_PAGE || offset >= page.total) return;
      page = await pageAt(offset);
    }
  })();
}
