import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userDetail, users } from '@/server/upstream/contract';
import { ADMIN, startTestApi, type TestApi } from './helpers';

type User = { source?: string | null; has_direct_agent?: boolean | number; agent_id: number | null };

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t.stop();
});

const getUser = async (id: number) => (await t.call<{ user: User }>(userDetail.getUser, { id }, { as: ADMIN })).body.user;
const mix = () =>
  Object.fromEntries(
    t
      .db()
      .prepare(
        "SELECT coalesce(source, 'none') AS source, count(*) AS n FROM end_users WHERE stack_id = 'acme' GROUP BY source ORDER BY source",
      )
      .all()
      .map((r) => {
        const row = r as { source: string; n: number };
        return [row.source, row.n];
      }),
  );

describe("end users' sources", () => {
  it('the seed gives every user a source, in a believable mix; the same on every seed', async () => {
    const counts = mix();
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    expect(counts.none).toBeUndefined();
    expect(Object.keys(counts).sort()).toEqual(['agent_link', 'app', 'dashboard', 'import', 'open_house', 'web']);
    expect(counts.app ?? 0).toBeGreaterThan(total * 0.3);
    for (const s of ['web', 'agent_link', 'import', 'open_house']) expect(counts[s] ?? 0, s).toBeGreaterThan(total * 0.04);
    expect(counts.dashboard ?? 0).toBeLessThan(total * 0.05);
    expect((await t.fetch('/__demo/reset', { method: 'POST' })).status).toBe(200);
    expect(mix()).toEqual(counts);
  });

  it('agrees with the tags and the agents: imports are tagged, an agent link is the agent of the user', () => {
    const db = t.db();
    const odd = db
      .prepare(
        `SELECT count(*) AS n FROM end_users e WHERE (e.source = 'agent_link') <> (e.via_agent_id IS NOT NULL)
           OR (e.via_agent_id IS NOT NULL AND e.via_agent_id IS NOT e.agent_id)`,
      )
      .get() as { n: number };
    expect(odd.n).toBe(0);
    const untagged = db
      .prepare(
        `SELECT count(*) AS n FROM end_users e WHERE e.source = 'import' AND e.id NOT IN
           (SELECT x.end_user_id FROM end_user_tags x JOIN tags t ON t.id = x.tag_id WHERE t.tag = 'imported')`,
      )
      .get() as { n: number };
    expect(untagged.n).toBe(0);
  });

  it("getUser answers the source, and has_direct_agent only for a user who came through their agent's link", async () => {
    const pick = (sql: string) => (t.db().prepare(sql).get() as { id: number }).id;
    const linked = await getUser(pick("SELECT id FROM end_users WHERE stack_id = 'acme' AND source = 'agent_link' ORDER BY id LIMIT 1"));
    expect(linked).toMatchObject({ source: 'agent_link', has_direct_agent: true });
    const assigned = await getUser(
      pick("SELECT id FROM end_users WHERE stack_id = 'acme' AND source = 'app' AND agent_id IS NOT NULL ORDER BY id LIMIT 1"),
    );
    expect(assigned.agent_id).not.toBeNull();
    expect(assigned).toMatchObject({ source: 'app', has_direct_agent: false });
  });

  it("the new-user dialog's users are 'dashboard', the CSV import's 'import'", async () => {
    const made = await t.call<{ id: number }>(
      users.createUser,
      {
        display_name: 'Dana Dialog',
        email: 'dana.dialog@example.com',
        phone: '4155550123',
        password: 'secret123',
        send_email: false,
        send_sms: false,
      },
      { as: ADMIN },
    );
    expect(await getUser(made.body.id)).toMatchObject({ source: 'dashboard', has_direct_agent: false, agent_id: null });
    await t.call(users.userPublish, { rows: [{ row: 2, name: 'Ivy Import', email: 'ivy.import@example.com', phone: '' }] }, { as: ADMIN });
    const id = ((await t.fetch('/__demo/end-users?email=ivy.import@example.com')).body as { id: number }).id;
    expect(await getUser(id)).toMatchObject({ source: 'import', has_direct_agent: false });
  });
});
