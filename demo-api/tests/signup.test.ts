import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFilters } from '@/lib/saved-searches/filters';
import { savedSearches, settings, userDetail, users } from '@/server/upstream/contract';
import { DUPLICATE_USER_EMAIL } from '../areas/users/handlers';
import { ADMIN, AGENT, startTestApi, type TestApi } from './helpers';
import { startReceiver, type Receiver } from './receiver';

type Signed = { user_id: number; delivery: { id: string; url: string; status: number | string } | null };
type User = {
  source?: string | null;
  has_direct_agent?: boolean | number;
  agent_id: number | null;
  agent: { id: number } | null;
  tags: { tag: string }[];
  login_count: number;
  saved: number;
};

let t: TestApi;
let hook: Receiver;
let agentId = 0;
beforeAll(async () => {
  [t, hook] = await Promise.all([startTestApi(), startReceiver()]);
  agentId = ((await t.fetch('/__demo/end-users?email=buyer@acme.test')).body as { agent_id: number }).agent_id;
  await t.call(settings.saveWebhook, { hook: { type: 'user', url: `${hook.url}/hooks` } }, { as: ADMIN });
});
afterAll(async () => {
  await Promise.all([t.stop(), hook.close()]);
});

const asAgent = { as: AGENT, mode: 'agent' as const };
const signUp = (body: Record<string, unknown>) =>
  t.json<Signed & { message?: string }>('POST', '/__demo/signup', { stack_id: 'acme', ...body });
const getUser = async (id: number, as: { as: string; mode?: 'agent' } = { as: ADMIN }) =>
  (await t.call<{ user: User }>(userDetail.getUser, { id }, as)).body.user;
const RING: [number, number][] = [
  [-122.45, 37.75],
  [-122.4, 37.75],
  [-122.4, 37.79],
  [-122.45, 37.79],
];

