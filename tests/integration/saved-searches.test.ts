import nock from 'nock';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SavedSearchCreated } from '@/lib/saved-searches/answers';
import { defaultFilters } from '@/lib/saved-searches/filters';
import { handlerOf, invoke, recordUnmatched, setTestEnvironment, type Call } from './support/harness';
import { searchSample, upstreamSearch, upstreamTemplate } from './support/routes/saved-searches';
import { cookieOf, type Role } from './support/sessions';
import { upstreamAs } from './support/upstream';

vi.mock('next/headers', () => import('./support/next-headers'));

beforeAll(() => setTestEnvironment());
afterEach(() => {
  nock.cleanAll();
});

const CREATE = 'app/api/saved-searches/route.ts';
const ONE = 'app/api/saved-searches/[searchId]/route.ts';
const TEMPLATE = 'app/api/search-templates/[templateId]/route.ts';
const COUNT = 'app/api/search-listings/count/route.ts';
const POINTS = 'app/api/search-listings/points/route.ts';

async function call(role: Role, file: string, method: string, over: Partial<Call> = {}) {
  const handler = await handlerOf(file, method);
  return invoke(handler, { method, path: '/api/saved-searches', cookie: await cookieOf(role), ...over });
}
async function unheard<T>(fn: () => Promise<T>): Promise<{ answer: T; heard: string[] }> {
  const upstream = recordUnmatched();
  try {
    return { answer: await fn(), heard: upstream.seen };
  } finally {
    upstream.stop();
  }
}
const agentUpstream = () => upstreamAs('agent');

describe('POST /api/saved-searches', () => {
  it('saves with the filters as text and the regions as [lng, lat] pairs, then previews the last week within 5 miles', async () => {
    let saved: Record<string, unknown> = {};
    let preview: Record<string, unknown> = {};
    const scope = agentUpstream()
      .post('/searchlink/savesearch', (b: Record<string, unknown>) => ((saved = b), true))
      .reply(200, { ok: true, id: 55 })
      .post('/searchlink/preview', (b: Record<string, unknown>) => ((preview = b), true))
      .reply(200, { properties: [] });
    const answer = await call('agent', CREATE, 'POST', { json: { ...searchSample, userId: 900 } });
    expect(answer.status).toBe(201);
    expect(answer.body as SavedSearchCreated).toEqual({ id: 55, preview: [], message: 'Search was saved!' });
    expect(saved).toMatchObject({ user_id: 900, search_name: 'Mission condos', polygon: searchSample.regions, send_now: false });
    expect(JSON.parse(saved.filters as string)).toEqual(defaultFilters());
    expect(preview).toMatchObject({ miles: 5, polygon: searchSample.regions });
    expect(Math.abs((preview.since as number) - (Date.now() / 1000 - 7 * 86_400))).toBeLessThan(60);
    scope.done();
  });

  it('a failing preview still saves and answers an empty preview', async () => {
    agentUpstream()
      .post('/searchlink/savesearch')
      .reply(200, { ok: true, id: 56 })
      .post('/searchlink/preview')
      .reply(500, { message: 'down' });
    const answer = await call('agent', CREATE, 'POST', { json: { ...searchSample, userId: 900 } });
    expect(answer.status).toBe(201);
    expect((answer.body as SavedSearchCreated).preview).toEqual([]);
  });

  it.each([
    ['no name', { ...searchSample, name: '  ' }, 'You must choose enter a name'],
    ['a fourth region', { ...searchSample, regions: Array(4).fill(searchSample.regions[0]) }, 'Maximum 3 regions allowed'],
    [
      'a self-intersecting region',
      {
        ...searchSample,
        regions: [
          [
            [0, 0],
            [2, 2],
            [2, 0],
            [0, 2],
          ],
        ],
      },
      'crosses itself',
    ],
    ['a region of 100,000 points', { ...searchSample, regions: [Array.from({ length: 100_000 }, (_, i) => [i / 1e5, 0])] }, ''],
    [
      'non-numeric coordinates',
      {
        ...searchSample,
        regions: [
          [
            ['a', 'b'],
            [1, 2],
            [3, 4],
          ],
        ],
      },
      '',
    ],
    ['a filter object with unknown keys', { ...searchSample, filters: { ...defaultFilters(), evil: true } }, ''],
    ['unknown status keys', { ...searchSample, filters: { ...defaultFilters(), status: { ...defaultFilters().status, sold: true } } }, ''],
  ])('refuses %s without calling the upstream', async (_what, body, message) => {
    const { answer, heard } = await unheard(() => call('agent', CREATE, 'POST', { json: { ...body, userId: 900 } }));
    expect([400, 413]).toContain(answer.status);
    if (message) expect(JSON.stringify(answer.body)).toContain(message);
    expect(heard).toEqual([]);
  });
});

