import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tags, type ResponseOf } from '@/server/upstream/contract';
import { ADMIN, AGENT, AGENT_ADMIN, BAY_ADMIN, MANAGER, startTestApi, type TestApi } from './helpers';

type Tag = ResponseOf<typeof tags.getTag>['tag'];
type Tags = { tags: Tag[] };

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t.stop();
});

const asAgent = { as: AGENT, mode: 'agent' as const };
const userId = (email: string) =>
  (t.db().prepare('SELECT id FROM users WHERE email = ? AND stack_id = ?').get(email, 'acme') as { id: number }).id;
const list = async (options: { as: string; mode?: 'agent' | 'manager' }) => (await t.call<Tags>(tags.listTags, {}, options)).body.tags;
const byName = (all: Tag[], name: string) => all.find((tag) => (tag.tag_long ?? tag.tag) === name);
/** Users carrying a tag, counted straight from the tables. */
const carriers = (tagId: number, agentId?: number) =>
  (
    t
      .db()
      .prepare(
        `SELECT count(*) AS n FROM end_user_tags x JOIN end_users e ON e.id = x.end_user_id WHERE x.tag_id = ?${agentId ? ' AND e.agent_id = ?' : ''}`,
      )
      .get(...(agentId ? [tagId, agentId] : [tagId])) as { n: number }
  ).n;

