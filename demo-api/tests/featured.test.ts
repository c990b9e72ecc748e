import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featured } from '@/server/upstream/contract';
import type { FeaturedListing } from '@/server/upstream/contract/featured';
import { ADMIN, AGENT, AGENT_MANAGER, MANAGER, startTestApi, type TestApi } from './helpers';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t.stop();
});

type List = { featureds: FeaturedListing[] };
const asAgent = { as: AGENT, mode: 'agent' as const };
const list = async (opts: { as: string; mode?: 'agent' | 'manager' } = asAgent) =>
  (await t.call<List>(featured.listFeatured, {}, opts)).body.featureds;

describe('featured listings', () => {
  it('an agent sees their own, manual and automatic, in every status, one hidden, one with remarks; another agent has none', async () => {
    const own = await list();
    expect(own).toHaveLength(6);
    expect(new Set(own.map((f) => f.status))).toEqual(new Set(['active', 'pending', 'closed', 'coming soon']));
    expect(own.filter((f) => f.manual === 1)).toHaveLength(2);
    expect(own.filter((f) => f.active === 0)).toHaveLength(1);
    expect(own.some((f) => f.additional_remarks?.startsWith('Open house'))).toBe(true);
    expect(own.every((f) => f.agents[0]?.name === 'Avery Agent' && f.photos.length > 0)).toBe(true);
    expect(await list({ as: AGENT_MANAGER, mode: 'agent' })).toEqual([]);
  });

  it("an admin sees the app's, with their agents; a manager only their offices' agents'", async () => {
    const all = await list({ as: ADMIN });
    expect(all.length).toBeGreaterThan(6);
    expect(all.some((f) => f.agents.length === 0)).toBe(true);
    const managed = await list({ as: MANAGER });
    expect(managed.length).toBeLessThan(all.length);
    expect(managed.some((f) => f.agents[0]?.name === 'Avery Agent')).toBe(true);
  });

  it('hides and unhides, sets remarks, adds by key (once), removes a manual one and refuses an automatic one', async () => {
    const own = await list();
    const auto = own.find((f) => f.manual === 0)!;
    const hidden = (await t.call<{ featured: FeaturedListing }>(featured.setFeaturedActive, { key: auto.listing_key, active: 0 }, asAgent))
      .body.featured;
    expect(hidden.active).toBe(0);
    expect(
      (await t.call<{ featured: FeaturedListing }>(featured.setFeaturedActive, { key: auto.listing_key, active: 1 }, asAgent)).body.featured
        .active,
    ).toBe(1);
    const remarks = await t.call<{ featured: FeaturedListing }>(
      featured.updateFeaturedRemarks,
      { listing_id: auto.listing_id, remarks: '  New roof in 2024.  ' },
      asAgent,
    );
    expect(remarks.body.featured.additional_remarks).toBe('New roof in 2024.');
    expect((await t.call(featured.deleteFeatured, { key: auto.listing_key }, asAgent)).status).toBe(403);

    const free = (
      t
        .db()
        .prepare('SELECT listing_key FROM listings WHERE listing_key NOT IN (SELECT listing_key FROM featured_listings) LIMIT 1')
        .get() as { listing_key: string }
    ).listing_key;
    const added = await t.call<{ featured: FeaturedListing }>(featured.addFeatured, { key: free }, asAgent);
    expect(added.status).toBe(200);
    expect(added.body.featured).toMatchObject({ listing_key: free, manual: 1, active: 1, status: 'active' });
    expect((await t.call(featured.addFeatured, { key: free }, asAgent)).status).toBe(409);
    expect((await t.call(featured.addFeatured, { key: 'NOPE' }, asAgent)).status).toBe(404);
    expect((await t.call(featured.deleteFeatured, { key: free }, asAgent)).status).toBe(200);
    expect((await list()).some((f) => f.listing_key === free)).toBe(false);
  });

  it("refuses another agent's listing as not found", async () => {
    const other = (await list({ as: ADMIN })).find((f) => f.agents[0] && f.agents[0].name !== 'Avery Agent')!;
    expect((await t.call(featured.setFeaturedActive, { key: other.listing_key, active: 0 }, asAgent)).status).toBe(404);
    expect((await t.call(featured.updateFeaturedRemarks, { listing_id: other.listing_id, remarks: 'x' }, asAgent)).status).toBe(404);
  });
});

