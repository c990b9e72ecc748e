import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import nock from 'nock';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RoutingRule } from '@/lib/routing/model';
import { startDemoApi, type DemoApi } from '@/demo-api/server';
import { enableRouting, routingStatus } from '@/server/routing/brokerage';
import { catchAllRule } from '@/lib/routing/rules';
import { catchAllId, storeRules } from '@/server/routing/config';
import { noteUser, routingStepsAwaited, routingTick, stopRouting } from '@/server/routing/engine';
import { touchOwnLead } from '@/server/routing/leads';
import { readReport } from '@/server/routing/report';
import { brokerageById } from '@/server/routing/upstream';
import { sessionFrom, type Session } from '@/server/session';
import { store } from '@/server/store';
import { call } from '@/server/upstream/client';
import { agents as agentCalls, auth as authCalls, userDetail } from '@/server/upstream/contract';
import { STORE_BACKENDS, storeBackends } from '@/tests/support/store-backends';
import { resetConfigForTests } from '@/server/config';
import { setTestEnvironment } from './support/harness';

/**
 * The routing engine against the real demo upstream (its HTTP server and database) and the real store
 * on both backends: a sign-up routed by round robin, windows running out through every hop to the
 * fallback, a touch that keeps the lead, two instances racing and a step cut short acting once each
 * (counted in the upstream's own agent change history), and a refused key pausing without a loss.
 */
vi.mock('next/headers', () => import('./support/next-headers'));
process.env.LOG_LEVEL = 'silent';

const stores = storeBackends('routing-engine');
const dataDir = mkdtempSync(path.join(tmpdir(), 'routing-engine-demo-'));
let demo: DemoApi;

