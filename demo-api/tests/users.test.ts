import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/server/upstream/contract';
import { ADMIN, AGENT, MANAGER, startTestApi, type TestApi } from './helpers';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t.stop();
});

type List = {
  users: { id: number; display_name: string; agent_id: number | null; last_login_epoch: number | null; tags: { tag: string }[] }[];
  total: number;
  ids?: number[];
};

describe('users list (demo upstream)', () => {
  it('orders by last login, most recent first, with those who never signed in last', async () => {
    const res = await t.call<List>(users.listUsers, { limit: 50, offset: 0 }, { as: ADMIN });
    expect(res.status).toBe(200);
    const logins = res.body.users.map((u) => u.last_login_epoch ?? -1);
    expect(logins).toEqual([...logins].sort((a, b) => b - a));
    expect(res.body.total).toBeGreaterThan(1000);
  });

  it('filters by tag key (kiosk) and agent, and answers every matching id for bulk changes', async () => {
    const kiosk = await t.call<List>(users.listUsers, { limit: 50, offset: 0, tag: 'kiosk' }, { as: ADMIN });
    expect(kiosk.body.total).toBeGreaterThan(0);
    for (const u of kiosk.body.users) expect(u.tags.map((x) => x.tag)).toContain('kiosk');
    const ids = await t.call<List>(users.listUsers, { limit: 1, offset: 0, tag: 'kiosk', ids_only: '1' }, { as: ADMIN });
    expect(ids.body.ids).toHaveLength(kiosk.body.total);
    const agentId = kiosk.body.users.find((u) => u.agent_id)?.agent_id as number;
    const mine = await t.call<List>(users.listUsers, { limit: 50, offset: 0, agent: agentId }, { as: ADMIN });
    for (const u of mine.body.users) expect(u.agent_id).toBe(agentId);
  });

  it("shows an agent only their own users and a manager their offices' agents' users", async () => {
    const admin = await t.call<List>(users.listUsers, { limit: 10, offset: 0 }, { as: ADMIN });
    const agent = await t.call<List>(users.listUsers, { limit: 50, offset: 0 }, { as: AGENT, mode: 'agent' });
    const manager = await t.call<List>(users.listUsers, { limit: 10, offset: 0 }, { as: MANAGER });
    expect(agent.body.total).toBeLessThan(admin.body.total);
    expect(new Set(agent.body.users.map((u) => u.agent_id)).size).toBe(1);
    expect(manager.body.total).toBeLessThan(admin.body.total);
  });

  it('records an agent change per user; a manager moves users only among the agents of their office tree', async () => {
    const list = await t.call<List>(users.listUsers, { limit: 2, offset: 0, sort: 'a' }, { as: ADMIN });
    const ids = list.body.users.map((u) => u.id);
    const agent = (
      t.db().prepare("SELECT id FROM users WHERE stack_id = 'acme' AND kind = 'agent' AND active = 1 ORDER BY id DESC LIMIT 1").get() as {
        id: number;
      }
    ).id;
    const before = (
      t
        .db()
        .prepare('SELECT count(*) AS n FROM agent_changes WHERE user_id IN (?, ?)')
        .get(...ids) as { n: number }
    ).n;
    const res = await t.call<{ changed: number }>(users.changeAgents, { user_ids: ids, agent_id: agent }, { as: ADMIN });
    expect(res.status).toBe(200);
    const rows = t
      .db()
      .prepare('SELECT user_id, to_agent_id, changed_by FROM agent_changes WHERE user_id IN (?, ?) ORDER BY id DESC LIMIT ?')
      .all(...ids, res.body.changed) as { to_agent_id: number; changed_by: number }[];
    expect(
      (
        t
          .db()
          .prepare('SELECT count(*) AS n FROM agent_changes WHERE user_id IN (?, ?)')
          .get(...ids) as { n: number }
      ).n,
    ).toBe(before + res.body.changed);
    for (const r of rows) expect(r.to_agent_id).toBe(agent);
    // A manager: their own users to an agent of their office tree, never to another office's agent.
    const mine = await t.call<List>(users.listUsers, { limit: 1, offset: 0, sort: 'a' }, { as: MANAGER });
    const userId = mine.body.users[0]?.id as number;
    const manager = t.db().prepare("SELECT office_id FROM users WHERE email = 'manager@acme.test'").get() as { office_id: number };
    const agentsOf = (inside: boolean) =>
      (
        t
          .db()
          .prepare(
            `SELECT id FROM users WHERE stack_id = 'acme' AND kind = 'agent' AND active = 1 AND office_id ${inside ? '=' : '<>'} ? ORDER BY id`,
          )
          .all(manager.office_id) as { id: number }[]
      ).map((r) => r.id);
    const refused = await t.call(users.changeAgents, { user_ids: [userId], agent_id: agentsOf(false)[0] as number }, { as: MANAGER });
    expect(refused.status).toBe(404);
    const moved = await t.call<{ changed: number }>(
      users.changeAgents,
      { user_ids: [userId], agent_id: agentsOf(true).at(-1) as number },
      { as: MANAGER },
    );
    expect(moved.status).toBe(200);
  });

  it('refuses a duplicate email on create and reports CSV duplicates and existing emails', async () => {
    const dup = await t.call<{ message: string }>(
      users.createUser,
      { display_name: 'Blake', email: 'buyer@acme.test', password: 'secret1', phone: '4155550100', send_email: false, send_sms: false },
      { as: ADMIN },
    );
    expect(dup.status).toBe(409);
    const csv = 'name,email,phone\nAnn,ann.csv@acme.test,\nAnn Again,ANN.csv@acme.test,\nBlake,buyer@acme.test,\n';
    const res = await t.call<{ data: { ok_rows: unknown[]; error_rows: { row: number; reason: string }[] } }>(
      users.userCsvPreview,
      {},
      { as: ADMIN, files: { file: { name: 'u.csv', type: 'text/csv', bytes: csv } } },
    );
    expect(res.body.data.ok_rows).toHaveLength(1);
    expect(res.body.data.error_rows).toEqual([
      expect.objectContaining({ row: 3, reason: 'Duplicate email in file (row 2)' }),
      expect.objectContaining({ row: 4, reason: 'Email already belongs to a user' }),
    ]);
  });
});
