import { describe, expect, it } from 'vitest';
import { agentForTurn, centreOf, firstMatch, inTerritory, roundRobinCycle, type LeadFacts } from '@/lib/routing/match';
import type { RoutingRule, Territory } from '@/lib/routing/model';

const square: Territory = {
  type: 'Polygon',
  coordinates: [
    [
      [-122.5, 37.7],
      [-122.3, 37.7],
      [-122.3, 37.85],
      [-122.5, 37.85],
      [-122.5, 37.7],
    ],
  ],
};
const rule = (over: Partial<RoutingRule>): RoutingRule => ({
  id: 'r',
  name: 'r',
  officeId: null,
  catchAll: false,
  match: { officeId: null, sources: [], territory: null, priceMin: null, priceMax: null },
  handout: 'round_robin',
  agents: [],
  windowMinutes: 5,
  hops: 2,
  fallback: { kind: 'unassigned' },
  ...over,
});
const lead = (over: Partial<LeadFacts>): LeadFacts => ({
  officeId: null,
  source: 'app',
  searchAt: null,
  priceMin: null,
  priceMax: null,
  ...over,
});

describe('which rule takes a lead', () => {
  const sf = rule({ id: 'sf', match: { officeId: null, sources: [], territory: square, priceMin: 500_000, priceMax: 1_500_000 } });
  const openHouse = rule({ id: 'oh', match: { officeId: null, sources: ['open_house'], territory: null, priceMin: null, priceMax: null } });
  const office = rule({ id: 'office', match: { officeId: 7, sources: [], territory: null, priceMin: null, priceMax: null } });
  const all = rule({ id: 'all', catchAll: true });
  const rules = [openHouse, office, sf, all];

  it('matches a search inside the territory and its price band', () => {
    expect(firstMatch(rules, lead({ searchAt: [-122.42, 37.77], priceMin: 800_000, priceMax: 1_000_000 }))?.id).toBe('sf');
    expect(firstMatch(rules, lead({ searchAt: [-122.42, 37.77], priceMin: 2_000_000, priceMax: null }))?.id).toBe('all');
    expect(firstMatch(rules, lead({ searchAt: [-121.9, 37.3], priceMin: 800_000, priceMax: null }))?.id).toBe('all');
  });

  it('takes the first match: source, then office, then the catch-all', () => {
    expect(firstMatch(rules, lead({ source: 'open_house', officeId: 7 }))?.id).toBe('oh');
    expect(firstMatch(rules, lead({ officeId: 7 }))?.id).toBe('office');
    expect(firstMatch(rules, lead({}))?.id).toBe('all');
  });

  it('reads holes and a ring centre', () => {
    const holed: Territory = {
      type: 'Polygon',
      coordinates: [
        square.coordinates[0]!,
        [
          [-122.45, 37.75],
          [-122.35, 37.75],
          [-122.35, 37.8],
          [-122.45, 37.8],
          [-122.45, 37.75],
        ],
      ],
    };
    expect(inTerritory([-122.4, 37.77], holed)).toBe(false);
    expect(inTerritory([-122.48, 37.72], holed)).toBe(true);
    expect(
      centreOf([
        [0, 0],
        [2, 0],
        [2, 2],
        [0, 2],
      ]),
    ).toEqual([1, 1]);
    expect(
      centreOf([
        [0, 0],
        [2, 0],
        [2, 2],
        [0, 2],
        [0, 0],
      ]),
    ).toEqual([1, 1]);
  });
});

describe('round robin', () => {
  it('spreads weighted turns through the cycle', () => {
    expect(
      roundRobinCycle([
        { agentId: 1, weight: 2 },
        { agentId: 2, weight: 1 },
      ]),
    ).toEqual([1, 2, 1]);
    expect(
      roundRobinCycle([
        { agentId: 1, weight: 1 },
        { agentId: 2, weight: 1 },
        { agentId: 3, weight: 1 },
      ]),
    ).toEqual([1, 2, 3]);
  });

  it('passes a turn on from an agent who cannot take the lead', () => {
    const agents = [
      { agentId: 1, weight: 1 },
      { agentId: 2, weight: 1 },
      { agentId: 3, weight: 1 },
    ];
    expect(agentForTurn(agents, 1, (id) => id !== 2)).toBe(3);
    expect(agentForTurn(agents, 5, () => true)).toBe(3);
    expect(agentForTurn(agents, 0, () => false)).toBeNull();
  });
});
