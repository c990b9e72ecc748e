import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app, userDetail } from '@/server/upstream/contract';
import { ADMIN, AGENT, MANAGER, startTestApi, type TestApi } from './helpers';

type MostViewed = { items: { photo: string | null; data: { PropertyID: string; frequency: number; City: string } }[] };
type Recent = { items: { id: number; created_epoch: number }[] };
type History = {
  items: {
    type: string;
    listing_key: string;
    user_name: string;
    note: string | null;
    event_time: number;
    address: string;
    photo: string | null;
  }[];
};
type Totals = {
  totals: { total_users: number; logins_month: number; views_6_months: number; views_by_month: { month: string; count: number }[] };
};

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t.stop();
});

const DAY = 86_400;
const AGENT_ID = 3;
const stats = <T>(input: Record<string, unknown>, as = ADMIN, mode?: 'agent' | 'manager') => t.call<T>(app.stats, input, { as, mode });
const q = <T>(sql: string, ...params: unknown[]) =>
  t
    .db()
    .prepare(sql)
    .all(...params) as T[];
const now = () => Math.floor(Date.now() / 1000);
/** Inactive users disappear from the dashboard: their activity counts nowhere. */
const ACTIVE_EVENTS = 'user_id NOT IN (SELECT id FROM end_users WHERE active = 0)';

describe('stats computed from the stored activity', () => {
  it('most_viewed: views of the past 7 days by listing, most first', async () => {
    const res = await stats<MostViewed>({ type: 'most_viewed' });
    const expected = q<{ k: string; n: number }>(
      `SELECT listing_key AS k, count(*) AS n FROM events WHERE stack_id = 'acme' AND type = 'view' AND time >= ? AND ${ACTIVE_EVENTS} GROUP BY k ORDER BY n DESC, k LIMIT 10`,
      now() - 7 * DAY,
    );
    expect(res.body.items.map((i) => [i.data.PropertyID, i.data.frequency])).toEqual(expected.map((e) => [e.k, e.n]));
    expect(res.body.items[0]?.photo).toMatch(/\/media\/listing\/ML8\d+\/1\.png$/);
  });

  it('recent_users: the newest end users', async () => {
    const res = await stats<Recent>({ type: 'recent_users' });
    const expected = q<{ id: number }>(
      "SELECT id FROM end_users WHERE stack_id = 'acme' AND active = 1 ORDER BY created_at DESC, id DESC LIMIT 10",
    );
    expect(res.body.items.map((i) => i.id)).toEqual(expected.map((e) => e.id));
    expect(res.body.items[0]?.created_epoch).toBeGreaterThan(now() - 14 * DAY);
  });

  it('history: the latest 50 events, newest first, with address and note', async () => {
    const res = await stats<History>({ type: 'history' });
    const expected = q<{ k: string; time: number }>(
      `SELECT listing_key AS k, time FROM events WHERE stack_id = 'acme' AND ${ACTIVE_EVENTS} ORDER BY time DESC, id DESC LIMIT 50`,
    );
    expect(res.body.items).toHaveLength(50);
    expect(res.body.items.map((i) => [i.listing_key, i.event_time])).toEqual(expected.map((e) => [e.k, e.time]));
    expect(res.body.items[0]?.address).toMatch(/, CA \d{5}$/);
    const notes = await stats<History>({ type: 'history', subtype: 'note' });
    expect(notes.body.items.every((i) => i.type === 'note' && i.note)).toBe(true);
  });

  it('totals: users, logins this month, views per calendar month (oldest first, current last)', async () => {
    const res = await stats<Totals>({ type: 'totals' });
    const d = new Date();
    const monthStart = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) / 1000;
    const firstMonth = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 5, 1) / 1000;
    const { totals } = res.body;
    // The generated 3000 plus the few named users areas seed for their own tests.
    expect(totals.total_users).toBe(q<{ n: number }>("SELECT count(*) AS n FROM end_users WHERE stack_id = 'acme' AND active = 1")[0]?.n);
    expect(totals.total_users).toBeGreaterThanOrEqual(3000);
    expect(totals.logins_month).toBe(
      q<{ n: number }>(`SELECT count(*) AS n FROM logins WHERE stack_id = 'acme' AND time >= ? AND ${ACTIVE_EVENTS}`, monthStart)[0]?.n,
    );
    expect(totals.views_by_month).toHaveLength(6);
    expect(totals.views_by_month.at(-1)?.month).toBe(d.toISOString().slice(0, 7));
    expect(totals.views_by_month.map((m) => m.month)).toEqual([...totals.views_by_month.map((m) => m.month)].sort());
    expect(totals.views_6_months).toBe(totals.views_by_month.reduce((s, m) => s + m.count, 0));
    expect(totals.views_6_months).toBe(
      q<{ n: number }>(
        `SELECT count(*) AS n FROM events WHERE stack_id = 'acme' AND type = 'view' AND time >= ? AND ${ACTIVE_EVENTS}`,
        firstMonth,
      )[0]?.n,
    );
  });
});

