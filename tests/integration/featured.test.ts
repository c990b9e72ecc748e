import nock from 'nock';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FeaturedChanged } from '@/lib/featured/answers';
import { FEATURED_MSG } from '@/lib/featured/rules';
import { handlerOf, invoke, recordUnmatched, setTestEnvironment, type Call } from './support/harness';
import { upstreamFeatured } from './support/routes/featured';
import { cookieOf } from './support/sessions';
import { upstreamAs } from './support/upstream';

vi.mock('next/headers', () => import('./support/next-headers'));

beforeAll(() => setTestEnvironment());
afterEach(() => {
  nock.cleanAll();
});

async function post(path: string, json: unknown) {
  const handler = await handlerOf(`app/api/featured${path}/route.ts`, 'POST');
  return invoke(handler, { method: 'POST', path: `/api/featured${path}`, cookie: await cookieOf('agent'), json } as Call);
}

describe('video orders', () => {
  const order = async (json: unknown) => {
    const handler = await handlerOf('app/api/videos/order/route.ts', 'POST');
    return invoke(handler, { method: 'POST', path: '/api/videos/order', cookie: await cookieOf('agent'), json } as Call);
  };
  const photos = (n: number) => Array.from({ length: n }, (_, i) => `http://upstream.test/media/listing/ML81000000/${i + 1}.png`);

  it("sends the chosen photos joined by commas with the dashboard's client kind; 'free' and a payment URL", async () => {
    const sent = upstreamAs('agent')
      .get('/videos/payment-link')
      .query({ listing_key: 'ML81000000', client: 'dashboard', photos: photos(6).join(',') })
      .reply(200, { url: 'http://upstream.test/pay/video/abc' });
    const answer = await order({ key: 'ML81000000', photos: photos(6) });
    expect(answer.body).toMatchObject({ free: false, url: 'http://upstream.test/pay/video/abc' });
    expect(sent.isDone()).toBe(true);
    upstreamAs('agent').get('/videos/payment-link').query({ listing_key: 'ML81000000', client: 'dashboard' }).reply(200, { url: 'free' });
    expect((await order({ key: 'ML81000000', photos: [] })).body).toMatchObject({ free: true, url: null });
  });

  it("refuses 1 to 5 or more than 10 photos and a payment 'URL' that is no web address; a failure is 'Error getting payment link'", async () => {
    for (const n of [1, 5, 11]) expect((await order({ key: 'ML81000000', photos: photos(n) })).status).toBe(400);
    upstreamAs('agent').get('/videos/payment-link').query(true).reply(200, { url: 'javascript:alert(1)' });
    expect((await order({ key: 'ML81000000', photos: [] })).body).toMatchObject({ error: { message: 'Error getting payment link' } });
    upstreamAs('agent').get('/videos/payment-link').query(true).reply(500, { message: 'boom' });
    expect((await order({ key: 'ML81000000', photos: [] })).body).toMatchObject({ error: { message: 'Error getting payment link' } });
  });
});

describe('featured listing actions', () => {
  it("hides in agent mode with the contract's 0/1, answering the row and 'Listing hidden'; unhides with 'Listing unhidden'", async () => {
    const agent = () => upstreamAs('agent');
    const hide = agent()
      .post('/featured/active', { key: 'ML81000000', active: 0 })
      .reply(200, { featured: { ...upstreamFeatured, active: 0 } });
    const answer = await post('/active', { key: 'ML81000000', active: false });
    expect(answer.status).toBe(200);
    expect(answer.body as FeaturedChanged).toMatchObject({
      message: FEATURED_MSG.hidden,
      row: { key: 'ML81000000', active: false, shortPrice: '$1.2M' },
    });
    expect(hide.isDone()).toBe(true);
    agent().post('/featured/active', { key: 'ML81000000', active: 1 }).reply(200, { featured: upstreamFeatured });
    expect((await post('/active', { key: 'ML81000000', active: true })).body).toMatchObject({ message: FEATURED_MSG.unhidden });
  });

  it("says why the upstream refused (an automatic listing cannot be removed) and 'Error updating' on a failure", async () => {
    upstreamAs('agent')
      .post('/featured/delete')
      .reply(403, { message: 'An automatic featured listing cannot be removed: hide it instead.' });
    const refused = await post('/remove', { key: 'ML81000000' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      error: { message: `${FEATURED_MSG.removeFailed}: An automatic featured listing cannot be removed: hide it instead.` },
    });
    upstreamAs('agent').post('/featured/active').reply(500, { message: 'boom' });
    expect((await post('/active', { key: 'ML81000000', active: false })).body).toMatchObject({
      error: { message: FEATURED_MSG.updateFailed },
    });
  });

  it('refuses remarks over 1000 characters, sending nothing', async () => {
    const rec = recordUnmatched();
    try {
      const answer = await post('/remarks', { listingId: 'ML81000000', remarks: 'x'.repeat(1001) });
      expect(answer.status).toBe(400);
      expect(rec.seen).toEqual([]);
    } finally {
      rec.stop();
    }
  });
});