describe('POST /__demo/signup', () => {
  it("makes an app sign-up: nobody's user yet, source app, no direct agent, login-less", async () => {
    const res = await signUp({ name: 'Avery App', email: 'avery.app@example.com', phone: '(415) 555-0170' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ user_id: expect.any(Number), delivery: expect.objectContaining({ id: expect.stringMatching(/^whd_/) }) });
    const user = await getUser(res.body.user_id);
    expect(user).toMatchObject({ source: 'app', has_direct_agent: false, agent_id: null, agent: null, login_count: 0, saved: 0 });
    const listed = await t.call<{ total: number }>(users.listUsers, { limit: 10, offset: 0, q: 'avery.app@example.com' }, { as: ADMIN });
    expect(listed.body.total).toBe(1);
    expect((await signUp({ name: 'Wendy Web', email: 'wendy.web@example.com', source: 'web' })).status).toBe(201);
  });

  it("through an agent's own link: that agent's user, source agent_link, has_direct_agent", async () => {
    const res = await signUp({ name: 'Lina Link', email: 'lina.link@example.com', agent_id: agentId });
    expect(res.status).toBe(201);
    const user = await getUser(res.body.user_id, asAgent);
    expect(user).toMatchObject({ source: 'agent_link', has_direct_agent: true, agent_id: agentId, agent: { id: agentId } });
    expect((await signUp({ name: 'Lina Two', email: 'lina.two@example.com', agent_id: agentId, source: 'agent_link' })).status).toBe(201);
  });

  it('an open house sign-up carries the Open House kiosk tag', async () => {
    const res = await signUp({ name: 'Olive Open', email: 'olive.open@example.com', source: 'open_house' });
    const user = await getUser(res.body.user_id);
    expect(user.source).toBe('open_house');
    expect(user.tags.map((tag) => tag.tag)).toContain('kiosk');
  });

  it('saves the first search: the polygon in the contract shape, the price band as readFilters reads it', async () => {
    const res = await signUp({
      name: 'Sam Search',
      email: 'sam.search@example.com',
      agent_id: agentId,
      search: { name: 'Mission homes', polygon: [...RING, RING[0]], price_min: 600_000, price_max: 1_200_000 },
    });
    expect(res.status).toBe(201);
    const list = await t.call<{ searches: { id: number; search_name: string }[] }>(
      savedSearches.listSavedSearches,
      { user_id: res.body.user_id },
      asAgent,
    );
    expect(list.body.searches.map((s) => s.search_name)).toEqual(['Mission homes']);
    const search = (
      await t.call<{ search: { filters: string; polygon: unknown; lat: number; lng: number } }>(
        savedSearches.getSavedSearch,
        { id: list.body.searches[0]?.id },
        asAgent,
      )
    ).body.search;
    // The closing point is dropped: one open ring.
    expect(search.polygon).toEqual([RING]);
    expect(search.lat).toBeCloseTo(37.77, 5);
    expect(search.lng).toBeCloseTo(-122.425, 5);
    const filters = readFilters(search.filters);
    expect(filters.price).toEqual({ from: 600_000, to: 1_200_000 });
    expect(filters.status.active).toBe(true);
    // The demo's own search reads it too.
    const count = await t.call<{ count: number }>(
      savedSearches.countListings,
      { lat: null, lng: null, filters: search.filters, polygon: [RING] },
      asAgent,
    );
    expect(count.status).toBe(200);

    const open = await signUp({ name: 'Sue Search', email: 'sue.search@example.com', search: { polygon: RING, price_max: 900_000 } });
    const user = await getUser(open.body.user_id);
    expect(user.saved).toBe(1);
    const mine = await t.call<{ searches: { id: number; search_name: string }[] }>(
      savedSearches.listSavedSearches,
      { user_id: open.body.user_id },
      { as: ADMIN },
    );
    const sue = (
      await t.call<{ search: { filters: string } }>(savedSearches.getSavedSearch, { id: mine.body.searches[0]?.id }, { as: ADMIN })
    ).body.search;
    expect(readFilters(sue.filters).price).toEqual({ from: null, to: 900_000 });
  });

  it('an e-mail already a user of the app is a 409 (any case); the other app may have it', async () => {
    const res = await signUp({ name: 'Blake Again', email: 'BUYER@acme.test' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(DUPLICATE_USER_EMAIL);
    expect((await signUp({ name: 'Avery Again', email: 'avery.app@example.com' })).status).toBe(409);
    expect((await t.json('POST', '/__demo/signup', { stack_id: 'bay', name: 'Avery Bay', email: 'avery.app@example.com' })).status).toBe(
      201,
    );
  });

  it('bad input is a 400 with a message; an unknown app a 404', async () => {
    const bad = async (body: Record<string, unknown>, pattern: RegExp) => {
      const res = await signUp({ name: 'Bad Input', email: 'bad.input@example.com', ...body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(pattern);
    };
    await bad({ name: '  ' }, /name/);
    await bad({ email: 'not-an-email' }, /email/);
    await bad({ source: 'dashboard' }, /source/);
    await bad({ source: 'agent_link' }, /agent_id/);
    await bad({ agent_id: agentId, source: 'web' }, /agent_link/);
    await bad({ agent_id: 1_000_000 }, /not an active agent/);
    await bad({ search: { polygon: RING.slice(0, 2) } }, /polygon/);
    await bad({ search: { polygon: [...RING.slice(0, 2), RING[0]] } }, /3 distinct points/);
    await bad(
      {
        search: {
          polygon: [
            [-200, 37],
            [-122, 37],
            [-122, 38],
          ],
        },
      },
      /polygon/,
    );
    await bad({ search: { polygon: RING, price_min: 900_000, price_max: 500_000 } }, /price_min/);
    await bad({ search: { price_min: 1 } }, /polygon/);
    const notJson = await t.fetch('/__demo/signup', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"stack_id":',
    });
    expect(notJson.status).toBe(400);
    expect((await t.json('POST', '/__demo/signup', { stack_id: 'nowhere', name: 'Nobody', email: 'nobody@example.com' })).status).toBe(404);
  });

  it('is quick: 300 sign-ups, five at a time, each delivered', { timeout: 120_000 }, async () => {
    const started = performance.now();
    const results: Signed[] = [];
    for (let i = 0; i < 300; i += 5) {
      const batch = await Promise.all(
        Array.from({ length: 5 }, (_, k) =>
          signUp({ name: `Load Lead ${i + k}`, email: `load.lead.${i + k}@example.com`, search: { polygon: RING, price_max: 800_000 } }),
        ),
      );
      for (const r of batch) {
        expect(r.status).toBe(201);
        results.push(r.body);
      }
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(`[signup] 300 sign-ups in ${seconds.toFixed(1)} s`);
    // The cluster test sends 300 in a minute; here they come as fast as they are answered.
    expect(seconds).toBeLessThan(60);
    expect(new Set(results.map((r) => r.user_id)).size).toBe(300);
    expect(results.every((r) => r.delivery?.status === 200)).toBe(true);
  });
});
