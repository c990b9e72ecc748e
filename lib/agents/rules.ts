/**
 * The agents list: its state in the query string (offset, limit, sort, q, office), declared with
 * the list pattern (lib/list-query.ts) and read safely (a bad value falls back to its default,
 * never an error), and the row it shows. Pure, so the page, its links and the unit tests share one
 * reading.
 */
import { defineListQuery, positiveIdFilter } from '@/lib/list-query';
import type { SearchParamsInput } from '@/lib/paging';

/** The spec's page sizes; 0 is 'all'. */
export const AGENT_PAGE_SIZES = [0, 10, 25, 50] as const;
export const DEFAULT_AGENT_PAGE_SIZE = 10;

/**
 * The spec's sort codes. The same list as the contract's AGENT_SORTS (lib may not import server/;
 * server/agents.ts checks at compile time that the two agree).
 */
export const AGENT_SORT_CODES = ['a', 'z', 'n', 'o', 'ai', 'aa', 'ud', 'ua'] as const;
export type AgentSortCode = (typeof AGENT_SORT_CODES)[number];

/** The sort select: '' is the brokerage's own order (no sort parameter), the one drag reorder edits. */
export const AGENT_SORT_OPTIONS: readonly { value: AgentSortCode | ''; label: string }[] = [
  { value: '', label: 'Default order' },
  { value: 'a', label: 'Name A–Z' },
  { value: 'z', label: 'Name Z–A' },
  { value: 'n', label: 'Newest first' },
  { value: 'o', label: 'Oldest first' },
  { value: 'ai', label: 'Inactive first' },
  { value: 'aa', label: 'Active first' },
  { value: 'ud', label: 'Most users first' },
  { value: 'ua', label: 'Fewest users first' },
];

/** The upstream accepts a search of up to 200 characters. */
export const AGENT_SEARCH_MAX = 200;

export interface AgentsQuery {
  offset: number;
  /** 0 shows all agents. */
  limit: number;
  sort: AgentSortCode | '';
  q: string;
  /** Office filter (the office and its sub-offices); null when none or when offices are off. */
  office: number | null;
}

/** The list's URL state, declared once: hrefs built with AGENT_LIST.href keep the other parameters. */
export const AGENT_LIST = defineListQuery({
  sorts: AGENT_SORT_OPTIONS,
  pageSizes: AGENT_PAGE_SIZES,
  defaultPageSize: DEFAULT_AGENT_PAGE_SIZE,
  searchMax: AGENT_SEARCH_MAX,
  filters: { office: positiveIdFilter() },
});

/**
 * The list's state from the page's searchParams. Unknown sort codes and page sizes give the
 * defaults, a garbage offset gives 0, an office filter counts only when offices are enabled.
 */
export function parseAgentsQuery(input: SearchParamsInput | undefined, opts: { officesEnabled: boolean }): AgentsQuery {
  const query = AGENT_LIST.parse(input);
  return { ...query, office: opts.officesEnabled ? query.office : null };
}

/**
 * Drag reorder edits the whole brokerage order, so it is offered only when every agent is on the
 * screen in that order: all loaded, no sort, no search, no office filter (and not read-only).
 */
export function canReorder(query: AgentsQuery, readOnly: boolean): boolean {
  return !readOnly && query.limit === 0 && query.sort === '' && query.q === '' && query.office === null;
}

/** One row of the agents list, in the app's words. */
export interface AgentListRow {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  photo: string | null;
  officeName: string | null;
  /** The agent's app users (total_users). */
  users: number;
  active: boolean;
  /** priority above 0. */
  pinned: boolean;
  /** Setup is complete once the agent has signed in more than twice (login_count above 2). */
  setupComplete: boolean;
}

/** Where the reorder hint leads: every agent, in the brokerage's order. */
export const REORDER_HREF = '/agents?limit=0';