describe('stats scope', () => {
  it('an agent sees their own users only', async () => {
    const mine = new Set(q<{ id: number }>('SELECT id FROM end_users WHERE agent_id = ? AND active = 1', AGENT_ID).map((r) => r.id));
    const totals = await stats<Totals>({ type: 'totals' }, AGENT, 'agent');
    expect(totals.body.totals.total_users).toBe(mine.size);
    const recent = await stats<Recent>({ type: 'recent_users' }, AGENT, 'agent');
    expect(recent.body.items.every((i) => mine.has(i.id))).toBe(true);
    const names = new Set(
      q<{ display_name: string }>('SELECT display_name FROM end_users WHERE agent_id = ?', AGENT_ID).map((r) => r.display_name),
    );
    const history = await stats<History>({ type: 'history' }, AGENT, 'agent');
    expect(history.body.items.length).toBeGreaterThan(0);
    expect(history.body.items.every((i) => names.has(i.user_name))).toBe(true);
  });

  it('a manager sees the users of the agents of their offices', async () => {
    const expected = q<{ n: number }>(
      "SELECT count(*) AS n FROM end_users WHERE active = 1 AND agent_id IN (SELECT u.id FROM users u JOIN offices o ON o.id = u.office_id WHERE o.name = 'San Francisco Office')",
    )[0]?.n;
    expect((await stats<Totals>({ type: 'totals' }, MANAGER)).body.totals.total_users).toBe(expected);
  });

  it('user_id narrows to one end user the caller can see', async () => {
    const buyer = q<{ id: number }>("SELECT id FROM end_users WHERE email = 'buyer@acme.test'")[0]?.id;
    const history = await stats<History>({ type: 'history', user_id: buyer }, AGENT, 'agent');
    // The seeded 40 events, and the ones other areas add to the demo buyer (the user detail's 'open').
    expect(history.body.items.length).toBe(
      Math.min(50, q<{ n: number }>('SELECT count(*) AS n FROM events WHERE user_id = ?', buyer)[0]?.n ?? 0),
    );
    expect(history.body.items.length).toBeGreaterThanOrEqual(40);
    expect(new Set(history.body.items.map((i) => i.user_name))).toEqual(new Set(['Blake Buyer']));
    const stranger = q<{ id: number }>('SELECT id FROM end_users WHERE agent_id <> ? LIMIT 1', AGENT_ID)[0]?.id;
    expect(await stats({ type: 'history', user_id: stranger }, AGENT, 'agent')).toMatchObject({
      status: 404,
      body: { message: 'User not found' },
    });
  });

  it('an inactive user disappears from every figure, and still has their own', async () => {
    const before = (await stats<Totals>({ type: 'totals' })).body.totals;
    // The busiest viewer of the past week, so their views move the most viewed and the six months' views.
    const user = q<{ id: number; n: number }>(
      "SELECT user_id AS id, count(*) AS n FROM events WHERE stack_id = 'acme' AND type = 'view' AND time >= ? GROUP BY user_id ORDER BY n DESC LIMIT 1",
      now() - 7 * DAY,
    )[0];
    if (!user) throw new Error('no recent viewer');
    expect((await t.call(userDetail.setUserActive, { user_id: user.id, status: 0 }, { as: ADMIN })).status).toBe(200);
    try {
      const after = (await stats<Totals>({ type: 'totals' })).body.totals;
      expect(after.total_users).toBe(before.total_users - 1);
      expect(after.views_6_months).toBeLessThanOrEqual(before.views_6_months - user.n);
      const recent = await stats<Recent>({ type: 'recent_users' });
      expect(recent.body.items.map((i) => i.id)).not.toContain(user.id);
      const name = q<{ display_name: string }>('SELECT display_name FROM end_users WHERE id = ?', user.id)[0]?.display_name;
      const history = await stats<History>({ type: 'history' });
      expect(history.body.items.map((i) => i.user_name)).not.toContain(name);
      // Their detail page, where an admin reactivates them, still shows what they did.
      const own = await stats<History>({ type: 'history', user_id: user.id });
      expect(own.status).toBe(200);
      expect(own.body.items.length).toBeGreaterThan(0);
    } finally {
      await t.call(userDetail.setUserActive, { user_id: user.id, status: 1 }, { as: ADMIN });
    }
  });

  it('refuses an unknown type with a 400 naming the field', async () => {
    const res = await stats<{ message: string }>({ type: 'everything' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/"type"/);
  });
});
