/**
 * Insights (/insights): the screen's URL state, its rows and its words. Pure, shared by the
 * page, the route handlers and the tests. The scoring itself is score.ts.
 */
import { allowed, type Viewer } from '@/lib/access';
import { defineListQuery, flagFilter, oneOfFilter, positiveIdFilter, textFilter } from '@/lib/list-query';
import type { LeadLevel } from '@/lib/insights/score';
import { TAG_KEY_PATTERN, type UserTag } from '@/lib/users/rules';

/** A period: the last 7, 30 or 90 days (the upstream's `days`), against as many days before. */
export const PERIODS = [7, 30, 90] as const;
export type Period = (typeof PERIODS)[number];
export const PERIOD_LABELS: Record<Period, string> = { 7: 'Last 7 days', 30: 'Last 30 days', 90: 'Last 90 days' };

export const LEAD_PAGE_SIZES = [10, 25, 50] as const;

/** '' (no parameter): by level, the highest score first; 'last': last active, most recent first. */
export const LEAD_SORT_OPTIONS = [
  { value: '', label: 'Level (hottest first)' },
  { value: 'last', label: 'Last active (recent first)' },
] as const;

/** The agents table's sorts: a figure, highest first (hot leads unless chosen). */
export const AGENT_SORTS = ['users', 'activeUsers', 'newUsers', 'views', 'favorites', 'hotLeads', 'name'] as const;
export type AgentSort = (typeof AGENT_SORTS)[number];

export const AGENT_SORT_OPTIONS: { value: AgentSort; label: string }[] = [
  { value: 'hotLeads', label: 'Hot leads' },
  { value: 'activeUsers', label: 'Active users' },
  { value: 'newUsers', label: 'New users' },
  { value: 'views', label: 'Views' },
  { value: 'favorites', label: 'Favorites' },
  { value: 'users', label: 'Users' },
  { value: 'name', label: 'Name' },
];

/** The screen's URL state: period, the hot leads' paging and sort, and the filters. */
export const INSIGHTS_QUERY = defineListQuery({
  sorts: LEAD_SORT_OPTIONS,
  pageSizes: LEAD_PAGE_SIZES,
  defaultPageSize: 10,
  searchMax: 0,
  filters: {
    period: oneOfFilter(PERIODS, 7),
    agent: positiveIdFilter(),
    office: positiveIdFilter(),
    tag: textFilter({ max: 100, pattern: TAG_KEY_PATTERN }),
    /** The agents table's order. */
    asort: oneOfFilter(AGENT_SORTS, 'hotLeads'),
    /** Every agent instead of the first AGENTS_SHOWN (a brokerage may have thousands). */
    aall: flagFilter(),
  },
});

export type InsightsQuery = ReturnType<typeof INSIGHTS_QUERY.parse>;

/**
 * The query as this viewer may ask it: the agent filter is for those who see agents, the office filter
 * needs offices on. Applied to the one reading of the URL (the page's INSIGHTS_QUERY.parse, a handler's
 * schema), never a second parse.
 */
export function insightsQueryFor(query: InsightsQuery, viewer: Viewer): InsightsQuery {
  return {
    ...query,
    agent: seesAgents(viewer) ? query.agent : null,
    office: seesAgents(viewer) && viewer.toggles.officesEnabled === true ? query.office : null,
  };
}

/** Admins and managers: the agents table and the agent filter. */
export function seesAgents(viewer: Viewer): boolean {
  return allowed(viewer, 'insights.agents');
}

/** The plan includes Insights (agentInsightsEnabled); otherwise the 'Upgrade required' notice. */
export function insightsIncluded(viewer: Viewer): boolean {
  return viewer.toggles.agentInsightsEnabled === true;
}

export interface LeadRow {
  id: number;
  name: string;
  email: string;
  /** null when the user has none or the upstream does not say. */
  phone: string | null;
  photo: string | null;
  agentId: number | null;
  agentName: string | null;
  tags: UserTag[];
  lastActive: number | null;
  /** Days away before coming back in the period (null without both sides). */
  daysAway: number | null;
  level: LeadLevel;
  score: number;
  reasons: string[];
}

/** One figure of the period against the period before. */
export interface Change {
  current: number;
  previous: number;
}

export type Direction = 'up' | 'down' | 'same' | 'new';

/** The change of a figure: its direction and percent (none when there was nothing before). */
export function changeOf({ current, previous }: Change): { direction: Direction; percent: number | null } {
  if (current === previous) return { direction: 'same', percent: current === 0 ? null : 0 };
  if (previous === 0) return { direction: 'new', percent: null };
  const percent = Math.round((Math.abs(current - previous) / previous) * 100);
  return { direction: current > previous ? 'up' : 'down', percent };
}

/** The change in words, never colour alone: 'up 25%', 'down 10%', 'no change', 'new (none before)'. */
export function changeWords(c: Change): string {
  const { direction, percent } = changeOf(c);
  if (direction === 'same') return 'no change';
  if (direction === 'new') return 'new (none before)';
  return `${direction} ${percent}%`;
}

export interface TrendDay {
  day: string;
  activeUsers: number;
  newUsers: number;
  views: number;
  favorites: number;
}
export type TrendFigure = 'activeUsers' | 'newUsers' | 'views' | 'favorites';
export const TREND_FIGURES: { key: TrendFigure; label: string }[] = [
  { key: 'activeUsers', label: 'Active users' },
  { key: 'newUsers', label: 'New users' },
  { key: 'views', label: 'Listing views' },
  { key: 'favorites', label: 'Favorites' },
];

export interface Trend {
  days: TrendDay[];
  previousDays: TrendDay[];
  totals: Record<TrendFigure, Change>;
}

export type AgentFigure = 'users' | 'activeUsers' | 'newUsers' | 'views' | 'favorites' | 'hotLeads';
export const AGENT_FIGURES: { key: AgentFigure; label: string }[] = [
  { key: 'users', label: 'Users' },
  { key: 'activeUsers', label: 'Active' },
  { key: 'newUsers', label: 'New' },
  { key: 'views', label: 'Views' },
  { key: 'favorites', label: 'Favorites' },
  { key: 'hotLeads', label: 'Hot leads' },
];

export interface AgentInsight {
  id: number;
  name: string;
  figures: Record<AgentFigure, Change>;
}

export function sortAgents(agents: readonly AgentInsight[], by: AgentSort): AgentInsight[] {
  return [...agents].sort((a, b) =>
    by === 'name'
      ? a.name.localeCompare(b.name) || a.id - b.id
      : b.figures[by].current - a.figures[by].current || a.name.localeCompare(b.name) || a.id - b.id,
  );
}

export interface ListingInsight {
  listingKey: string;
  address: string;
  city: string;
  photo: string | null;
  views: number;
  favorites: number;
  users: number;
}

export interface ListingUser {
  id: number;
  name: string;
  views: number;
  favorited: boolean;
  lastEvent: number;
}

/** The agents table shows this many (by its sort) until every agent is asked for. */
export const AGENTS_SHOWN = 10;

export const INSIGHTS_MSG = {
  noLeads: 'No active users in this period',
  noLeadsText: 'Nobody you follow viewed, favorited or shared a listing in this period or the one before.',
  noListings: 'No listing activity in this period',
} as const;

/** The CSV export's header row. */
export const LEADS_CSV_HEADER = ['id', 'name', 'email', 'agent', 'tags', 'level', 'score', 'last_active', 'reasons'] as const;
