import nock from 'nock';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AvailabilitySaved, HoursSaved, RulesResponse, RulesSaved } from '@/lib/routing/answers';
import type { RoutingRule } from '@/lib/routing/model';
import { ROUTING_MSG } from '@/lib/routing/rules';
import { TERRITORY_MSG } from '@/lib/routing/territory';
import { catchAllId, readAvailability, readHours, readRules, storeRules } from '@/server/routing/config';
import { store } from '@/server/store';
import { handlerOf, invoke, recordUnmatched, setTestEnvironment, type Call } from './support/harness';
import { catchAllSample, upstreamRoutingAgents, upstreamRoutingOffices } from './support/routes/routing-config';
import { cookieOf, STACK, type Role } from './support/sessions';
import { upstreamAs } from './support/upstream';

// Route handlers read their cookies through next/headers, which only Next's server can provide.
vi.mock('next/headers', () => import('./support/next-headers'));

beforeAll(() => setTestEnvironment());
beforeEach(async () => {
  const { db, ready } = store();
  await ready();
  for (const table of ['routing_rules', 'routing_hours', 'routing_agents'] as const) await db.deleteFrom(table).execute();
});
afterEach(() => {
  nock.cleanAll();
});

const RULES = 'app/api/routing/rules/route.ts';
const HOURS = 'app/api/routing/hours/route.ts';
const AVAILABILITY = 'app/api/routing/availability/route.ts';

/** The upstream as `role` reads it: an admin every agent and office; the manager of office 5 that office's agent only. */
function upstream(role: 'admin' | 'manager' | 'agent') {
  const u = upstreamAs(role);
  const agents = role === 'manager' ? upstreamRoutingAgents.filter((a) => a.id === 3) : upstreamRoutingAgents;
  u.get('/agents').query(true).reply(200, { agents, total: agents.length, from: 0, to: agents.length }).persist();
  u.get('/offices').optionally().reply(200, { offices: upstreamRoutingOffices }).persist();
  return u;
}

async function call(role: Role, file: string, method: string, over: Partial<Call> = {}) {
  return invoke(await handlerOf(file, method), { method, path: '/api/routing/rules', cookie: await cookieOf(role), ...over });
}
const putRules = (role: Role, rules: unknown[]) => call(role, RULES, 'PUT', { json: { rules } });
const getRules = async (role: Role) => ((await call(role, RULES, 'GET')).body as RulesResponse).rules;

/** A rule of office 5 (San Francisco) for Avery (weight 2) and Blair. */
const sfRule = (over: Partial<RoutingRule> = {}) => ({
  id: 'sf-leads',
  name: 'San Francisco leads',
  officeId: 5,
  catchAll: false,
  match: { officeId: 5, sources: ['app', 'web'], territory: null, priceMin: 300_000, priceMax: 900_000 },
  handout: 'round_robin',
  agents: [
    { agentId: 3, weight: 2 },
    { agentId: 42, weight: 1 },
  ],
  windowMinutes: 5,
  hops: 2,
  fallback: { kind: 'unassigned' },
  ...over,
});
const catchAll = { ...catchAllSample, id: catchAllId(STACK) };

/** A square territory of `n` points around San Francisco (the last repeats the first). */
function territory(n: number) {
  const ring = Array.from({ length: n - 1 }, (_, i) => {
    const a = (2 * Math.PI * i) / (n - 1);
    return [-122.44 + 0.05 * Math.cos(a), 37.76 + 0.05 * Math.sin(a)];
  });
  return { type: 'Polygon', coordinates: [[...ring, ring[0]]] };
}

/** A refused save: the status and message, and the rules as they were. */
async function refusedSave(role: Role, rules: unknown[], status: number, message: string) {
  const before = await readRules(STACK);
  const answer = await putRules(role, rules);
  expect([answer.status, answer.message]).toEqual([status, message]);
  expect(await readRules(STACK)).toEqual(before);
}

