import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedSearches } from '@/server/upstream/contract';
import { milesBetween } from '../areas/saved-searches/geo';
import { ADMIN, AGENT, MANAGER, startTestApi, type TestApi } from './helpers';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t.stop();
});

const asAgent = { as: AGENT, mode: 'agent' as const };
const ALL = JSON.stringify({
  status: { soon: true, my: true, active: true, open: true, pocket: true, pending: true, closed: true, lease: true },
});
const buyer = () => (t.db().prepare("SELECT id FROM end_users WHERE email = 'buyer@acme.test'").get() as { id: number }).id;
const geo = () =>
  t.db().prepare('SELECT g.lat, g.lng, l.listing_date FROM listing_geo g JOIN listings l ON l.listing_key = g.listing_key').all() as {
    lat: number;
    lng: number;
    listing_date: number;
  }[];

describe('search geometry, computed for real', () => {
  it('counts listings within 5 miles with earth radius 3959', async () => {
    const expected = geo().filter((g) => milesBetween(37.7599, -122.4148, g.lat, g.lng) <= 5).length;
    const res = await t.call<{ count: number }>(
      savedSearches.countListings,
      { lat: 37.7599, lng: -122.4148, filters: ALL, polygon: [], miles: 5 },
      asAgent,
    );
    expect(res.body.count).toBe(expected);
    expect(expected).toBeGreaterThan(10);
    // One degree of latitude is 2π·3959/360 ≈ 69.1 miles.
    expect(milesBetween(37, -122, 38, -122)).toBeCloseTo(69.1, 1);
  });

  it('counts listings inside a polygon (either shape) and previews the last week only', async () => {
    const square: [number, number][] = [
      [-122.45, 37.74],
      [-122.39, 37.74],
      [-122.39, 37.78],
      [-122.45, 37.78],
    ];
    const inside = geo().filter((g) => g.lng > -122.45 && g.lng < -122.39 && g.lat > 37.74 && g.lat < 37.78);
    const pairs = await t.call<{ count: number }>(
      savedSearches.countListings,
      { lat: null, lng: null, filters: ALL, polygon: [square] },
      asAgent,
    );
    expect(pairs.body.count).toBe(inside.length);
    const since = Math.floor(Date.now() / 1000) - 7 * 86_400;
    const preview = await t.call<{ properties: unknown[] }>(
      savedSearches.previewListings,
      { lat: 37.76, lng: -122.42, filters: ALL, polygon: [square], miles: 5, since },
      asAgent,
    );
    expect(preview.body.properties.length).toBe(Math.min(50, inside.filter((g) => g.listing_date >= since).length));
  });

  it('filters by status: lease only is fewer than everything', async () => {
    const lease = JSON.stringify({ status: { lease: true } });
    const all = await t.call<{ count: number }>(savedSearches.countListings, { lat: null, lng: null, filters: ALL, polygon: [] }, asAgent);
    const some = await t.call<{ count: number }>(
      savedSearches.countListings,
      { lat: null, lng: null, filters: lease, polygon: [] },
      asAgent,
    );
    expect(some.body.count).toBeGreaterThan(0);
    expect(some.body.count).toBeLessThan(all.body.count);
  });
});

describe('saved searches', () => {
  it("the buyer's agent saves, reads, updates and deletes one; a manager is refused", async () => {
    const body = {
      user_id: buyer(),
      search_name: 'Demo test',
      lat: 37.76,
      lng: -122.41,
      filters: ALL,
      polygon: [
        [
          [-122.43, 37.75],
          [-122.4, 37.75],
          [-122.4, 37.77],
        ],
      ] as [number, number][][],
      notify_email: true,
      notify_push: false,
    };
    const saved = await t.call<{ id: number }>(savedSearches.saveSearch, body, asAgent);
    expect(saved.status).toBe(200);
    const read = await t.call<{ search: { search_name: string; polygon: unknown } }>(
      savedSearches.getSavedSearch,
      { id: saved.body.id },
      asAgent,
    );
    expect(read.body.search.search_name).toBe('Demo test');
    expect(read.body.search.polygon).toEqual(body.polygon);
    expect((await t.call(savedSearches.getSavedSearch, { id: saved.body.id }, { as: MANAGER })).status).toBe(403);
    await t.call(savedSearches.saveSearch, { ...body, id: saved.body.id, search_name: 'Renamed' }, asAgent);
    expect(
      (await t.call<{ search: { search_name: string } }>(savedSearches.getSavedSearch, { id: saved.body.id }, asAgent)).body.search
        .search_name,
    ).toBe('Renamed');
    await t.call(savedSearches.saveSearch, { id: saved.body.id, user_id: buyer(), delete: true }, asAgent);
    expect((await t.call(savedSearches.getSavedSearch, { id: saved.body.id }, asAgent)).status).toBe(404);
  });
});

describe('templates', () => {
  type Links = { links: { id: number; name: string; shared: number; agent_name: string }[] };
  it('an agent sees their own and the shared ones, and cannot change a shared one; an admin toggles shared', async () => {
    const admin = (await t.call<Links>(savedSearches.listTemplates, {}, { as: ADMIN })).body.links;
    const agent = (await t.call<Links>(savedSearches.listTemplates, {}, asAgent)).body.links;
    expect(agent.every((l) => l.shared === 1 || l.agent_name === 'Avery Agent')).toBe(true);
    expect(admin.length).toBeGreaterThan(agent.length);
    const shared = agent.find((l) => l.shared === 1 && l.agent_name === 'Avery Agent');
    expect(shared).toBeDefined();
    const refused = await t.call(savedSearches.saveTemplate, { id: shared?.id, delete: true }, asAgent);
    expect(refused.status).toBe(403);
    expect((await t.call(savedSearches.toggleShared, { id: shared?.id, flag: 0 }, asAgent)).status).toBe(403);
    expect((await t.call(savedSearches.toggleShared, { id: shared?.id, flag: 0 }, { as: ADMIN })).body).toEqual({ ok: true, shared: 0 });
  });
});

describe('suggestions', () => {
  it('finds cities, named areas with their polygon, zips and addresses', async () => {
    const r = await t.call<{ city: { value: string }[]; area: { value: string; polygon: unknown[] }[] }>(
      savedSearches.smartSearch,
      { q: 'mission' },
      asAgent,
    );
    expect(r.body.area.map((a) => a.value)).toContain('Mission District');
    expect((r.body.area[0]?.polygon[0] as unknown[]).length).toBe(6);
    const c = await t.call<{ city: { value: string }[] }>(savedSearches.smartSearch, { q: 'san' }, asAgent);
    expect(c.body.city.map((x) => x.value)).toContain('San Francisco');
  });
});
