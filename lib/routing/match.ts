import type { Position, RoutingRule, RuleAgent, Territory } from '@/lib/routing/model';

/** What is known of a new user when they sign up: what a rule matches on. */
export type LeadFacts = {
  /** The office of the agent the upstream gave them, if any (the office they came through). */
  officeId: number | null;
  source: string | null;
  /** Where their first saved search lies: the centre of its drawn area, else its map centre; null: no search. */
  searchAt: Position | null;
  /** Its price band (dollars); null ends are open. */
  priceMin: number | null;
  priceMax: number | null;
};

/** Ray casting over the outer ring, minus any hole. */
export function inTerritory(at: Position, territory: Territory): boolean {
  const [outer, ...holes] = territory.coordinates;
  return outer !== undefined && inRing(at, outer) && !holes.some((h) => inRing(at, h));
}

function inRing([x, y]: Position, ring: Position[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as Position;
    const [xj, yj] = ring[j] as Position;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** The mean of a ring's points: where a drawn search area "lies" for matching. */
export function centreOf(ring: Position[]): Position | null {
  const points = ring.length > 1 && ring[0]?.[0] === ring.at(-1)?.[0] && ring[0]?.[1] === ring.at(-1)?.[1] ? ring.slice(0, -1) : ring;
  if (!points.length) return null;
  const sum = points.reduce<[number, number]>((s, [x, y]) => [s[0] + x, s[1] + y], [0, 0]);
  return [sum[0] / points.length, sum[1] / points.length];
}

const overlaps = (aMin: number | null, aMax: number | null, bMin: number | null, bMax: number | null) =>
  (aMax === null || bMin === null || bMin <= aMax) && (bMax === null || aMin === null || aMin <= bMax);

export function ruleMatches(rule: RoutingRule, lead: LeadFacts): boolean {
  if (rule.catchAll) return true;
  const m = rule.match;
  if (m.officeId !== null && m.officeId !== lead.officeId) return false;
  if (m.sources.length && (lead.source === null || !m.sources.includes(lead.source))) return false;
  if (m.territory && (lead.searchAt === null || !inTerritory(lead.searchAt, m.territory))) return false;
  if (m.priceMin !== null || m.priceMax !== null) {
    if (lead.searchAt === null && lead.priceMin === null && lead.priceMax === null) return false;
    if (!overlaps(m.priceMin, m.priceMax, lead.priceMin, lead.priceMax)) return false;
  }
  return true;
}

/** The first rule that takes the lead (the catch-all, last, takes everyone). */
export function firstMatch<R extends RoutingRule>(rules: R[], lead: LeadFacts): R | null {
  return rules.find((r) => ruleMatches(r, lead)) ?? null;
}

/**
 * One cycle of a weighted round robin, spread out (smooth weighted round robin, as nginx does it): with
 * weights 2 and 1 the cycle is A, B, A rather than A, A, B.
 */
export function roundRobinCycle(agents: RuleAgent[]): number[] {
  const total = agents.reduce((s, a) => s + a.weight, 0);
  const current = agents.map(() => 0);
  const cycle: number[] = [];
  for (let n = 0; n < total; n++) {
    let best = 0;
    agents.forEach((a, i) => {
      current[i] = (current[i] ?? 0) + a.weight;
      if ((current[i] ?? 0) > (current[best] ?? 0)) best = i;
    });
    current[best] = (current[best] ?? 0) - total;
    cycle.push((agents[best] as RuleAgent).agentId);
  }
  return cycle;
}

/**
 * The agent whose turn `turn` is, among those who can take a lead now (not paused, active, not yet
 * offered this one). Turns past an agent who cannot take it go to the next in the cycle.
 */
export function agentForTurn(agents: RuleAgent[], turn: number, canTake: (agentId: number) => boolean): number | null {
  const cycle = roundRobinCycle(agents);
  for (let i = 0; i < cycle.length; i++) {
    const id = cycle[(turn + i) % cycle.length] as number;
    if (canTake(id)) return id;
  }
  return null;
}
