import 'server-only';
import { centreOf, type LeadFacts } from '@/lib/routing/match';
import { SOURCE_LABELS, STAFF_SOURCES, type Position } from '@/lib/routing/model';
import { readFilters } from '@/lib/saved-searches/filters';
import { engineCall, type Brokerage } from '@/server/routing/upstream';
import { savedSearches, userDetail } from '@/server/upstream/contract';
import type { UserDetail } from '@/server/upstream/contract/user-detail';
import { UpstreamError } from '@/server/upstream/errors';

/** The user as the upstream has them now, or null when they are gone (404) or inactive. */
export async function readUser(b: Brokerage, userId: number): Promise<UserDetail | null> {
  try {
    const { user } = await engineCall(b, userDetail.getUser, { id: userId });
    return user.active === true || user.active === 1 ? user : null;
  } catch (err) {
    if (err instanceof UpstreamError && err.kind === 'upstream' && err.status === 404) return null;
    throw err;
  }
}

/**
 * Whether routing takes this user: an end user who signed up themselves after routing was turned on.
 * Users staff made or imported, and those who came through an agent's own link, keep their agent.
 */
export function isRoutable(user: UserDetail, since: number): boolean {
  if (user.type !== 'user') return false;
  if (user.has_direct_agent === true || user.has_direct_agent === 1) return false;
  if (user.source && (STAFF_SOURCES as readonly string[]).includes(user.source)) return false;
  return joinedSince(user, since);
}

/** Whether the user joined at or after `since` (ms); the upstream counts whole seconds. */
export function joinedSince(user: Pick<UserDetail, 'created_epoch'>, since: number): boolean {
  return user.created_epoch >= Math.floor(since / 1000);
}

export type Lead = { facts: LeadFacts; why: string };

/** What rules match on: the source, the office of the agent the upstream gave, the first saved search's area and price. */
export async function readLead(b: Brokerage, user: UserDetail, officeOf: (agentId: number) => number | null): Promise<Lead> {
  const facts: LeadFacts = {
    officeId: user.agent_id !== null ? officeOf(user.agent_id) : null,
    source: user.source ?? null,
    searchAt: null,
    priceMin: null,
    priceMax: null,
  };
  const why = [user.source ? (SOURCE_LABELS[user.source] ?? user.source) : 'Sign-up'];
  if (user.saved > 0) {
    const { searches } = await engineCall(b, savedSearches.listSavedSearches, { user_id: user.id });
    const first = searches.at(-1);
    if (first) {
      const { search } = await engineCall(b, savedSearches.getSavedSearch, { id: first.id });
      facts.searchAt = searchCentre(search.polygon) ?? (search.lat !== null && search.lng !== null ? [search.lng, search.lat] : null);
      const price = readFilters(search.filters).price;
      facts.priceMin = price.from;
      facts.priceMax = price.to;
      why.push(`searching ${search.search_name}`);
    }
  }
  return { facts, why: why.join(' · ') };
}

/** The centre of the search's first drawn region, in either of the contract's shapes. */
function searchCentre(polygon: unknown): Position | null {
  if (!Array.isArray(polygon) || polygon.length === 0) return null;
  const head: unknown = polygon[0];
  // A list of regions holds lists whose items are points; one region holds the points themselves.
  const region: unknown[] = Array.isArray(head) && typeof head[0] !== 'number' ? head : polygon;
  const ring: Position[] = [];
  for (const p of region) {
    if (Array.isArray(p) && typeof p[0] === 'number' && typeof p[1] === 'number') ring.push([p[0], p[1]]);
    else if (p && typeof p === 'object' && 'lat' in p && 'lng' in p)
      ring.push([Number((p as { lng: number }).lng), Number((p as { lat: number }).lat)]);
  }
  return centreOf(ring);
}