describe('the rules', () => {
  it('with nothing stored: the catch-all alone, round robin among every active agent, 5 minutes, 2 hops, then unassigned', async () => {
    upstream('admin');
    expect(await getRules('admin')).toEqual([
      {
        id: catchAllId(STACK),
        name: 'Everyone else',
        officeId: null,
        catchAll: true,
        match: { officeId: null, sources: [], territory: null, priceMin: null, priceMax: null },
        handout: 'round_robin',
        agents: [],
        windowMinutes: 5,
        hops: 2,
        fallback: { kind: 'unassigned' },
        position: 0,
      },
    ]);
  });

  it('an admin saves an ordered list with a territory and weights; the catch-all stays last', async () => {
    upstream('admin');
    const withTerritory = sfRule({ match: { ...sfRule().match, territory: territory(12) as RoutingRule['match']['territory'] } });
    const answer = await putRules('admin', [withTerritory, catchAll]);
    expect(answer.status, answer.text).toBe(200);
    const { rules, message } = answer.body as RulesSaved;
    expect(message).toBe(ROUTING_MSG.rulesSaved);
    expect(rules.map((r) => [r.name, r.position, r.catchAll])).toEqual([
      ['San Francisco leads', 0, false],
      ['Everyone else', 1, true],
    ]);
    expect(rules[0]?.agents).toEqual([
      { agentId: 3, weight: 2 },
      { agentId: 42, weight: 1 },
    ]);
    expect(rules[0]?.match.territory?.coordinates[0]).toHaveLength(12);
    // A rule the brokerage did not hold gets an id of the server's; the catch-all keeps its own.
    const ids = (await readRules(STACK)).map((r) => r.id);
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids).toEqual([rules[0]?.id, catchAllId(STACK)]);
  });

  it("an id the brokerage does not hold (another brokerage's rule, made up) names a new rule", async () => {
    upstream('admin');
    const answer = await putRules('admin', [sfRule({ id: 'someone-elses-rule' }), catchAll]);
    const saved = (answer.body as RulesSaved).rules[0]?.id;
    expect(saved).not.toBe('someone-elses-rule');
    expect(saved).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('bad rules get a clear message and change nothing', async () => {
    upstream('admin');
    await putRules('admin', [sfRule(), catchAll]);
    const weight = (w: number) => sfRule({ agents: [{ agentId: 3, weight: w }] });
    for (const w of [0, 1.5, 101, -2])
      await refusedSave('admin', [weight(w), catchAll], 400, `Invalid rules.0.agents.0.weight: ${ROUTING_MSG.weightInvalid}`);
    await refusedSave(
      'admin',
      [sfRule({ match: { ...sfRule().match, priceMin: 900_000, priceMax: 300_000 } }), catchAll],
      400,
      `Invalid rules.0.match.priceMax: ${ROUTING_MSG.priceOrder}`,
    );
    await refusedSave(
      'admin',
      [sfRule({ windowMinutes: 31 }), catchAll],
      400,
      `Invalid rules.0.windowMinutes: ${ROUTING_MSG.windowInvalid}`,
    );
    await refusedSave('admin', [sfRule({ hops: 0 }), catchAll], 400, `Invalid rules.0.hops: ${ROUTING_MSG.hopsInvalid}`);
    await refusedSave('admin', [sfRule()], 400, `Invalid rules: ${ROUTING_MSG.catchAllMissing}`);
    await refusedSave('admin', [catchAll, sfRule()], 400, `Invalid rules.0: ${ROUTING_MSG.catchAllLast}`);
    await refusedSave('admin', [sfRule(), catchAll, { ...catchAll, id: 'second' }], 400, `Invalid rules.2: ${ROUTING_MSG.catchAllOnce}`);
    await refusedSave(
      'admin',
      [sfRule(), { ...catchAll, match: { sources: ['app'] } }],
      400,
      `Invalid rules.1.match: ${ROUTING_MSG.catchAllMatchesAll}`,
    );
    await refusedSave(
      'admin',
      [sfRule({ handout: 'one_agent' }), catchAll],
      400,
      `Invalid rules.0.agents: ${ROUTING_MSG.oneAgentNeedsOne}`,
    );
    await refusedSave(
      'admin',
      [sfRule({ match: { ...sfRule().match, territory: { type: 'Point', coordinates: [-122, 37] } as never } }), catchAll],
      400,
      `Invalid rules.0.match.territory: ${TERRITORY_MSG.notPolygon}`,
    );
    const open = territory(8);
    open.coordinates[0]?.pop();
    await refusedSave(
      'admin',
      [sfRule({ match: { ...sfRule().match, territory: open as never } }), catchAll],
      400,
      `Invalid rules.0.match.territory: ${TERRITORY_MSG.notClosed}`,
    );
    const offMap = territory(8);
    offMap.coordinates[0]?.splice(2, 1, [-200, 37.7]);
    await refusedSave(
      'admin',
      [sfRule({ match: { ...sfRule().match, territory: offMap as never } }), catchAll],
      400,
      `Invalid rules.0.match.territory: ${TERRITORY_MSG.badPoint}`,
    );
  });

  it('a group with nobody active and unpaused, and an inactive one agent or fallback, are refused', async () => {
    upstream('admin');
    await refusedSave(
      'admin',
      [sfRule({ agents: [{ agentId: 43, weight: 1 }] }), catchAll],
      400,
      `Invalid rules.0.agents: ${ROUTING_MSG.groupNobody}`,
    );
    await refusedSave(
      'admin',
      [sfRule({ handout: 'one_agent', agents: [{ agentId: 43, weight: 1 }] }), catchAll],
      400,
      `Invalid rules.0.agents.0.agentId: ${ROUTING_MSG.agentInactive('Casey Gone')}`,
    );
    await refusedSave(
      'admin',
      [sfRule({ fallback: { kind: 'agent', agentId: 43 } }), catchAll],
      400,
      `Invalid rules.0.fallback.agentId: ${ROUTING_MSG.agentInactive('Casey Gone')}`,
    );
    // Both of the group's active agents paused: nobody left to hand leads to.
    for (const agentId of [3, 42])
      expect(
        (await call('admin', AVAILABILITY, 'PUT', { path: '/api/routing/availability', json: { agentId, paused: true } })).status,
      ).toBe(200);
    await refusedSave('admin', [sfRule(), catchAll], 400, `Invalid rules.0.agents: ${ROUTING_MSG.groupNobody}`);
  });

  it("another brokerage's agent or office is refused, found by the agents and offices read upstream with the session", async () => {
    upstream('admin');
    await refusedSave(
      'admin',
      [sfRule({ agents: [{ agentId: 777, weight: 1 }] }), catchAll],
      400,
      `Invalid rules.0.agents.0.agentId: ${ROUTING_MSG.agentUnknown(777)}`,
    );
    await refusedSave(
      'admin',
      [sfRule({ fallback: { kind: 'agent', agentId: 778 } }), catchAll],
      400,
      `Invalid rules.0.fallback.agentId: ${ROUTING_MSG.agentUnknown(778)}`,
    );
    await refusedSave(
      'admin',
      [sfRule({ officeId: 99, match: { ...sfRule().match, officeId: 99 } }), catchAll],
      400,
      `Invalid rules.0.officeId: ${ROUTING_MSG.officeUnknown(99)}`,
    );
  });

  it('a territory of 100,000 points is refused quickly by its count, not by the body limit', async () => {
    upstream('admin');
    const huge = territory(100_000);
    const body = JSON.stringify({ rules: [sfRule({ match: { ...sfRule().match, territory: huge as never } }), catchAll] });
    expect(body.length).toBeGreaterThan(2_000_000);
    const started = performance.now();
    await refusedSave('admin', JSON.parse(body).rules, 400, `Invalid rules.0.match.territory: ${TERRITORY_MSG.tooMany}`);
    expect(performance.now() - started).toBeLessThan(3_000);
  });

  it('a read-only admin is refused before anything is read or stored', async () => {
    const heard = recordUnmatched();
    try {
      const answer = await putRules('readOnly', [sfRule(), catchAll]);
      expect([answer.status, answer.message]).toEqual([403, 'Read-only mode: changes are not allowed.']);
    } finally {
      heard.stop();
    }
    expect(heard.seen).toEqual([]);
    expect((await readRules(STACK)).map((r) => r.id)).toEqual([catchAllId(STACK)]);
  });
});

describe("a manager: their offices' rules only", () => {
  const oakland = sfRule({ id: 'oakland', name: 'Oakland leads', officeId: 6, match: { ...sfRule().match, officeId: 6 } });

  it('sees only the rules of their offices, and saving theirs keeps every other rule as it was, where it was', async () => {
    upstream('admin');
    const stored = [oakland, sfRule(), catchAll];
    expect((await putRules('admin', stored)).status).toBe(200);
    const [oaklandId, sfId] = (await readRules(STACK)).map((r) => r.id);
    upstream('manager');
    expect((await getRules('manager')).map((r) => r.id)).toEqual([sfId]);
    const answer = await putRules('manager', [
      sfRule({ id: 'new', name: 'SF open houses', agents: [] }),
      sfRule({ id: sfId, name: 'SF after hours', windowMinutes: 10, agents: [{ agentId: 3, weight: 1 }] }),
    ]);
    expect(answer.status, answer.text).toBe(200);
    expect((answer.body as RulesSaved).rules.map((r) => r.name)).toEqual(['SF open houses', 'SF after hours']);
    const after = await readRules(STACK);
    expect(after.map((r) => [r.name, r.windowMinutes])).toEqual([
      ['Oakland leads', 5],
      ['SF open houses', 5],
      ['SF after hours', 10],
      ['Everyone else', 5],
    ]);
    // The edited rule keeps its id (and its round-robin turn); the other office's is untouched.
    expect(after[0]).toEqual({ ...oakland, id: oaklandId, position: 0 });
    expect(after[2]?.id).toBe(sfId);
  });

  it("is refused another office's rule, the catch-all, and agents outside their offices", async () => {
    upstream('manager');
    await refusedSave('manager', [oakland], 403, ROUTING_MSG.officeRulesOnly);
    await refusedSave('manager', [catchAll], 400, `Invalid rules.0: ${ROUTING_MSG.catchAllForAdmins}`);
    await refusedSave('manager', [{ ...catchAll, officeId: 5 }], 400, `Invalid rules.0.match: ${ROUTING_MSG.catchAllMatchesAll}`);
    await refusedSave('manager', [sfRule({ officeId: null })], 403, ROUTING_MSG.officeRulesOnly);
    await refusedSave('manager', [sfRule()], 400, `Invalid rules.0.agents.1.agentId: ${ROUTING_MSG.agentNotYours(42)}`);
  });
});

describe('office hours', () => {
  const week = (open: number) => Array.from({ length: 7 }, (_, d) => (d === 0 ? null : { open, close: 17 * 60 }));
  const putHours = (role: Role, json: unknown) => call(role, HOURS, 'PUT', { path: '/api/routing/hours', json });

  it("default: 8:00–21:00 every day in the brokerage's time zone; an office's own are saved and reset", async () => {
    expect((await readHours(STACK, 'America/Denver')).get(0)).toEqual({
      timeZone: 'America/Denver',
      days: Array(7).fill({ open: 480, close: 1260 }),
    });
    upstream('admin');
    const saved = await putHours('admin', { officeId: 5, hours: { timeZone: 'America/Los_Angeles', days: week(540) } });
    expect(saved.status, saved.text).toBe(200);
    expect((saved.body as HoursSaved).message).toBe(ROUTING_MSG.hoursSaved);
    expect((await readHours(STACK)).get(5)?.days[1]).toEqual({ open: 540, close: 1020 });
    const reset = await putHours('admin', { officeId: 5, hours: null });
    expect((reset.body as HoursSaved).message).toBe(ROUTING_MSG.hoursReset);
    expect((await readHours(STACK)).has(5)).toBe(false);
  });

  it('bad hours and offices are refused with a message', async () => {
    upstream('admin');
    const bad = async (json: unknown, message: string) => expect((await putHours('admin', json)).message).toBe(message);
    await bad({ hours: { timeZone: 'Mars/Olympus', days: week(540) } }, `Invalid hours.timeZone: ${ROUTING_MSG.timeZoneInvalid}`);
    await bad({ hours: { timeZone: 'UTC', days: week(1100) } }, `Invalid hours.days.1: ${ROUTING_MSG.dayOrder}`);
    await bad({ hours: { timeZone: 'UTC', days: week(540).slice(1) } }, `Invalid hours.days: ${ROUTING_MSG.daysInvalid}`);
    await bad({ officeId: 99, hours: null }, `Invalid officeId: ${ROUTING_MSG.officeUnknown(99)}`);
  });

  it("a manager sets their office's hours, never the brokerage's or another office's", async () => {
    upstream('manager');
    expect((await putHours('manager', { officeId: 5, hours: { timeZone: 'UTC', days: week(600) } })).status).toBe(200);
    expect((await putHours('manager', { hours: null })).message).toBe(ROUTING_MSG.brokerageHoursForAdmins);
    expect((await putHours('manager', { officeId: 6, hours: null })).message).toBe(ROUTING_MSG.officeNotYours(6));
  });
});

describe('availability', () => {
  const pause = (role: Role, json: unknown) => call(role, AVAILABILITY, 'PUT', { path: '/api/routing/availability', json });

  it('an agent pauses and resumes themselves, with nothing asked of the upstream', async () => {
    const heard = recordUnmatched();
    try {
      const until = Date.now() + 3 * 86_400_000;
      const paused = await pause('agent', { paused: true, until });
      expect(paused.status, paused.text).toBe(200);
      expect((paused.body as AvailabilitySaved).pause).toEqual({ paused: true, until, by: 'Avery Agent' });
      expect((await readAvailability(STACK)).get(3)).toEqual({ paused: true, until, by: 'Avery Agent' });
      // Read after the end date, the pause is over.
      expect((await readAvailability(STACK, until + 1)).get(3)).toEqual({ paused: false, until: null, by: null });
      expect(((await pause('agent', { paused: false })).body as AvailabilitySaved).message).toBe(ROUTING_MSG.resumed);
    } finally {
      heard.stop();
    }
    expect(heard.seen).toEqual([]);
  });

  it('an agent cannot pause someone else; a manager not an agent outside their offices; an admin anyone of the brokerage', async () => {
    expect([(await pause('agent', { agentId: 42, paused: true })).status]).toEqual([404]);
    upstream('manager');
    expect((await pause('manager', { agentId: 42, paused: true })).message).toBe(ROUTING_MSG.agentNotFound);
    expect((await pause('manager', { agentId: 3, paused: true })).status).toBe(200);
    upstream('admin');
    expect((await pause('admin', { agentId: 777, paused: true })).status).toBe(404);
    const byAdmin = await pause('admin', { agentId: 42, paused: true });
    expect((byAdmin.body as AvailabilitySaved).pause).toEqual({ paused: true, until: null, by: 'Alex Admin' });
    expect((await readAvailability(STACK)).get(3)?.by).toBe('Morgan Manager');
  });

  it('an end date in the past or more than a year ahead is refused', async () => {
    expect((await pause('agent', { paused: true, until: Date.now() - 1000 })).message).toBe(`Invalid until: ${ROUTING_MSG.untilInvalid}`);
    expect((await pause('agent', { paused: true, until: Date.now() + 400 * 86_400_000 })).message).toBe(
      `Invalid until: ${ROUTING_MSG.untilTooFar}`,
    );
  });
});

describe('storeRules', () => {
  it("replaces the list in one go and keeps each kept rule's round-robin turn", async () => {
    await storeRules(STACK, [sfRule() as RoutingRule, { ...catchAll, match: sfRule().match, catchAll: true } as RoutingRule]);
    const { db } = store();
    await db.updateTable('routing_rules').set({ rr_turn: 7 }).where('id', '=', 'sf-leads').execute();
    await storeRules(STACK, [catchAll as unknown as RoutingRule, sfRule({ name: 'Renamed' }) as RoutingRule]);
    const rows = await db
      .selectFrom('routing_rules')
      .select(['id', 'rr_turn', 'position'])
      .where('stack_id', '=', STACK)
      .orderBy('position')
      .execute();
    expect(rows.map((r) => [r.id, Number(r.rr_turn), r.position])).toEqual([
      [catchAll.id, 0, 0],
      ['sf-leads', 7, 1],
    ]);
    // Read back, the catch-all is last whatever was stored.
    expect((await readRules(STACK)).map((r) => r.id)).toEqual(['sf-leads', catchAll.id]);
  });
});
