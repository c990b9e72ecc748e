import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents } from '@/server/upstream/contract';
import { AGENT_SORTS } from '@/server/upstream/contract/agents';
import { ADMIN, AGENT, AGENT_ADMIN, AGENT_MANAGER, MANAGER, startTestApi, type TestApi } from './helpers';

type Row = {
  id: number;
  display_name: string;
  email: string;
  active: number;
  total_users: number;
  priority: number;
  office: string | null;
};
type Page = { agents: Row[]; total: number; from: number; to: number };

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t.stop();
});

const list = (input: Record<string, unknown>, as = ADMIN, mode: 'agent' | 'manager' = 'manager') =>
  t.call<Page>(agents.listAgents, { limit: 0, offset: 0, ...input }, { as, mode });
const created = (id: number) => (t.db().prepare('SELECT created_at FROM users WHERE id = ?').get(id) as { created_at: number }).created_at;
const officeIds = (...names: string[]) =>
  (
    t
      .db()
      .prepare(`SELECT id FROM offices WHERE name IN (${names.map(() => '?').join(',')})`)
      .all(...names) as { id: number }[]
  ).map((o) => o.id);

describe('listing agents', () => {
  it('pages: limit, offset, from/to and total; limit 0 answers all', async () => {
    const all = await list({});
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(150);
    expect(all.body.agents).toHaveLength(150);
    const page = await list({ limit: 10, offset: 20 });
    expect(page.body).toMatchObject({ total: 150, from: 21, to: 30 });
    expect(page.body.agents.map((a) => a.id)).toEqual(all.body.agents.slice(20, 30).map((a) => a.id));
    const beyond = await list({ limit: 10, offset: 500 });
    expect(beyond.body).toMatchObject({ agents: [], total: 150, from: 0, to: 0 });
  });

  it('without sort follows the manual order column', async () => {
    const rows = t.db().prepare("SELECT id FROM users WHERE stack_id = 'acme' AND kind = 'agent' ORDER BY sort_order, id").all() as {
      id: number;
    }[];
    expect((await list({})).body.agents.map((a) => a.id)).toEqual(rows.map((r) => r.id));
  });

  const byName = (a: Row, b: Row) => a.display_name.localeCompare(b.display_name, 'en', { sensitivity: 'base' }) || a.id - b.id;
  const checks: Record<(typeof AGENT_SORTS)[number], (rows: Row[]) => void> = {
    a: (rows) => expect(rows).toEqual([...rows].sort(byName)),
    z: (rows) =>
      expect(rows.map((r) => r.display_name.toLowerCase())).toEqual(
        rows
          .map((r) => r.display_name.toLowerCase())
          .sort()
          .reverse(),
      ),
    n: (rows) => expect(rows.map((r) => created(r.id))).toEqual(rows.map((r) => created(r.id)).sort((x, y) => y - x)),
    o: (rows) => expect(rows.map((r) => created(r.id))).toEqual(rows.map((r) => created(r.id)).sort((x, y) => x - y)),
    ai: (rows) => {
      expect(rows[0]?.active).toBe(0);
      expect(rows.map((r) => r.active)).toEqual(rows.map((r) => r.active).sort());
    },
    aa: (rows) => {
      expect(rows[0]?.active).toBe(1);
      expect(rows.map((r) => r.active)).toEqual(
        rows
          .map((r) => r.active)
          .sort()
          .reverse(),
      );
    },
    ud: (rows) => expect(rows.map((r) => r.total_users)).toEqual(rows.map((r) => r.total_users).sort((x, y) => y - x)),
    ua: (rows) => expect(rows.map((r) => r.total_users)).toEqual(rows.map((r) => r.total_users).sort((x, y) => x - y)),
  };
  it.each(AGENT_SORTS.map((s) => [s]))('sort %s orders as documented', async (sort) => {
    const res = await list({ sort });
    expect(res.status).toBe(200);
    expect(res.body.agents).toHaveLength(150);
    checks[sort](res.body.agents);
  });

  it('q matches name or email, case-insensitively, and treats % literally', async () => {
    const byEmail = await list({ q: 'AGENTMANAGER@' });
    expect(byEmail.body.agents.map((a) => a.email)).toEqual(['agentmanager@acme.test']);
    const byName = await list({ q: 'avery ag' });
    expect(byName.body.agents.map((a) => a.display_name)).toEqual(['Avery Agent']);
    expect((await list({ q: '%' })).body.total).toBe(0);
  });

  it('office_id keeps the office and its sub-offices', async () => {
    const region = officeIds('Bay Area Region')[0];
    const tree = officeIds('Bay Area Region', 'San Francisco Office', 'Oakland Office', 'San Jose Office');
    const res = await list({ office_id: region });
    const expected = t
      .db()
      .prepare(`SELECT count(*) AS n FROM users WHERE kind = 'agent' AND office_id IN (${tree.join(',')})`)
      .get() as { n: number };
    expect(res.body.total).toBe(expected.n);
    expect(new Set(res.body.agents.map((a) => a.office))).toEqual(
      new Set(
        ['Bay Area Region', 'San Francisco Office', 'Oakland Office', 'San Jose Office'].filter((n) =>
          res.body.agents.some((a) => a.office === n),
        ),
      ),
    );
    expect(res.body.agents.some((a) => a.office === 'San Jose Office')).toBe(true);
    expect((await list({ office_id: 9999 })).status).toBe(400);
  });

  it('a manager sees only the agents of their own office tree', async () => {
    const sf = await list({}, MANAGER);
    expect(sf.status).toBe(200);
    expect(sf.body.total).toBeGreaterThan(0);
    expect(new Set(sf.body.agents.map((a) => a.office))).toEqual(new Set(['San Francisco Office']));
    const socal = await list({}, AGENT_MANAGER, 'manager');
    expect(new Set(socal.body.agents.map((a) => a.office))).toEqual(
      new Set(['Southern California Region', 'Los Angeles Office', 'San Diego Office', 'Irvine Office']),
    );
    const outside = await list({ office_id: officeIds('Fresno Office')[0] }, MANAGER);
    expect(outside.body.total).toBe(0);
  });

  it('agent mode and plain agents are refused (403), unknown keys get 401', async () => {
    expect((await list({}, AGENT_MANAGER, 'agent')).status).toBe(403);
    expect((await list({}, AGENT_MANAGER, 'agent')).body).toEqual({ message: 'Not allowed in agent mode: switch to admin/manager mode.' });
    expect((await list({}, AGENT, 'manager')).status).toBe(403);
    const unknown = await t.call(agents.listAgents, { limit: 10, offset: 0 }, { key: 'nope' });
    expect(unknown).toMatchObject({ status: 401, body: { message: 'Invalid API key' } });
    const missing = await t.call(agents.listAgents, { limit: 10, offset: 0 });
    expect(missing).toMatchObject({ status: 401, body: { message: 'Invalid API key' } });
  });

  it('bad input is a 400 naming the field, never a 500', async () => {
    const res = await t.call(agents.listAgents, { limit: 10, offset: 0, sort: 'q' }, { as: ADMIN });
    expect(res.status).toBe(400);
    expect((res.body as { message: string }).message).toMatch(/"sort"/);
    const missing = await t.call(agents.listAgents, { offset: 0 }, { as: ADMIN });
    expect(missing.body).toEqual({ message: 'Missing required field "limit".' });
    const mode = await t.call(agents.listAgents, { limit: 1, offset: 0 }, { as: ADMIN, mode: 'boss' as 'agent' });
    expect(mode).toMatchObject({ status: 400, body: { message: 'Header X-Mode must be "agent" or "manager".' } });
  });
});