describe('listing videos', () => {
  type Videos = { videos: { id: number; listing_key: string; video_url: string | null; status: string; errored: number; show: number }[] };
  const videos = async () => (await t.call<Videos>(featured.listVideos, {}, asAgent)).body.videos;

  it('are seeded ready and shown, errored, and processing; the ready one is a real MP4', async () => {
    const all = await videos();
    expect(all.map((v) => v.status).sort()).toEqual(['Failed', 'Ready', 'Rendering scenes']);
    const ready = all.find((v) => v.status === 'Ready')!;
    expect(ready.show).toBe(1);
    const file = await fetch(ready.video_url!);
    expect(file.headers.get('content-type')).toBe('video/mp4');
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(4, 8))).toBe('ftyp');
    expect(all.find((v) => v.status === 'Failed')!.errored).toBe(1);
  });

  it("toggles 'show' on a ready video only", async () => {
    const all = await videos();
    const ready = all.find((v) => v.status === 'Ready')!;
    const off = await t.call<{ video: { show: number } }>(featured.toggleVideo, { id: ready.id, show: 0 }, asAgent);
    expect(off.body.video.show).toBe(0);
    expect(
      (await t.call(featured.toggleVideo, { id: all.find((v) => v.status === 'Rendering scenes')!.id, show: 1 }, asAgent)).status,
    ).toBe(409);
  });

  it("orders: the agent's free credit first ('free'), then a payment page that starts the processing; the clock brings it to ready", async () => {
    const own = await list();
    const withVideo = new Set((await videos()).filter((v) => v.errored === 0).map((v) => v.listing_key));
    const [first, second] = own.filter((f) => !withVideo.has(f.listing_key));
    expect(
      (await t.call(featured.videoPaymentLink, { listing_key: first!.listing_key, client: 'dashboard', photos: 'a,b,c' }, asAgent)).status,
    ).toBe(400);
    const free = await t.call<{ url: string }>(
      featured.videoPaymentLink,
      { listing_key: first!.listing_key, client: 'dashboard' },
      asAgent,
    );
    expect(free.body.url).toBe('free');
    expect((await t.call(featured.videoPaymentLink, { listing_key: first!.listing_key, client: 'dashboard' }, asAgent)).status).toBe(409);
    expect((await videos()).find((v) => v.listing_key === first!.listing_key)!.status).toBe('Queued');

    // Six photo URLs (the demo counts them; a seeded listing may carry fewer than six).
    const photos = Array.from({ length: 6 }, (_, i) => `${first!.listing_key}-${i + 1}.png`).join(',');
    const paid = await t.call<{ url: string }>(
      featured.videoPaymentLink,
      { listing_key: second!.listing_key, client: 'dashboard', photos },
      asAgent,
    );
    expect(paid.body.url).toMatch(/\/pay\/video\/[0-9a-f]{32}$/);
    expect((await videos()).find((v) => v.listing_key === second!.listing_key)!.status).toBe('Awaiting payment');
    const path = new URL(paid.body.url).pathname;
    expect((await t.fetch(path)).text).toContain('Pay $49.00');
    expect((await t.fetch(path, { method: 'POST' })).text).toContain('Payment complete');
    expect((await videos()).find((v) => v.listing_key === second!.listing_key)!.status).toBe('Queued');

    await t.json('POST', '/__demo/clock', { advance_seconds: 120 });
    const done = await videos();
    expect(done.find((v) => v.listing_key === first!.listing_key)).toMatchObject({ status: 'Ready', errored: 0 });
    expect(done.find((v) => v.listing_key === second!.listing_key)!.video_url).toMatch(/\.mp4$/);
  });
});
