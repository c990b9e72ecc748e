import nock from 'nock';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RoutingRule } from '@/lib/routing/model';
import { catchAllRule, newRule } from '@/lib/routing/rules';
import { primeAppData } from '@/server/app-data';
import { readAvailability, readHours, readRules, setAvailability, storeRules } from '@/server/routing/config';
import { readReport } from '@/server/routing/report';
import { store } from '@/server/store';
import { STORE_BACKENDS, storeBackends } from '@/tests/support/store-backends';
import { setTestEnvironment } from './support/harness';
import { upstreamRoutingOffices } from './support/routes/routing-config';
import { ROLES, STACK } from './support/sessions';
import { upstreamAs } from './support/upstream';

/**
 * Routing's configuration and report reads on both store backends: PostgreSQL hands its bigint columns
 * back as strings, and every instant, id and turn must still read as a number.
 */
process.env.LOG_LEVEL = 'silent';
const stores = storeBackends('routing');

beforeAll(() => setTestEnvironment());
afterEach(() => {
  nock.cleanAll();
});

describe.each(STORE_BACKENDS)('routing in %s', (backend) => {
  beforeAll(() => {
    stores.open(backend);
    setTestEnvironment({ DATABASE_URL: process.env.DATABASE_URL ?? '', DATABASE_FILE: process.env.DATABASE_FILE ?? '' });
  });

  it('rules in order with their turns kept; hours and pauses read back as numbers', async () => {
    const rules: RoutingRule[] = [{ ...newRule('a1', 5), name: 'A' }, { ...newRule('b1', null), name: 'B' }, catchAllRule(`c-${backend}`)];
    await storeRules(STACK, rules);
    await store().db.updateTable('routing_rules').set({ rr_turn: 4 }).where('id', '=', 'b1').execute();
    await storeRules(STACK, [rules[1] as RoutingRule, rules[0] as RoutingRule, rules[2] as RoutingRule]);
    expect((await readRules(STACK)).map((r) => [r.id, r.position])).toEqual([
      ['b1', 0],
      ['a1', 1],
      [`c-${backend}`, 2],
    ]);
    const turn = await store().db.selectFrom('routing_rules').select('rr_turn').where('id', '=', 'b1').executeTakeFirst();
    expect(Number(turn?.rr_turn)).toBe(4);

    await store()
      .db.insertInto('routing_hours')
      .values({ stack_id: STACK, office_id: 5, hours: JSON.stringify({ timeZone: 'UTC', days: Array(7).fill(null) }) })
      .execute();
    expect([...(await readHours(STACK)).keys()].sort()).toEqual([0, 5]);

    const agent = ROLES.agent;
    primeAppData(agent.session, agent.app);
    const until = Date.now() + 86_400_000;
    await setAvailability(agent.session, agent.session.user.id, { paused: true, until });
    expect((await readAvailability(STACK)).get(agent.session.user.id)).toEqual({ paused: true, until, by: 'Avery Agent' });
  });

  it("the report's steps with their instants and offices", async () => {
    const now = Date.now();
    const db = store().db;
    await db
      .insertInto('routing_cases')
      .values({
        id: `k-${backend}`,
        stack_id: STACK,
        user_id: 1,
        user_name: 'L',
        why: 'x',
        office_id: 5,
        status: 'claimed',
        hop: 0,
        tried: '[]',
        signup_at: now,
        received_at: now,
        lease_until: 0,
        attempts: 0,
      })
      .execute();
    await db
      .insertInto('routing_steps')
      .values([
        {
          id: `k1-${backend}`,
          case_id: `k-${backend}`,
          stack_id: STACK,
          user_id: 1,
          at: now - 120_000,
          kind: 'offered',
          agent_id: 3,
          agent_name: 'Avery Agent',
        },
        {
          id: `k2-${backend}`,
          case_id: `k-${backend}`,
          stack_id: STACK,
          user_id: 1,
          at: now - 60_000,
          kind: 'touched',
          agent_id: 3,
          agent_name: 'Avery Agent',
        },
      ])
      .execute();
    const admin = ROLES.admin;
    primeAppData(admin.session, admin.app);
    upstreamAs('admin').get('/offices').optionally().reply(200, { offices: upstreamRoutingOffices }).persist();
    const report = await readReport(admin.session, { period: 7, sort: '' }, now);
    expect(report.agents).toEqual([
      { agentId: 3, name: 'Avery Agent', received: 1, touchedInTime: 1, share: 1, medianMs: 60_000, p90Ms: 60_000, movedAway: 0 },
    ]);
    expect(report.offices.map((o) => [o.officeId, o.name, o.received])).toEqual([[5, 'San Francisco Office', 1]]);
  });
});
