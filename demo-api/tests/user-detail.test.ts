import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userDetail, type ResponseOf } from '@/server/upstream/contract';
import { ADMIN, AGENT, BAY_ADMIN, MANAGER, startTestApi, type TestApi } from './helpers';

type User = ResponseOf<typeof userDetail.getUser>['user'];

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t.stop();
});

const asAgent = { as: AGENT, mode: 'agent' as const };
const endUser = (email: string) =>
  t.db().prepare('SELECT * FROM end_users WHERE email = ?').get(email) as {
    id: number;
    agent_id: number | null;
    active: number;
    phone: string | null;
  };
const account = (email: string) =>
  t.db().prepare("SELECT * FROM users WHERE stack_id = 'acme' AND email = ?").get(email) as
    { id: number; kind: string; office_id: number | null } | undefined;
const getUser = async (id: number, as: { as: string; mode?: 'agent' | 'manager' } = { as: ADMIN }) =>
  t.call<{ user: User }>(userDetail.getUser, { id }, as);

describe('the seed', () => {
  it('gives the demo buyer every card: counts, tags, agent, history, notes, viewings and activity of every type', async () => {
    const buyer = endUser('buyer@acme.test');
    const { body } = await getUser(buyer.id);
    expect(body.user.agent?.display_name).toBe('Avery Agent');
    expect(body.user.meta.favorites).toBeGreaterThan(0);
    expect(body.user.meta.notes).toBeGreaterThan(0);
    expect(body.user.meta.saved_searches).toBe(3);
    expect(body.user.meta.scheduled).toBe(3);
    const history = await t.call<{ history: unknown[] }>(userDetail.agentChangeHistory, { id: buyer.id }, { as: ADMIN });
    expect(history.body.history).toHaveLength(2);
    const notes = await t.call<{ notes: string }>(userDetail.agentNotes, { id: buyer.id }, asAgent);
    expect(notes.body.notes).toMatch(/quiet street/);
    const types = t
      .db()
      .prepare('SELECT DISTINCT type FROM events WHERE user_id = ?')
      .all(buyer.id)
      .map((r) => (r as { type: string }).type)
      .sort();
    expect(types).toEqual(['fav', 'note', 'open', 'share', 'view']);
    for (const type of ['fav', 'scheduled', 'notes', 'saved'] as const) {
      const data = await t.call<{ items: unknown[] }>(userDetail.userData, { id: buyer.id, type }, { as: ADMIN });
      expect(data.body.items.length, type).toBeGreaterThan(0);
    }
  });

  it('marks the app-store review account protected', async () => {
    expect((await getUser(endUser('appreview@acme.test').id)).body.user.protected).toBe(true);
  });
});

describe('who sees a user', () => {
  it("an agent sees their own users only; a manager their offices' users; another app nobody", async () => {
    const buyer = endUser('buyer@acme.test').id;
    const other = (
      t
        .db()
        .prepare(
          "SELECT id FROM end_users WHERE stack_id = 'acme' AND agent_id IS NOT (SELECT id FROM users WHERE email = 'agent@acme.test') LIMIT 1",
        )
        .get() as { id: number }
    ).id;
    expect((await getUser(buyer, asAgent)).status).toBe(200);
    expect((await getUser(other, asAgent)).status).toBe(404);
    expect((await getUser(buyer, { as: MANAGER })).status).toBe(200);
    expect((await getUser(buyer, { as: BAY_ADMIN })).status).toBe(404);
  });

  it('refuses agent notes to managers', async () => {
    const buyer = endUser('buyer@acme.test').id;
    expect((await t.call(userDetail.agentNotes, { id: buyer }, { as: MANAGER })).status).toBe(403);
    expect((await t.call(userDetail.saveAgentNotes, { id: buyer, notes: 'x' }, { as: MANAGER })).status).toBe(403);
  });
});

describe('changes', () => {
  it('saves a field, refusing a bad email and an empty name', async () => {
    const casey = endUser('casey.edit@example.com').id;
    expect((await t.call(userDetail.saveUserField, { user_id: casey, field: 'email', value: 'nope' }, { as: ADMIN })).status).toBe(400);
    expect((await t.call(userDetail.saveUserField, { user_id: casey, field: 'display_name', value: ' ' }, { as: ADMIN })).status).toBe(400);
    expect((await t.call(userDetail.saveUserField, { user_id: casey, field: 'phone', value: '' }, { as: ADMIN })).status).toBe(200);
    expect(endUser('casey.edit@example.com').phone).toBeNull();
  });

  it('records an agent change with who made it', async () => {
    const casey = endUser('casey.edit@example.com');
    const to = (
      t
        .db()
        .prepare("SELECT id FROM users WHERE stack_id = 'acme' AND kind = 'agent' AND active = 1 AND id <> ? ORDER BY id LIMIT 1")
        .get(casey.agent_id) as { id: number }
    ).id;
    expect((await t.call(userDetail.changeUserAgent, { user_id: casey.id, agent_id: to }, { as: ADMIN })).status).toBe(200);
    const { body } = await t.call<{ history: { from_agent_name: string; to_agent_name: string; assigned_by_name: string }[] }>(
      userDetail.agentChangeHistory,
      { id: casey.id },
      { as: ADMIN },
    );
    expect(body.history[0]).toMatchObject({ from_agent_name: 'Avery Agent', assigned_by_name: expect.any(String) });
    expect(endUser('casey.edit@example.com').agent_id).toBe(to);
    expect((await t.call(userDetail.changeUserAgent, { user_id: casey.id, agent_id: to }, asAgent)).status).toBe(403);
  });

  it('promotes to agent and to manager by creating the account, once', async () => {
    const parker = endUser('promote.agent@example.com').id;
    expect((await t.call(userDetail.promoteAgent, { user_id: parker }, { as: ADMIN })).status).toBe(200);
    expect(account('promote.agent@example.com')?.kind).toBe('agent');
    expect((await getUser(parker)).body.user.type).toBe('agent');
    expect((await t.call(userDetail.promoteAgent, { user_id: parker }, { as: ADMIN })).status).toBe(409);

    const quinn = endUser('promote.manager@example.com').id;
    const office = (t.db().prepare("SELECT office_id FROM users WHERE email = 'manager@acme.test'").get() as { office_id: number })
      .office_id;
    const hq = (t.db().prepare("SELECT id FROM offices WHERE stack_id = 'acme' AND parent_id = 0").get() as { id: number }).id;
    expect((await t.call(userDetail.promoteManager, { user_id: quinn, office_id: hq }, { as: MANAGER })).status).toBe(403);
    expect((await t.call(userDetail.promoteManager, { user_id: quinn, office_id: office }, { as: MANAGER })).status).toBe(200);
    expect(account('promote.manager@example.com')).toMatchObject({ kind: 'manager', office_id: office });
  });

  it('deactivates and reactivates, never the protected account', async () => {
    const riley = endUser('riley.inactive@example.com').id;
    expect((await t.call(userDetail.setUserActive, { user_id: riley, status: 0 }, { as: ADMIN })).status).toBe(200);
    expect(endUser('riley.inactive@example.com').active).toBe(0);
    expect((await t.call(userDetail.setUserActive, { user_id: riley, status: 1 }, { as: ADMIN })).status).toBe(200);
    expect((await t.call(userDetail.setUserActive, { user_id: endUser('appreview@acme.test').id, status: 0 }, { as: ADMIN })).status).toBe(
      403,
    );
  });
});
