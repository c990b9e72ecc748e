import fc from 'fast-check';
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { checkRule, hoursProblems, listProblem, pauseProblems, ruleProblems, type RuleContext } from '@/lib/routing/check';
import { HANDOUTS, SIGNUP_SOURCES, type RoutingRule } from '@/lib/routing/model';
import { catchAllRule, PRICE_MAX, ROUTING_MSG } from '@/lib/routing/rules';
import { AvailabilityInput, OfficeHoursInput, OfficeRulesInput, RuleInput, RulesInput } from '@/lib/routing/schema';
import { TERRITORY_MAX_POINTS, TERRITORY_MSG, territoryProblem } from '@/lib/routing/territory';

/** A zod schema's reading in the checks' shape: the first message of each path. */
function zodErrors(schema: z.ZodType, input: unknown): Record<string, string> {
  const parsed = schema.safeParse(input);
  const errors: Record<string, string> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

const ring = (points: [number, number][]) => ({ type: 'Polygon', coordinates: [[...points, points[0]]] });
const SQUARE = ring([
  [-122.5, 37.7],
  [-122.4, 37.7],
  [-122.4, 37.8],
  [-122.5, 37.8],
]);
const TERRITORIES = [
  null,
  SQUARE,
  ring([
    [-122.5, 37.7],
    [-122.4, 37.8],
    [-122.4, 37.7],
    [-122.5, 37.8],
  ]), // a bow tie
  {
    type: 'Polygon',
    coordinates: [
      [
        [-122.5, 37.7],
        [-122.4, 37.7],
        [-122.4, 37.8],
        [-122.5, 37.8],
      ],
    ],
  }, // not closed
  ring([
    [-122.5, 37.7],
    [-122.4, 37.7],
  ]), // too few
  ring([
    [-190, 37.7],
    [-122.4, 37.7],
    [-122.4, 37.8],
  ]), // off the map
  { type: 'Point', coordinates: [-122.4, 37.7] },
  {
    type: 'Polygon',
    coordinates: [
      [
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 0],
      ],
    ],
    bbox: [0, 0, 1, 1],
  },
  'Polygon',
];

const num = (...extra: number[]) => fc.constantFrom(...extra, 0, -1, 1.5, Number.NaN);
const rule = fc.record({
  id: fc.constantFrom('rule-1', '', 'x'.repeat(37), 'bad id', 'a1b2c3d4-0000-4000-8000-000000000000'),
  name: fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('  ', ' SF leads ', 'x'.repeat(81), 'x'.repeat(80))),
  officeId: fc.oneof(fc.constant(null), num(5)),
  catchAll: fc.boolean(),
  match: fc.record({
    officeId: fc.oneof(fc.constant(null), num(5)),
    sources: fc.array(fc.constantFrom(...SIGNUP_SOURCES, 'fax'), { maxLength: 5 }),
    territory: fc.constantFrom(...TERRITORIES),
    priceMin: fc.oneof(fc.constant(null), num(300_000, 900_000, PRICE_MAX + 1)),
    priceMax: fc.oneof(fc.constant(null), num(300_000, 900_000, PRICE_MAX)),
  }),
  handout: fc.constantFrom(...HANDOUTS, 'lottery'),
  agents: fc.array(fc.record({ agentId: num(3, 42), weight: num(1, 2, 100, 101) }), { maxLength: 3 }),
  windowMinutes: num(1, 5, 30, 31),
  hops: num(1, 2, 10, 11),
  fallback: fc.oneof(
    fc.constant({ kind: 'unassigned' }),
    fc.record({ kind: fc.constant('agent'), agentId: num(3) }),
    fc.constant({ kind: 'bogus' }),
  ),
}) as fc.Arbitrary<RoutingRule>;