beforeAll(async () => {
  // A real upstream over real HTTP: nock steps aside for this file.
  nock.restore();
  demo = await startDemoApi({ port: 0, dataDir });
  stopRouting();
  routingStepsAwaited(true);
});
afterAll(async () => {
  if (!nock.isActive()) nock.activate();
  await demo.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function signIn(email: string): Promise<Session> {
  const answer = await call(authCalls.login, { email, password: 'demo1234', stack_id: 'acme' }, null);
  if (!answer.api_key || !answer.user) throw new Error(`no sign-in for ${email}`);
  return sessionFrom(answer.api_key, 'acme', answer.user);
}

async function control(method: string, route: string, body?: unknown) {
  const res = await fetch(`${demo.url}/__demo${route}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
}

let n = 0;
async function signUp(): Promise<number> {
  n += 1;
  const answer = await control('POST', '/signup', {
    stack_id: 'acme',
    name: `Lead ${n} ${Date.now()}`,
    email: `lead-${n}-${Date.now()}@example.com`,
    phone: '415-555-0100',
  });
  return answer.user_id as number;
}

const db = () => store().db;
const caseOf = (userId: number) =>
  db().selectFrom('routing_cases').selectAll().where('stack_id', '=', 'acme').where('user_id', '=', userId).executeTakeFirstOrThrow();
const stepsOf = async (userId: number) =>
  (
    await db()
      .selectFrom('routing_steps')
      .select(['kind', 'agent_name', 'detail'])
      .where('user_id', '=', userId)
      .orderBy('at')
      .orderBy('id')
      .execute()
  ).map((s) => `${s.kind}:${s.agent_name ?? ''}`);
const expire = (userId: number) =>
  db()
    .updateTable('routing_cases')
    .set({ deadline_at: Date.now() - 1, due_at: Date.now() - 1 })
    .where('user_id', '=', userId)
    .where('stack_id', '=', 'acme')
    .execute();

describe.each(STORE_BACKENDS)('the routing engine on %s', (backend) => {
  let admin: Session;
  let agentIds: number[];
  let names: Map<number, string>;
  const history = async (userId: number) =>
    (await call(userDetail.agentChangeHistory, { id: userId }, { apiKey: admin.apiKey, mode: 'manager' })).history;

  beforeAll(async () => {
    stores.open(backend);
    setTestEnvironment({
      UPSTREAM_API_URL: demo.url,
      CREDENTIAL_KEYS: Buffer.alloc(32, backend.length).toString('base64'),
      DATABASE_URL: process.env.DATABASE_URL,
      DATABASE_FILE: process.env.DATABASE_FILE,
    });
    await control('POST', '/reset');
    admin = await signIn('admin@acme.test');
    const { agents } = await call(agentCalls.listAgents, { limit: 0, offset: 0 }, { apiKey: admin.apiKey, mode: 'manager' });
    const chosen = agents.filter((a) => ['agent@acme.test', 'agentadmin@acme.test'].includes(a.email)).sort((a, b) => a.id - b.id);
    agentIds = chosen.map((a) => a.id);
    names = new Map(chosen.map((a) => [a.id, a.display_name]));
    await enableRouting(admin);
    const rule: RoutingRule = {
      ...catchAllRule('two'),
      id: 'two',
      name: 'Two agents',
      catchAll: false,
      agents: agentIds.map((agentId) => ({ agentId, weight: 1 })),
    };
    await storeRules('acme', [rule, catchAllRule(catchAllId('acme'))]);
    await db()
      .insertInto('routing_hours')
      .values({
        stack_id: 'acme',
        office_id: 0,
        hours: JSON.stringify({ timeZone: 'UTC', days: Array.from({ length: 7 }, () => ({ open: 0, close: 1440 })) }),
      })
      .execute();
  });

  const since = async () =>
    Number(
      (await db().selectFrom('routing_brokerages').select('enabled_at').where('stack_id', '=', 'acme').executeTakeFirstOrThrow())
        .enabled_at,
    );
  const note = async (userId: number) => noteUser((await brokerageById('acme'))!, userId, await since());

  it('keeps only ciphertext of the api key in the store', async () => {
    const row = await db().selectFrom('routing_brokerages').selectAll().where('stack_id', '=', 'acme').executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain('dk_acme');
    expect(JSON.stringify(row)).not.toContain(admin.apiKey);
  });

  it('routes a sign-up by round robin, then on through every hop to the fallback, one upstream change a step', async () => {
    const user = await signUp();
    expect(await note(user)).toBe(true);
    await routingTick();
    const first = await caseOf(user);
    expect(first.status).toBe('offered');
    expect(agentIds).toContain(first.agent_id);
    expect(await history(user)).toHaveLength(1);

    await expire(user);
    await routingTick();
    const second = await caseOf(user);
    expect(second.status).toBe('offered');
    expect(second.agent_id).not.toBe(first.agent_id);
    expect(await history(user)).toHaveLength(2);

    await expire(user);
    await routingTick();
    const last = await caseOf(user);
    expect(last.status).toBe('fallback');
    expect(last.agent_id).toBeNull();
    const changes = await history(user);
    expect(changes).toHaveLength(3);
    expect(changes[0]?.to_agent_name).toBeNull();
    expect(await stepsOf(user)).toEqual([
      `routed:${names.get(first.agent_id as number)}`,
      `expired:${names.get(first.agent_id as number)}`,
      `rerouted:${names.get(second.agent_id as number)}`,
      `expired:${names.get(second.agent_id as number)}`,
      'fallback:',
    ]);
  });

  it('a tap on Call by the offered agent keeps the lead: no window end moves it', async () => {
    const user = await signUp();
    await note(user);
    await routingTick();
    const offered = await caseOf(user);
    const email = offered.agent_id === agentIds[0] ? 'agent@acme.test' : 'agentadmin@acme.test';
    const agent = await signIn(email);
    expect(await touchOwnLead(agent, user, 'call')).not.toBeNull();
    await expire(user);
    await routingTick();
    expect((await caseOf(user)).status).toBe('claimed');
    expect((await caseOf(user)).touch).toBe('call');
    expect(await history(user)).toHaveLength(1);
    // Another agent's tap changes nothing.
    const other = await signIn(email === 'agent@acme.test' ? 'agentadmin@acme.test' : 'agent@acme.test');
    expect(await touchOwnLead(other, user, 'call')).toBeNull();
  });

  it("the report counts the engine's own steps: received, touched in time, moved away", async () => {
    const report = await readReport(admin, { period: 7, sort: 'name' });
    const rows = new Map(report.agents.map((r) => [r.agentId, r]));
    const received = agentIds.map((id) => rows.get(id)?.received ?? 0);
    expect(received.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(3);
    expect(agentIds.map((id) => rows.get(id)?.movedAway ?? 0).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(2);
    expect(agentIds.some((id) => (rows.get(id)?.touchedInTime ?? 0) >= 1)).toBe(true);
  });

  it('the same sign-up noted twice (a replay, the sweep) opens one case', async () => {
    const user = await signUp();
    expect(await note(user)).toBe(true);
    expect(await note(user)).toBe(false);
    await routingTick();
    expect(await history(user)).toHaveLength(1);
  });

  it('two instances ticking at once act once on each case', async () => {
    const users = await Promise.all(Array.from({ length: 6 }, () => signUp()));
    for (const u of users) await note(u);
    await Promise.all([routingTick(), routingTick(), routingTick()]);
    for (const u of users) {
      expect((await caseOf(u)).status).toBe('offered');
      expect(await history(u)).toHaveLength(1);
      expect((await stepsOf(u)).filter((s) => s.startsWith('routed'))).toHaveLength(1);
    }
  });

  it('a step cut short after its upstream change is finished by the next holder without a second change', async () => {
    const user = await signUp();
    await note(user);
    const c = await caseOf(user);
    const target = agentIds[1] as number;
    const intent = {
      id: crypto.randomUUID(),
      change: target,
      status: 'offered',
      agentId: target,
      agentName: names.get(target),
      group: null,
      ruleId: 'two',
      ruleName: 'Two agents',
      windowMinutes: 5,
      officeId: null,
      why: 'App sign-up',
      step: 'routed',
      event: 'routing.assign',
      summary: 'Routed lead',
    };
    // The killed holder wrote its intent and made the change, then died before recording it.
    await db()
      .updateTable('routing_cases')
      .set({ intent: JSON.stringify(intent), lease_owner: 'killed', lease_until: Date.now() - 1 })
      .where('id', '=', c.id)
      .execute();
    await call(userDetail.changeUserAgent, { user_id: user, agent_id: target }, { apiKey: admin.apiKey, mode: 'manager' });
    await routingTick();
    const done = await caseOf(user);
    expect(done.status).toBe('offered');
    expect(done.agent_id).toBe(target);
    expect(await history(user)).toHaveLength(1);
  });

  it('a refused key pauses routing, loses no lead, and resumes with the current key', async () => {
    const user = await signUp();
    await note(user);
    await control('POST', '/faults', { path: '/users/:id', method: 'GET', count: 1, status: 401 });
    await routingTick();
    expect((await routingStatus('acme')).paused).toBe(true);
    expect((await caseOf(user)).status).toBe('new');
    await routingTick();
    expect((await caseOf(user)).status).toBe('new');
    await enableRouting(admin);
    await routingTick();
    expect((await caseOf(user)).status).toBe('offered');
    expect((await routingStatus('acme')).paused).toBe(false);
  });
  it("demo mode: after the demo restores its seed, the sweep leaves the seed's users and routes later sign-ups", async () => {
    process.env.DEMO_MODE = '1';
    resetConfigForTests();
    try {
      await control('POST', '/reset');
      const nina = (await (await fetch(`${demo.url}/__demo/end-users?email=nina.newman%40example.com`)).json()) as { id: number };
      // The upstream counts whole seconds: a sign-up in the seed's own second cannot be told from the seed.
      const { seeded_at: seededAt } = (await (await fetch(`${demo.url}/__demo/health`)).json()) as { seeded_at: number };
      await vi.waitFor(() => expect(Math.floor(Date.now() / 1000)).toBeGreaterThan(seededAt), { timeout: 5_000, interval: 50 });
      const before = Date.now();
      const user = await signUp();
      await db().updateTable('routing_brokerages').set({ sweep_due_at: 0 }).where('stack_id', '=', 'acme').execute();
      await routingTick();
      const cases = await db()
        .selectFrom('routing_cases')
        .select('user_id')
        .where('stack_id', '=', 'acme')
        .where('received_at', '>=', before)
        .execute();
      // The demo reuses the ids of the users its reset removed: the new sign-up's case is one of its own.
      expect(cases.map((c) => c.user_id).filter((id) => id === nina.id || id === user)).toEqual([user]);
    } finally {
      delete process.env.DEMO_MODE;
      resetConfigForTests();
    }
  });
});