describe('changing agents', () => {
  const agentIds = () =>
    (
      t
        .db()
        .prepare("SELECT id FROM users WHERE stack_id = 'acme' AND kind = 'agent' AND email LIKE '%@acmerealty.test' ORDER BY id")
        .all() as { id: number }[]
    ).map((r) => r.id);

  it('pins and unpins', async () => {
    const id = agentIds()[30] as number;
    const pin = await t.call<{ ok: true; priority: number }>(agents.pinAgent, { agent_id: id, type: 'pin' }, { as: ADMIN });
    expect(pin.body.priority).toBeGreaterThan(0);
    expect((await t.fetch(`/__demo/agents/${id}`)).body).toMatchObject({ priority: pin.body.priority });
    const unpin = await t.call(agents.pinAgent, { agent_id: id, type: 'unpin' }, { as: ADMIN });
    expect(unpin.body).toEqual({ ok: true, priority: 0 });
  });

  it('a manager cannot pin an agent outside their offices', async () => {
    const outside = t
      .db()
      .prepare("SELECT u.id FROM users u JOIN offices o ON o.id = u.office_id WHERE o.name = 'Fresno Office' LIMIT 1")
      .get() as { id: number };
    const res = await t.call(agents.pinAgent, { agent_id: outside.id, type: 'pin' }, { as: MANAGER });
    expect(res).toMatchObject({ status: 403, body: { message: 'This agent is not in your offices.' } });
  });

  it('agent_order rewrites the manual order', async () => {
    const before = (await list({})).body.agents.map((a) => a.id);
    const reversed = [...before].reverse();
    expect((await t.call(agents.orderAgents, { order: reversed }, { as: ADMIN })).status).toBe(200);
    expect((await list({})).body.agents.map((a) => a.id)).toEqual(reversed);
    const dup = await t.call(agents.orderAgents, { order: [before[0], before[0]] }, { as: ADMIN });
    expect(dup.status).toBe(400);
    const unknown = await t.call(agents.orderAgents, { order: [999999] }, { as: ADMIN });
    expect(unknown).toMatchObject({ status: 400, body: { message: 'Field "order": agent 999999 is not one of your agents.' } });
  });

  it('creates an agent, sends the creation email, refuses a duplicate email (409)', async () => {
    const res = await t.call<{ id: number }>(
      agents.createAgent,
      { name: 'Nina New', email: 'Nina.New@acme.test', password: 'secret1' },
      { as: ADMIN },
    );
    expect(res.status).toBe(200);
    expect((await t.fetch(`/__demo/agents/${res.body.id}`)).body).toMatchObject({
      display_name: 'Nina New',
      kind: 'agent',
      stack_id: 'acme',
    });
    const mail = await t.fetch('/__demo/outbox?to=nina.new@acme.test&kind=email');
    expect((mail.body as { items: { subject: string }[] }).items.map((m) => m.subject)).toEqual(['Your Acme Realty agent account']);
    const dup = await t.call(agents.createAgent, { name: 'Nina Again', email: 'nina.new@ACME.test', password: 'secret1' }, { as: ADMIN });
    expect(dup).toMatchObject({ status: 409, body: { message: 'An account with this email already exists.' } });
    const login = await t.json('POST', '/login', { email: 'nina.new@acme.test', password: 'secret1' });
    expect(login.status).toBe(200);
  });

  it('refuses creating beyond the plan limit (403) and bad input (400)', async () => {
    const count = (await list({})).body.total;
    await t.json('POST', '/__demo/apps/acme', { plan_limit: count });
    const res = await t.call(agents.createAgent, { name: 'Over Limit', email: 'over.limit@acme.test', password: 'secret1' }, { as: ADMIN });
    expect(res).toMatchObject({ status: 403, body: { message: 'Agent limit reached. Upgrade your plan to add more agents.' } });
    await t.json('POST', '/__demo/apps/acme', { plan_limit: 200 });
    const bad = await t.call(agents.createAgent, { name: 'Bad', email: 'not-an-email', password: 'secret1' }, { as: ADMIN });
    expect(bad.status).toBe(400);
    expect((bad.body as { message: string }).message).toMatch(/"email"/);
    expect((await t.call(agents.createAgent, { name: 'No', email: 'no@acme.test', password: 'secret1' }, { as: MANAGER })).status).toBe(
      403,
    );
    const agentAdmin = await t.call(
      agents.createAgent,
      { name: 'Via Agentadmin', email: 'via.agentadmin@acme.test', password: 'secret1' },
      { as: AGENT_ADMIN, mode: 'manager' },
    );
    expect(agentAdmin.status).toBe(200);
    expect(
      (await t.call(agents.createAgent, { name: 'No', email: 'no2@acme.test', password: 'secret1' }, { as: AGENT_ADMIN, mode: 'agent' }))
        .status,
    ).toBe(403);
  });

  it('deletes an agent for good; their end users become unassigned and are told', async () => {
    const victim = t
      .db()
      .prepare("SELECT id, total_users FROM users WHERE email LIKE '%@acmerealty.test' AND total_users > 3 ORDER BY id LIMIT 1")
      .get() as { id: number; total_users: number };
    const users = t.db().prepare('SELECT id, email FROM end_users WHERE agent_id = ?').all(victim.id) as { id: number; email: string }[];
    expect(users.length).toBe(victim.total_users);
    expect((await t.call(agents.deleteAgent, { id: victim.id }, { as: ADMIN })).body).toMatchObject({ ok: true });
    expect((await t.fetch(`/__demo/agents/${victim.id}`)).status).toBe(404);
    const still = t
      .db()
      .prepare(`SELECT count(*) AS n FROM end_users WHERE id IN (${users.map((u) => u.id).join(',')}) AND agent_id IS NULL`)
      .get() as { n: number };
    expect(still.n).toBe(users.length);
    const push = await t.fetch(`/__demo/outbox?to=${encodeURIComponent(users[0]?.email ?? '')}&kind=push`);
    expect((push.body as { items: unknown[] }).items.length).toBeGreaterThan(0);
    expect((await t.call(agents.deleteAgent, { id: victim.id }, { as: ADMIN })).status).toBe(404);
    expect((await t.call(agents.deleteAgent, { id: agentIds()[0] }, { as: MANAGER })).status).toBe(403);
  });

  it('lists the office tree flat', async () => {
    const res = await t.call<{ offices: { id: number; parent_id: number; name: string }[] }>(
      agents.listOffices,
      {},
      { as: AGENT, mode: 'agent' },
    );
    expect(res.body.offices).toHaveLength(12);
    expect(res.body.offices.filter((o) => o.parent_id === 0).map((o) => o.name)).toEqual(['Acme Realty HQ']);
  });
});