describe("the rule editor's check agrees with the server's schema", () => {
  it('the same first message on the same field, for any rule', () => {
    fc.assert(
      fc.property(rule, (r) => {
        expect(ruleProblems(r)).toEqual(zodErrors(RuleInput, r));
      }),
      { numRuns: 3000 },
    );
  });

  it("the list's shape: the catch-all once and last for an admin, never for a manager", () => {
    const list = fc.array(fc.record({ id: fc.constantFrom('a', 'b', 'c'), catchAll: fc.boolean() }), { maxLength: 4 });
    fc.assert(
      fc.property(list, (shape) => {
        const rules = shape.map(({ id, catchAll }) => ({ ...catchAllRule(id), catchAll, name: id }));
        for (const [scope, schema] of [
          ['brokerage', RulesInput],
          ['offices', OfficeRulesInput],
        ] as const) {
          const problem = listProblem(rules, scope);
          const expected = problem ? { [['rules', ...(problem.index === null ? [] : [problem.index])].join('.')]: problem.message } : {};
          expect(zodErrors(schema, { rules })).toEqual(expected);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('office hours and pauses', () => {
    const day = fc.oneof(fc.constant(null), fc.record({ open: num(480, 1440), close: num(480, 1260, 1441) }));
    fc.assert(
      fc.property(
        fc.record({
          timeZone: fc.constantFrom('America/Los_Angeles', 'UTC', 'Mars/Olympus', ''),
          days: fc.array(day, { minLength: 6, maxLength: 8 }),
        }),
        (hours) => {
          expect(hoursProblems(hours as never)).toEqual(zodErrors(OfficeHoursInput, hours));
        },
      ),
      { numRuns: 1000 },
    );
    const now = Date.now();
    for (const until of [null, now - 1, now + 3_600_000, now + 400 * 86_400_000, 1.5]) {
      const given = { paused: true, until };
      // The schema reads the clock when it parses: a few milliseconds after `now`.
      expect(pauseProblems(given, now)).toEqual(zodErrors(AvailabilityInput, given));
    }
  });
});

describe('the rule check against what the caller may name', () => {
  const ctx: RuleContext = {
    scope: 'brokerage',
    agents: new Map([
      [3, { name: 'Avery Agent', active: true, paused: false }],
      [42, { name: 'Blair Agent', active: true, paused: true }],
      [43, { name: 'Casey Gone', active: false, paused: false }],
    ]),
    offices: new Set([5, 6]),
  };
  const base: RoutingRule = { ...catchAllRule('r1'), name: 'SF', catchAll: false, agents: [{ agentId: 3, weight: 2 }] };

  it('refuses unknown agents and offices, an inactive one agent or fallback, and a group nobody can take', () => {
    expect(checkRule({ ...base, agents: [{ agentId: 777, weight: 1 }] }, ctx)).toEqual({
      'agents.0.agentId': ROUTING_MSG.agentUnknown(777),
    });
    expect(checkRule({ ...base, officeId: 9 }, ctx)).toEqual({ officeId: ROUTING_MSG.officeUnknown(9) });
    expect(checkRule({ ...base, officeId: 5 }, { ...ctx, offices: null })).toEqual({ officeId: ROUTING_MSG.officesOff });
    expect(checkRule({ ...base, handout: 'one_agent', agents: [{ agentId: 43, weight: 1 }] }, ctx)).toEqual({
      'agents.0.agentId': ROUTING_MSG.agentInactive('Casey Gone'),
    });
    expect(checkRule({ ...base, fallback: { kind: 'agent', agentId: 43 } }, ctx)).toEqual({
      'fallback.agentId': ROUTING_MSG.agentInactive('Casey Gone'),
    });
    expect(
      checkRule(
        {
          ...base,
          agents: [
            { agentId: 42, weight: 1 },
            { agentId: 43, weight: 1 },
          ],
        },
        ctx,
      ),
    ).toEqual({ agents: ROUTING_MSG.groupNobody });
    expect(
      checkRule(
        { ...base, handout: 'first_to_claim', agents: [] },
        { ...ctx, agents: new Map([[42, { name: 'B', active: true, paused: true }]]) },
      ),
    ).toEqual({ agents: ROUTING_MSG.groupNobody });
  });

  it("a manager names only their offices' agents and offices, and owns every rule they send", () => {
    const mine: RuleContext = { ...ctx, scope: 'offices', offices: new Set([5]) };
    expect(checkRule({ ...base, officeId: 5, agents: [{ agentId: 777, weight: 1 }] }, mine)).toEqual({
      'agents.0.agentId': ROUTING_MSG.agentNotYours(777),
    });
    expect(checkRule({ ...base, officeId: 6 }, mine)).toEqual({ officeId: ROUTING_MSG.officeNotYours(6) });
    expect(checkRule(base, mine)).toEqual({ officeId: ROUTING_MSG.officeRequired });
    expect(checkRule({ ...base, officeId: 5 }, mine)).toEqual({});
  });

  it('the catch-all may change its hand-out and agents, never its conditions', () => {
    const catchAll = { ...catchAllRule('c'), handout: 'first_to_claim' as const, agents: [{ agentId: 3, weight: 1 }] };
    expect(checkRule(catchAll, ctx)).toEqual({});
    expect(checkRule({ ...catchAll, match: { ...catchAll.match, sources: ['app'] } }, ctx)).toEqual({
      match: ROUTING_MSG.catchAllMatchesAll,
    });
  });
});

describe('a territory', () => {
  it('a closed GeoJSON polygon of valid positions, holes allowed', () => {
    expect(territoryProblem(SQUARE)).toBeNull();
    const hole = [
      [-122.46, 37.74],
      [-122.44, 37.74],
      [-122.44, 37.76],
      [-122.46, 37.74],
    ];
    expect(territoryProblem({ ...SQUARE, coordinates: [...SQUARE.coordinates, hole] })).toBeNull();
    expect(TERRITORIES.slice(2).map(territoryProblem)).toEqual([
      TERRITORY_MSG.crosses,
      TERRITORY_MSG.notClosed,
      TERRITORY_MSG.tooFew,
      TERRITORY_MSG.badPoint,
      TERRITORY_MSG.notPolygon,
      TERRITORY_MSG.notPolygon,
      TERRITORY_MSG.notPolygon,
    ]);
  });

  it(`at most ${TERRITORY_MAX_POINTS} points: 100,000 are refused by their count before any is read`, () => {
    const points = Array.from({ length: 100_000 }, () => 'not a position');
    const started = performance.now();
    expect(territoryProblem({ type: 'Polygon', coordinates: [points] })).toBe(TERRITORY_MSG.tooMany);
    expect(performance.now() - started).toBeLessThan(50);
    expect(TERRITORY_MSG.tooMany).toBe('A territory may have at most 2,000 points.');
  });
});