describe('the seed', () => {
  it('has tags of every kind for both apps, carried by users in believable numbers', async () => {
    const all = await list({ as: ADMIN });
    const kinds = {
      system: all.filter((x) => x.system_tag && x.id !== 0),
      super: all.filter((x) => x.super_tag),
      own: all.filter((x) => !x.system_tag && !x.super_tag),
    };
    expect(kinds.system.map((x) => x.tag)).toEqual(['imported', 'kiosk', 'kiosk-agent']);
    expect(kinds.super.map((x) => x.tag).sort()).toEqual(['Buyer', 'Past client', 'Seller', 'VIP']);
    expect(
      kinds.own
        .filter((x) => x.user_name === 'Avery Agent')
        .map((x) => x.tag)
        .sort(),
    ).toEqual(['First-time buyer', 'Hot lead', 'Investor', 'Pre-approved', 'Relocating']);
    expect(new Set(kinds.own.map((x) => x.user_id)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(all.map((x) => x.tag_color))).toEqual(new Set(['blue', 'sand', 'red', 'green', 'orange2']));
    for (const tag of all.filter((x) => x.id !== 0)) {
      expect(tag.use_count_all, tag.tag).toBe(carriers(tag.id));
      expect(tag.use_count_all, tag.tag).toBeGreaterThan(0);
    }
    const buyer = byName(all, 'Buyer');
    expect(buyer?.use_count_all).toBeGreaterThan(500);
    expect(byName(all, 'Open House')?.use_count_all).toBeGreaterThan(50);

    const bay = await list({ as: BAY_ADMIN });
    expect(bay.map((x) => x.tag)).toEqual(expect.arrayContaining(['agent', 'kiosk', 'kiosk-agent', 'Buyer', 'Seller']));
    expect(bay.some((x) => x.tag === 'VIP')).toBe(false);
  });

  it('lists the virtual Agent tag first, counting the active agents', async () => {
    const [first] = await list({ as: ADMIN });
    const agents = (
      t.db().prepare("SELECT count(*) AS n FROM users WHERE stack_id = 'acme' AND kind = 'agent' AND active = 1").get() as { n: number }
    ).n;
    expect(first).toMatchObject({
      id: 0,
      tag: 'agent',
      tag_long: 'Agent',
      system_tag: true,
      global: true,
      use_count: agents,
      use_count_all: agents,
    });
  });
});

describe('what each role sees', () => {
  it('an agent: system, super, their own tags and the Agent tag; counts among their own users; no all-agents count', async () => {
    const mine = await list(asAgent);
    const admins = await list({ as: ADMIN });
    const agentId = userId('agent@acme.test');
    expect(mine.length).toBe(1 + 3 + 4 + 5);
    expect(mine.every((x) => x.system_tag || x.super_tag || x.user_id === agentId)).toBe(true);
    expect(mine.every((x) => x.use_count_all === null)).toBe(true);
    const hot = byName(mine, 'Hot lead');
    expect(hot?.use_count).toBe(carriers(hot?.id ?? -1, agentId));
    expect(hot?.use_count).toBeGreaterThan(5);
    expect(byName(mine, 'Buyer')?.use_count).toBe(carriers(byName(admins, 'Buyer')?.id ?? -1, agentId));
    // Another agent's 'Hot lead' is not the demo agent's.
    expect(admins.filter((x) => x.tag === 'Hot lead')).toHaveLength(2);
  });

  it('an admin: every tag, with the maker of own tags; a manager reads the shared tags only', async () => {
    const all = await list({ as: ADMIN });
    expect(byName(all, 'Hot lead')?.user_name).toBeTruthy();
    expect(all.every((x) => typeof x.use_count_all === 'number')).toBe(true);
    const managers = await list({ as: MANAGER });
    expect(managers.every((x) => x.system_tag || x.super_tag)).toBe(true);
    expect(managers.length).toBe(1 + 3 + 4);
  });

  it('an agent-admin holds admin powers in manager mode only', async () => {
    expect((await list({ as: AGENT_ADMIN, mode: 'manager' })).every((x) => typeof x.use_count_all === 'number')).toBe(true);
    expect((await list({ as: AGENT_ADMIN, mode: 'agent' })).every((x) => x.use_count_all === null)).toBe(true);
  });

  it("one tag: 404 for another agent's own tag or another app's", async () => {
    const all = await list({ as: ADMIN });
    const others = all.find((x) => !x.system_tag && !x.super_tag && x.user_name !== 'Avery Agent');
    expect((await t.call(tags.getTag, { tag_id: others?.id }, asAgent)).status).toBe(404);
    expect((await t.call(tags.getTag, { tag_id: others?.id }, { as: BAY_ADMIN })).status).toBe(404);
    expect((await t.call<{ tag: Tag }>(tags.getTag, { tag_id: others?.id }, { as: ADMIN })).body.tag.id).toBe(others?.id);
  });
});

describe('creating, editing and deleting', () => {
  it('an agent creates, renames and deletes an own tag; the delete takes it from every user', async () => {
    const buyer = t.db().prepare('SELECT id FROM end_users WHERE agent_id = ? ORDER BY id LIMIT 1').get(userId('agent@acme.test')) as {
      id: number;
    };
    const created = await t.call<{ tag: Tag }>(tags.saveTag, { name: '  Weekend viewer ', color: 'green', user_id: buyer.id }, asAgent);
    expect(created.status).toBe(200);
    expect(created.body.tag).toMatchObject({
      tag: 'Weekend viewer',
      tag_color: 'green',
      super_tag: false,
      system_tag: false,
      global: false,
      use_count: 1,
      use_count_all: null,
    });
    const id = created.body.tag.id;
    const edited = await t.call<{ tag: Tag }>(tags.saveTag, { tag_id: id, name: 'Weekend viewers', color: 'red' }, asAgent);
    expect(edited.body.tag).toMatchObject({ id, tag: 'Weekend viewers', tag_color: 'red', use_count: 1 });
    expect(await t.call(tags.deleteTag, { tag_id: id }, asAgent)).toMatchObject({ status: 200, body: { ok: true, removed: 1 } });
    expect(carriers(id)).toBe(0);
    expect((await t.call(tags.getTag, { tag_id: id }, asAgent)).status).toBe(404);
  });

  it("an admin makes, edits and deletes super tags; deleting one removes it from all agents' users", async () => {
    const made = await t.call<{ tag: Tag }>(tags.saveTag, { name: 'Open to all', color: 'blue', super_tag: true }, { as: ADMIN });
    expect(made.body.tag).toMatchObject({ super_tag: true, global: true, use_count_all: 0 });
    const seller = byName(await list({ as: ADMIN }), 'Seller');
    const before = carriers(seller?.id ?? -1);
    expect(
      (await t.call<{ tag: Tag }>(tags.saveTag, { tag_id: seller?.id, name: 'Seller', color: 'orange2' }, { as: ADMIN })).body.tag,
    ).toMatchObject({ tag_color: 'orange2', super_tag: true });
    expect((await t.call(tags.deleteTag, { tag_id: seller?.id }, { as: ADMIN })).body).toEqual({ ok: true, removed: before });
    expect(before).toBeGreaterThan(100);
    expect(byName(await list(asAgent), 'Seller')).toBeUndefined();
  });

  it('refuses: system tags, the Agent tag, super tags for agents, managers, duplicates', async () => {
    const all = await list({ as: ADMIN });
    const kiosk = byName(all, 'Open House');
    const vip = byName(all, 'VIP');
    const refusals: [Record<string, unknown>, { as: string; mode?: 'agent' | 'manager' }, number, string][] = [
      [{ tag_id: kiosk?.id, name: 'Kiosk', color: 'red' }, { as: ADMIN }, 403, 'System tags cannot be changed.'],
      [{ tag_id: 0, name: 'Agents', color: 'red' }, { as: ADMIN }, 403, 'The Agent tag cannot be changed.'],
      [{ tag_id: vip?.id, name: 'VIP!', color: 'red' }, asAgent, 403, 'Only an account admin can change this tag.'],
      [{ name: 'Everyone', color: 'red', super_tag: true }, asAgent, 403, 'Only an account admin can make a tag available to all agents.'],
      [{ name: 'Managed', color: 'red' }, { as: MANAGER }, 403, 'Managers cannot change tags.'],
      [{ name: 'hot LEAD', color: 'red' }, asAgent, 409, 'A tag named "hot LEAD" already exists.'],
      [{ name: 'Agent', color: 'red' }, { as: ADMIN }, 409, 'A tag named "Agent" already exists.'],
      [{ name: 'Purple', color: 'purple' }, { as: ADMIN }, 400, ''],
    ];
    for (const [input, who, status, message] of refusals) {
      const res = await t.call<{ message: string }>(tags.saveTag, input, who);
      expect(res.status, JSON.stringify(input)).toBe(status);
      if (message) expect(res.body.message).toBe(message);
    }
    expect((await t.call(tags.deleteTag, { tag_id: kiosk?.id }, { as: ADMIN })).status).toBe(403);
    expect((await t.call(tags.deleteTag, { tag_id: 0 }, { as: ADMIN })).status).toBe(403);
    expect((await t.call(tags.deleteTag, { tag_id: vip?.id }, asAgent)).status).toBe(403);
    expect(carriers(vip?.id ?? -1)).toBeGreaterThan(0);
    expect(byName(await list({ as: ADMIN }), 'Open House')?.tag).toBe('kiosk');
  });
});

describe("a user's tags and the alert tags", () => {
  it("adds and removes a tag on the agent's own users only", async () => {
    const agentId = userId('agent@acme.test');
    const own = t.db().prepare('SELECT id FROM end_users WHERE agent_id = ? ORDER BY id LIMIT 1').get(agentId) as { id: number };
    const foreign = t
      .db()
      .prepare("SELECT id FROM end_users WHERE stack_id = 'acme' AND agent_id IS NOT ? ORDER BY id LIMIT 1")
      .get(agentId) as { id: number };
    const investor = byName(await list(asAgent), 'Investor');
    const has = () =>
      t.db().prepare('SELECT 1 FROM end_user_tags WHERE end_user_id = ? AND tag_id = ?').get(own.id, investor?.id) !== undefined;
    expect((await t.call(tags.addUserTag, { user_id: own.id, tag_id: investor?.id }, asAgent)).status).toBe(200);
    expect(has()).toBe(true);
    expect((await t.call(tags.addUserTag, { user_id: own.id, tag_id: investor?.id }, asAgent)).status).toBe(200);
    expect((await t.call(tags.removeUserTag, { user_id: own.id, tag_id: investor?.id }, asAgent)).status).toBe(200);
    expect(has()).toBe(false);
    expect((await t.call(tags.addUserTag, { user_id: foreign.id, tag_id: investor?.id }, asAgent)).status).toBe(404);
    expect((await t.call(tags.addUserTag, { user_id: own.id, tag_id: 0 }, asAgent)).status).toBe(403);
    expect((await t.call(tags.addUserTag, { user_id: own.id, tag_id: investor?.id }, { as: MANAGER })).status).toBe(403);
  });

  it("alert tags: those carried by the caller's users; the Agent tag for admins only", async () => {
    const forAdmin = (await t.call<Tags>(tags.alertTags, {}, { as: ADMIN })).body.tags;
    const forAgent = (await t.call<Tags>(tags.alertTags, {}, asAgent)).body.tags;
    expect(forAdmin[0]?.id).toBe(0);
    expect(forAgent.some((x) => x.id === 0)).toBe(false);
    expect(forAgent.length).toBeGreaterThan(3);
    expect(forAgent.every((x) => x.use_count > 0)).toBe(true);
    expect(forAdmin.every((x) => (x.use_count_all ?? 0) > 0)).toBe(true);
  });
});
