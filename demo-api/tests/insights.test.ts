import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insights, userDetail } from '@/server/upstream/contract';
import { HALF_LIFE_DAYS, HOT_SCORE, LEAD_WEIGHTS, RETURN_AFTER_DAYS, scoreLead } from '@/lib/insights/score';
import { ADMIN, AGENT, BAY_ADMIN, MANAGER, startTestApi, type TestApi } from './helpers';

type Lead = {
  id: number;
  display_name: string;
  agent_id: number | null;
  last_active: number | null;
  score: number;
  repeat_views: number;
  previous_events: number;
  days_away: number | null;
  counts: Record<'view' | 'open' | 'fav' | 'share' | 'note', number>;
  decayed: Record<'view' | 'open' | 'fav' | 'share' | 'note', number>;
  top_viewed: { address: string; views: number } | null;
  top_fav_city: { city: string; favorites: number } | null;
};
type Leads = { leads: Lead[]; total: number };

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t.stop();
});

const scoring = { weights: LEAD_WEIGHTS, half_life_days: HALF_LIFE_DAYS, return_after_days: RETURN_AFTER_DAYS };
const leads = (input: Record<string, unknown>, as = ADMIN, mode?: 'agent' | 'manager') =>
  t.call<Leads>(insights.insightLeads, { days: 7, ...scoring, sort: 'score', offset: 0, limit: 50, ...input }, { as, mode });
const one = <T>(sql: string, ...params: unknown[]) =>
  t
    .db()
    .prepare(sql)
    .get(...params) as T;
const idOf = (email: string) => one<{ id: number }>('SELECT id FROM end_users WHERE email = ?', email).id;
const signals = (l: Lead) => ({
  counts: l.counts,
  decayed: l.decayed,
  repeatViews: l.repeat_views,
  previousEvents: l.previous_events,
  daysAway: l.days_away,
  topViewed: l.top_viewed,
  topFavCity: l.top_fav_city,
});