describe('POST /api/saved-searches/{id}', () => {
  it('refuses (404) a search of another user than the path names, without saving', async () => {
    agentUpstream().get('/searchlink/search/41').reply(200, { search: upstreamSearch });
    const { answer, heard } = await unheard(() =>
      call('agent', ONE, 'POST', { path: '/api/saved-searches/41', params: { searchId: '41' }, json: { ...searchSample, userId: 901 } }),
    );
    expect(answer.status).toBe(404);
    expect(heard).toEqual([]);
  });
  it('answers the upstream failure as the envelope, keeping nothing half-done', async () => {
    agentUpstream()
      .get('/searchlink/search/41')
      .reply(200, { search: upstreamSearch })
      .post('/searchlink/savesearch')
      .reply(422, { message: 'Name taken' });
    const answer = await call('agent', ONE, 'POST', {
      path: '/api/saved-searches/41',
      params: { searchId: '41' },
      json: { ...searchSample, userId: 900 },
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ error: { message: 'Name taken' } });
  });
});

describe('POST /api/search-templates/{id}', () => {
  it('refuses (403) an agent editing a shared template, without sending the change', async () => {
    agentUpstream()
      .get('/searchlinks/7')
      .reply(200, { link: { ...upstreamTemplate, shared: 1 } });
    const { answer, heard } = await unheard(() =>
      call('agent', TEMPLATE, 'POST', { path: '/api/search-templates/7', params: { templateId: '7' }, json: searchSample }),
    );
    expect(answer.status).toBe(403);
    expect(heard).toEqual([]);
  });
});

describe('POST /api/search-listings/count', () => {
  it('sends the regions and filters and answers the count', async () => {
    agentUpstream()
      .post('/searchlink/count', (b: { polygon: unknown }) => JSON.stringify(b.polygon) === JSON.stringify(searchSample.regions))
      .reply(200, { count: 214 });
    const answer = await call('agent', COUNT, 'POST', {
      json: { filters: defaultFilters(), regions: searchSample.regions, lat: null, lng: null },
    });
    expect(answer.body).toEqual({ count: 214 });
  });
});

describe('GET /api/search-listings/points', () => {
  const options = { custom_filters: [], default_region: null, areas: [] };
  it("answers the app's listings as GeoJSON points ([lng, lat]) with their status and price, cached privately", async () => {
    agentUpstream()
      .get('/searchlink/options')
      .reply(200, {
        ...options,
        points: [
          { listing_key: 'ML1', lat: 37.76, lng: -122.41, price: 900000, status: 'active' },
          { listing_key: 'ML2', lat: 34.1, lng: -118.3, price: 4500, status: 'lease' },
        ],
      });
    const answer = await call('agent', POINTS, 'GET', { path: '/api/search-listings/points' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, max-age=60');
    expect(answer.body).toEqual({
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', properties: { status: 'active', price: 900000 }, geometry: { type: 'Point', coordinates: [-122.41, 37.76] } },
        { type: 'Feature', properties: { status: 'lease', price: 4500 }, geometry: { type: 'Point', coordinates: [-118.3, 34.1] } },
      ],
    });
  });

  it('refuses a manager without asking the upstream', async () => {
    const { answer, heard } = await unheard(() => call('manager', POINTS, 'GET', { path: '/api/search-listings/points' }));
    expect(answer.status).toBe(403);
    expect(heard).toEqual([]);
  });
});
