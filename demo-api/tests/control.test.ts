import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents, app, users } from '@/server/upstream/contract';
import { keyFingerprint } from '../http/record';
import { ADMIN, BAY_ADMIN, startTestApi, type TestApi } from './helpers';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t.stop();
});

const page = () =>
  t.call<{ total: number; agents: { id: number; priority: number }[] }>(agents.listAgents, { limit: 10, offset: 0 }, { as: ADMIN });

describe('/__demo control routes', () => {
  it('health answers without an api key', async () => {
    const res = await t.fetch('/__demo/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: true, public_url: t.url });
    expect((res.body as { seeded_at: number }).seeded_at).toBeGreaterThan(0);
  });

  it('accounts lists the demo accounts with their api keys', async () => {
    const res = (await t.fetch('/__demo/accounts')).body as {
      password: string;
      accounts: { email: string; apps: { stack_id: string; api_key: string }[] }[];
    };
    expect(res.password).toBe('demo1234');
    expect(res.accounts.find((a) => a.email === 'multi@demo.test')?.apps.map((a) => a.stack_id)).toEqual(['acme', 'bay']);
    expect(res.accounts.find((a) => a.email === 'admin@acme.test')?.apps[0]?.api_key).toBe(t.key(ADMIN));
  });

  it('apps/:stackId merges toggles, template, plan limit and payments', async () => {
    const res = await t.json('POST', '/__demo/apps/acme', {
      toggles: { chatEnabled: false, brandNewToggle: true },
      template: 'premier',
      plan_limit: 75,
      payments: false,
    });
    expect(res.status).toBe(200);
    const data = (
      await t.call<{ toggles: Record<string, boolean>; template: string; plan: { limit: number }; payments: boolean }>(
        app.getApp,
        { stackId: 'acme' },
        { as: ADMIN },
      )
    ).body;
    expect(data.toggles).toMatchObject({ chatEnabled: false, brandNewToggle: true, officesEnabled: true });
    expect(data).toMatchObject({ template: 'premier', plan: { limit: 75 }, payments: false });
    expect((await t.json('POST', '/__demo/apps/nowhere', {})).status).toBe(404);
    const bad = await t.json<{ message: string }>('POST', '/__demo/apps/acme', { plan_limit: 'lots' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/"plan_limit"/);
  });

  it('agents/bulk grows a brokerage to the count and raises the plan limit', async () => {
    const res = await t.json('POST', '/__demo/agents/bulk', { stackId: 'acme', count: 2000 });
    expect(res.body).toMatchObject({ ok: true, agents: 2000, plan_limit: 2000 });
    expect((await page()).body.total).toBe(2000);
    expect((await t.json('POST', '/__demo/agents/bulk', { stackId: 'acme', count: 0 })).status).toBe(400);
  });

  it('end-users/bulk grows a brokerage to the count of active users, spread over its agents, searchable', async () => {
    const before = await t.call<{ total: number }>(users.listUsers, { limit: 10, offset: 0 }, { as: ADMIN });
    const count = before.body.total + 400;
    const res = await t.json('POST', '/__demo/end-users/bulk', { stackId: 'acme', count });
    expect(res.body).toMatchObject({ ok: true, added: 400, users: count });
    const after = await t.call<{ total: number; users: { agent_id: number | null }[] }>(
      users.listUsers,
      { limit: 50, offset: 0, sort: 'j' },
      { as: ADMIN },
    );
    expect(after.body.total).toBe(before.body.total + (res.body as { added: number }).added);
    expect(after.body.users.some((u) => u.agent_id !== null)).toBe(true);
    const found = await t.call<{ total: number }>(users.listUsers, { limit: 10, offset: 0, q: 'bulk-users.test' }, { as: ADMIN });
    expect(found.body.total).toBe((res.body as { added: number }).added);
    // Already there: nothing added; beyond the limit: refused.
    expect((await t.json('POST', '/__demo/end-users/bulk', { stackId: 'acme', count: 10 })).body).toMatchObject({ added: 0 });
    expect((await t.json('POST', '/__demo/end-users/bulk', { stackId: 'acme', count: 200_001 })).status).toBe(400);
    expect((await t.json('POST', '/__demo/end-users/bulk', { stackId: 'nope', count: 10 })).status).toBe(404);
  });

  it('record notes the contract calls made meanwhile (not its own or media), then stops', async () => {
    await t.json('POST', '/__demo/record', {});
    await Promise.all([page(), t.call(agents.listOffices, {}, { as: ADMIN })]);
    await t.fetch('/__demo/health');
    const { calls } = (await t.fetch('/__demo/record')).body as {
      calls: { method: string; path: string; start: number; end: number; status: number }[];
    };
    expect(calls.map((c) => `${c.method} ${c.path.split('?')[0]}`).sort()).toEqual(['GET /agents', 'GET /offices']);
    expect(calls.every((c) => c.status === 200 && c.end > c.start)).toBe(true);
    // Sent side by side, they were under way together.
    const [a, b] = [...calls].sort((x, y) => x.start - y.start);
    expect((b?.start ?? 0) < (a?.end ?? 0)).toBe(true);
    await page();
    expect(((await t.fetch('/__demo/record')).body as { calls: unknown[] }).calls).toEqual([]);
  });

  it("record names each call's app and key by a fingerprint, never the key itself", async () => {
    await t.json('POST', '/__demo/record', {});
    await page();
    await t.call(agents.listOffices, {}, { as: BAY_ADMIN });
    const { calls } = (await t.fetch('/__demo/record')).body as { calls: { path: string; stack: string | null; keyId: string | null }[] };
    expect(calls.map((c) => [c.path.split('?')[0], c.stack, c.keyId])).toEqual([
      ['/agents', 'acme', keyFingerprint(t.key(ADMIN))],
      ['/offices', 'bay', keyFingerprint(t.key(BAY_ADMIN))],
    ]);
    expect(JSON.stringify(calls)).not.toContain(t.key(ADMIN));
  });

  it('agents/:id answers the raw row', async () => {
    const res = await t.fetch('/__demo/agents/3');
    expect(res.body).toMatchObject({ id: 3, email: 'agent@acme.test', kind: 'agent', stack_id: 'acme' });
    expect((await t.fetch('/__demo/agents/999999')).status).toBe(404);
  });

  it('outbox filters by recipient and kind', async () => {
    await t.json('POST', '/login/forgot', { email: 'admin@acme.test' });
    const mine = (await t.fetch('/__demo/outbox?to=ADMIN@acme.test&kind=email')).body as { items: { to: string; kind: string }[] };
    expect(mine.items).toEqual([expect.objectContaining({ to: 'admin@acme.test', kind: 'email' })]);
    expect(((await t.fetch('/__demo/outbox?to=admin@acme.test&kind=sms')).body as { items: unknown[] }).items).toEqual([]);
  });

  it('reset restores the seed', async () => {
    const first = (await page()).body.agents[0];
    await t.call(agents.pinAgent, { agent_id: first?.id, type: first?.priority ? 'unpin' : 'pin' }, { as: ADMIN });
    const res = await t.json<{ ok: boolean; ms: number }>('POST', '/__demo/reset');
    expect(res.body.ok).toBe(true);
    expect(res.body.ms).toBeLessThan(3000);
    const after = (await page()).body;
    expect(after.total).toBe(150);
    expect(after.agents[0]).toMatchObject({ id: first?.id, priority: first?.priority });
    const data = (await t.call<{ template: string; toggles: Record<string, boolean> }>(app.getApp, { stackId: 'acme' }, { as: ADMIN }))
      .body;
    expect(data.template).toBe('default');
    expect(data.toggles.chatEnabled).toBe(true);
    expect(((await t.fetch('/__demo/outbox')).body as { items: unknown[] }).items).toEqual([]);
  });
});

describe('faults', () => {
  it('answers a status with {message:"Injected fault"} for the next N matching calls', async () => {
    await t.json('POST', '/__demo/faults', { path: '/agents', method: 'GET', count: 2, status: 503 });
    expect(await page()).toMatchObject({ status: 503, body: { message: 'Injected fault' } });
    expect((await page()).status).toBe(503);
    expect((await page()).status).toBe(200);
  });

  it('matches paths with :param patterns and leaves other paths alone', async () => {
    await t.json('POST', '/__demo/faults', { path: '/user/profile/:id', count: 1, status: 500 });
    expect((await page()).status).toBe(200);
    expect((await t.call(agents.getProfile, { id: 3 }, { as: ADMIN })).status).toBe(500);
    expect((await t.call(agents.getProfile, { id: 3 }, { as: ADMIN })).status).toBe(200);
  });

  it('waits delay_ms before answering normally', async () => {
    await t.json('POST', '/__demo/faults', { path: '/agents', count: 1, delay_ms: 300 });
    const started = Date.now();
    expect((await page()).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('drops the connection without an answer', async () => {
    await t.json('POST', '/__demo/faults', { path: '/agents', count: 1, drop: true });
    await expect(fetch(`${t.url}/agents?limit=10&offset=0`, { headers: { 'X-API-KEY': t.key(ADMIN) } })).rejects.toThrow();
    expect((await page()).status).toBe(200);
  });

  it('sends malformed JSON', async () => {
    await t.json('POST', '/__demo/faults', { path: '/agents', count: 1, malformed: true });
    const res = await fetch(`${t.url}/agents?limit=10&offset=0`, { headers: { 'X-API-KEY': t.key(ADMIN) } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    await expect(res.json()).rejects.toThrow();
  });

  it('DELETE clears every fault; bad fault input is a 400', async () => {
    await t.json('POST', '/__demo/faults', { path: '/agents', count: 5, status: 500 });
    expect((await t.json('DELETE', '/__demo/faults')).status).toBe(200);
    expect((await page()).status).toBe(200);
    expect((await t.json('POST', '/__demo/faults', { path: 'agents', count: 1 })).status).toBe(400);
    expect((await t.json('POST', '/__demo/faults', { path: '/agents' })).body).toEqual({ message: 'Missing required field "count".' });
  });
});