describe('insightLeads', () => {
  it("ranks the agent's personas: the repeat viewer is Hot with her reasons, the couple favorited in Berkeley", async () => {
    const res = await leads({}, AGENT, 'agent');
    expect(res.status).toBe(200);
    const hannah = res.body.leads.find((l) => l.display_name === 'Hannah Hale');
    expect(hannah).toBeDefined();
    const scored = scoreLead(signals(hannah as Lead), 7);
    expect(scored.level).toBe('hot');
    expect(scored.reasons[0]).toMatch(/^Viewed .+ 9 times$/);
    expect(scored.reasons).toContain('Shared 2 listings');
    const sam = res.body.leads.find((l) => l.display_name === 'Sam Ortiz') as Lead;
    expect(scoreLead(signals(sam), 7).reasons).toContain('Favorited 3 homes in Berkeley');
  });

  it('the upstream score is the lib score, and the order is the lib order', async () => {
    const res = await leads({ days: 30 });
    expect(res.body.leads.length).toBe(50);
    for (const l of res.body.leads) expect(l.score).toBeCloseTo(scoreLead(signals(l), 30).score, 6);
    const scores = res.body.leads.map((l) => l.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it("ties follow the contract: equal scores the latest active first, then the lowest id; 'last' the same after last active", async () => {
    // Three users with nothing yet, each given one view in the period before: all Cooling at score 0,
    // the middle id active an hour later than the other two, who are active at the same second.
    const [a, b, c] = (
      t
        .db()
        .prepare(
          "SELECT id FROM end_users WHERE stack_id = 'acme' AND active = 1 AND id NOT IN (SELECT user_id FROM events) ORDER BY id LIMIT 3",
        )
        .all() as { id: number }[]
    ).map((r) => r.id);
    if (a === undefined || b === undefined || c === undefined) throw new Error('the seed has no three users without activity');
    const listing = one<{ listing_key: string }>('SELECT listing_key FROM listings ORDER BY listing_key LIMIT 1').listing_key;
    const at = Math.floor(Date.now() / 1000) - 10 * 86_400;
    // No contract call records an event at a chosen time: written straight into the demo's database.
    const writer = new Database(join(t.dir, 'demo.sqlite'));
    const insert = writer.prepare("INSERT INTO events (stack_id, user_id, listing_key, type, time) VALUES ('acme', ?, ?, 'view', ?)");
    const added = [insert.run(a, listing, at), insert.run(b, listing, at + 3_600), insert.run(c, listing, at)].map(
      (r) => r.lastInsertRowid,
    );
    try {
      const rank = (l: Lead) => [l.last_active ?? -1, -l.id];
      const after = (x: number[], y: number[]) => x[0]! > y[0]! || (x[0] === y[0] && x[1]! > y[1]!);
      for (const sort of ['score', 'last'] as const) {
        const all = (await leads({ sort, limit: 10_000 })).body.leads;
        for (let i = 1; i < all.length; i++) {
          const [x, y] = [all[i - 1] as Lead, all[i] as Lead];
          const tied = sort === 'last' || x.score === y.score;
          expect(sort === 'score' && x.score < y.score, `${sort}: ${x.id} before ${y.id}`).toBe(false);
          if (tied) expect(after(rank(x), rank(y)), `${sort}: ${x.id} before ${y.id}`).toBe(true);
        }
        expect(
          all.filter((l) => [a, b, c].includes(l.id)).map((l) => l.id),
          sort,
        ).toEqual([b, a, c]);
      }
    } finally {
      for (const id of added) writer.prepare('DELETE FROM events WHERE id = ?').run(id);
      writer.close();
    }
  });

  it('a user back after weeks away says so; a cooling one was active only in the period before', async () => {
    const ravi = await leads({ user_id: idOf('ravi.patel@example.com') });
    const r = ravi.body.leads[0] as Lead;
    expect(r.days_away).toBeGreaterThanOrEqual(RETURN_AFTER_DAYS);
    expect(scoreLead(signals(r), 7).reasons).toContain(`Back after ${r.days_away} days away`);
    const corinne = await leads({ user_id: idOf('corinne.lee@example.com') });
    const c = corinne.body.leads[0] as Lead;
    expect(c.counts.view).toBe(0);
    expect(c.previous_events).toBeGreaterThan(0);
    expect(scoreLead(signals(c), 7).level).toBe('cooling');
  });

  it("scopes: an agent sees only their own users, a manager their offices' agents' users", async () => {
    const agentId = one<{ id: number }>("SELECT id FROM users WHERE email = 'agent@acme.test' AND stack_id = 'acme'").id;
    const mine = await leads({ limit: 200, days: 90 }, AGENT, 'agent');
    expect(mine.body.leads.every((l) => l.agent_id === agentId)).toBe(true);
    const mgr = await leads({ limit: 200, days: 90 }, MANAGER);
    // The manager's office tree: their office and the offices below it.
    const allowed = new Set(
      (
        t
          .db()
          .prepare(
            `WITH RECURSIVE tree(id) AS (SELECT office_id FROM users WHERE email = 'manager@acme.test' AND stack_id = 'acme'
         UNION SELECT o.id FROM offices o JOIN tree ON o.parent_id = tree.id)
         SELECT u.id FROM users u WHERE u.kind = 'agent' AND u.stack_id = 'acme' AND u.office_id IN (SELECT id FROM tree)`,
          )
          .all() as { id: number }[]
      ).map((r) => r.id),
    );
    expect(mgr.body.leads.length).toBeGreaterThan(0);
    expect(mgr.body.leads.every((l) => l.agent_id !== null && allowed.has(l.agent_id))).toBe(true);
    const other = one<{ id: number }>(
      "SELECT id FROM end_users WHERE stack_id = 'acme' AND (agent_id IS NULL OR agent_id <> ?) ORDER BY id LIMIT 1",
      agentId,
    );
    expect((await leads({ user_id: other.id }, AGENT, 'agent')).status).toBe(404);
  });

  it('inactive users disappear from Insights', async () => {
    const id = idOf('sam.ortiz@example.com');
    expect((await leads({}, AGENT, 'agent')).body.leads.some((l) => l.id === id)).toBe(true);
    expect((await t.call(userDetail.setUserActive, { user_id: id, status: 0 }, { as: ADMIN })).status).toBe(200);
    try {
      expect((await leads({}, AGENT, 'agent')).body.leads.some((l) => l.id === id)).toBe(false);
      expect((await leads({ user_id: id }, AGENT, 'agent')).status).toBe(404);
    } finally {
      await t.call(userDetail.setUserActive, { user_id: id, status: 1 }, { as: ADMIN });
    }
  });

  it('refuses an app without agentInsightsEnabled and a restricted admin', async () => {
    expect((await leads({}, BAY_ADMIN)).status).toBe(403);
    await t.json('POST', '/__demo/apps/acme', { toggles: { agentInsightsEnabled: false } });
    try {
      const res = await leads({});
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: 'Upgrade required' });
    } finally {
      await t.json('POST', '/__demo/apps/acme', { toggles: { agentInsightsEnabled: true } });
    }
  });
});

describe("insightLeads' additions for the home's Today", () => {
  it('returned keeps the users back after return_after_days or more away; each lead carries the phone', async () => {
    const all = await leads({ limit: 10_000 });
    const back = await leads({ returned: true, sort: 'last', limit: 10_000 });
    expect(back.status).toBe(200);
    const expected = all.body.leads.filter((l) => l.days_away !== null && l.days_away >= RETURN_AFTER_DAYS).map((l) => l.id);
    expect(back.body.total).toBe(expected.length);
    expect(new Set(back.body.leads.map((l) => l.id))).toEqual(new Set(expected));
    const ravi = (await leads({ returned: true, sort: 'last', limit: 5 }, AGENT, 'agent')).body.leads.find(
      (l) => l.display_name === 'Ravi Patel',
    ) as (Lead & { phone: string | null }) | undefined;
    expect(ravi?.phone).toBe('(415) 555-0177');
    const hannah = (await leads({ limit: 5 }, AGENT, 'agent')).body.leads.find((l) => l.display_name === 'Hannah Hale') as
      (Lead & { phone: string | null }) | undefined;
    expect(hannah?.phone).toBe('(415) 555-0142');
  });
});

describe('scores kept for the lists of one page', () => {
  type Page = Leads & { now: number };
  const page = async (input: Record<string, unknown> = {}) => (await leads(input, AGENT, 'agent')).body as Page;
  // The demo runs in this process: its clock is this process's Date, moved here without waiting.
  const at = (seconds: number) => vi.setSystemTime(seconds * 1000);

  it('a second list within seconds is ranked from the same scores; a write or a later clock scores again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const first = await page();
      at(first.now + 2);
      // The returned list of the same page: ranked from the scores kept at the first call's moment.
      expect((await page({ returned: true, sort: 'last' })).now).toBe(first.now);
      const sam = idOf('sam.ortiz@example.com');
      expect((await t.call(userDetail.setUserActive, { user_id: sam, status: 0 }, { as: ADMIN })).status).toBe(200);
      try {
        const after = await page();
        expect(after.now).toBe(first.now + 2);
        expect(after.leads.some((l) => l.id === sam)).toBe(false);
      } finally {
        await t.call(userDetail.setUserActive, { user_id: sam, status: 1 }, { as: ADMIN });
      }
      // A commit by another connection is seen at once too.
      const fresh = await page();
      const writer = new Database(join(t.dir, 'demo.sqlite'));
      const hannah = idOf('hannah.hale@example.com');
      const listing = one<{ listing_key: string }>('SELECT listing_key FROM listings ORDER BY listing_key LIMIT 1').listing_key;
      const added = writer
        .prepare("INSERT INTO events (stack_id, user_id, listing_key, type, time) VALUES ('acme', ?, ?, 'fav', ?)")
        .run(hannah, listing, fresh.now - 60);
      try {
        const favs = (p: Page) => p.leads.find((l) => l.id === hannah)?.counts.fav ?? 0;
        expect(favs(await page())).toBe(favs(fresh) + 1);
      } finally {
        writer.prepare('DELETE FROM events WHERE id = ?').run(added.lastInsertRowid);
        writer.close();
      }
      const kept = await page();
      at(kept.now + 6);
      expect((await page()).now).toBe(kept.now + 6);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the other aggregates', () => {
  it('trend: every day of both periods, totals agreeing with the events', async () => {
    const res = await t.call<{ days: { views: number }[]; previous_days: unknown[]; current: { views: number; active_users: number } }>(
      insights.insightTrend,
      { days: 7 },
      { as: ADMIN },
    );
    expect(res.body.days).toHaveLength(7);
    expect(res.body.previous_days).toHaveLength(7);
    expect(res.body.days.reduce((s, d) => s + d.views, 0)).toBe(res.body.current.views);
    const now = Math.floor(Date.now() / 1000);
    const views = one<{ n: number }>(
      "SELECT count(*) AS n FROM events e JOIN end_users eu ON eu.id = e.user_id WHERE e.stack_id = 'acme' AND e.type = 'view' AND e.time >= ? AND eu.active = 1",
      now - 7 * 86_400,
    ).n;
    expect(Math.abs(res.body.current.views - views)).toBeLessThanOrEqual(2);
  });

  it('agents: admins and managers only; hot leads count the same Hot level', async () => {
    const res = await t.call<{ agents: { id: number; display_name: string; current: { hot_leads: number } }[] }>(
      insights.insightAgents,
      { days: 7, ...scoring, hot_score: HOT_SCORE },
      { as: ADMIN },
    );
    expect(res.status).toBe(200);
    const mine = res.body.agents.find(
      (a) =>
        a.display_name === one<{ display_name: string }>("SELECT display_name FROM users WHERE email = 'agent@acme.test'").display_name,
    );
    const agentLeads = await leads({ limit: 500 }, AGENT, 'agent');
    const hot = agentLeads.body.leads.filter((l) => scoreLead(signals(l), 7).level === 'hot').length;
    expect(mine?.current.hot_leads).toBe(hot);
    expect((await t.call(insights.insightAgents, { days: 7, ...scoring, hot_score: HOT_SCORE }, { as: AGENT, mode: 'agent' })).status).toBe(
      403,
    );
  });

  it('listings: most viewed and most favorited, and the users who engaged with one', async () => {
    const res = await t.call<{
      most_viewed: { listing_key: string; views: number; users: number }[];
      most_favorited: { favorites: number }[];
    }>(insights.insightListings, { days: 7 }, { as: AGENT, mode: 'agent' });
    expect(res.body.most_viewed.length).toBeGreaterThan(0);
    const views = res.body.most_viewed.map((l) => l.views);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    const top = res.body.most_viewed[0] as { listing_key: string; users: number };
    const who = await t.call<{ users: { display_name: string }[] }>(
      insights.insightListingUsers,
      { days: 7, listing_key: top.listing_key },
      { as: AGENT, mode: 'agent' },
    );
    expect(who.body.users).toHaveLength(top.users);
  });
});
