import nock from 'nock';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PaletteSearchResponse } from '@/lib/palette/answers';
import { RESULTS_PER_KIND } from '@/lib/palette/search';
import { handlerOf, invoke, recordUnmatched, setTestEnvironment } from './support/harness';
import { upstreamFeatured } from './support/routes/featured';
import { paletteUpstream, upstreamAgentRow, upstreamPocketRow } from './support/routes/palette';
import { upstreamTemplate } from './support/routes/saved-searches';
import { upstreamTag } from './support/routes/tags';
import { upstreamUser } from './support/routes/users';
import { cookieOf, type Role } from './support/sessions';
import { upstreamAs } from './support/upstream';

// Route handlers read their cookies through next/headers, which only Next's server can provide.
vi.mock('next/headers', () => import('./support/next-headers'));

beforeAll(() => setTestEnvironment());
afterEach(() => {
  nock.cleanAll();
});

const FILE = 'app/api/palette/route.ts';

async function search(role: Role, q: string) {
  const handler = await handlerOf(FILE, 'GET');
  return invoke(handler, { method: 'GET', path: `/api/palette?${new URLSearchParams({ q })}`, cookie: await cookieOf(role) });
}
const groupsOf = (body: unknown) => (body as PaletteSearchResponse).groups;
const summary = (body: unknown) => groupsOf(body).map((g) => [g.kind, g.records.map((r) => r.label)]);

/** Runs `fn` and answers what reached the upstream without an interceptor. */
async function unheard<T>(fn: () => Promise<T>): Promise<{ answer: T; heard: string[] }> {
  const upstream = recordUnmatched();
  try {
    return { answer: await fn(), heard: upstream.seen };
  } finally {
    upstream.stop();
  }
}

describe('GET /api/palette', () => {
  it("an admin: each kind labelled, users and agents through the upstream's own search, each record's page", async () => {
    const u = upstreamAs('admin');
    const users = u
      .get('/users')
      .query((q) => q.q === 'acme' && q.limit === String(RESULTS_PER_KIND) && q.offset === '0')
      .reply(200, { users: [upstreamUser], total: 1, from: 1, to: 1 });
    const agents = u
      .get('/agents')
      .query((q) => q.q === 'acme' && q.limit === String(RESULTS_PER_KIND))
      .reply(200, { agents: [upstreamAgentRow], total: 1, from: 1, to: 1 });
    u.get('/featured').reply(200, {
      featureds: [upstreamFeatured, { ...upstreamFeatured, listing_key: 'ML2', listing_id: 'ML2', full_address: '9 Acme Way' }],
    });
    u.get('/pocket').reply(200, { pockets: [{ ...upstreamPocketRow, full_address: '1 Acme Court' }] });
    u.get('/tags').reply(200, { tags: [upstreamTag, { ...upstreamTag, id: 13, tag: 'acme', tag_long: 'Acme VIP' }] });
    u.get('/searchlinks').reply(200, { links: [upstreamTemplate, { ...upstreamTemplate, id: 8, name: 'Acme condos' }] });
    const answer = await search('admin', 'acme');
    expect(answer.status).toBe(200);
    const groups = groupsOf(answer.body);
    expect(groups.map((g) => [g.kind, g.label])).toEqual([
      ['users', 'Users'],
      ['agents', 'Agents'],
      ['listings', 'Listings'],
      ['tags', 'Tags'],
      ['templates', 'Search Templates'],
    ]);
    expect(groups.flatMap((g) => g.records.map((r) => [r.label, r.detail, r.href]))).toEqual([
      ['Blake Buyer', 'buyer@acme.test', '/users/501'],
      ['Avery Agent', 'agent@acme.test · San Francisco Office', '/agents/3'],
      ['9 Acme Way', 'Featured · San Jose, CA 95112 · ML2', '/featured'],
      ['1 Acme Court', 'Exclusive · San Francisco, CA 94110', '/pocket/PKTACME01'],
      ['Acme VIP', '', '/users?tag=acme'],
      ['Acme condos', 'Avery Agent', '/searchlinks/8'],
    ]);
    expect(users.isDone() && agents.isDone()).toBe(true);
  });

  it('a listing is found by its listing id too', async () => {
    paletteUpstream(upstreamAs('admin'));
    const listings = groupsOf((await search('admin', 'ML8100')).body).find((g) => g.kind === 'listings');
    expect(listings?.records.map((r) => r.id)).toEqual(['ML81000000']);
  });

  it("an agent: no agents, and the users search goes in agent mode, so the upstream answers only the agent's own users", async () => {
    paletteUpstream(upstreamAs('agent'));
    const { answer, heard } = await unheard(() => search('agent', 'av'));
    expect(answer.status).toBe(200);
    expect(groupsOf(answer.body).map((g) => g.kind)).toEqual(['users', 'listings', 'tags', 'templates']);
    expect(heard).toEqual([]);
  });

  it('a manager: users, agents and listings; no tags or templates asked for', async () => {
    paletteUpstream(upstreamAs('manager'));
    const { answer, heard } = await unheard(() => search('manager', 'av'));
    // The upstream found Blake Buyer by a field the palette does not match on (the agent's name): it stays.
    expect(summary(answer.body)).toEqual([
      ['users', ['Blake Buyer']],
      ['agents', ['Avery Agent']],
      ['listings', []],
    ]);
    expect(heard).toEqual([]);
  });

  it('restricted mode: an admin finds no users, and the upstream is never asked for them', async () => {
    const u = upstreamAs('restrictedAdmin');
    u.get('/agents')
      .query(true)
      .reply(200, { agents: [upstreamAgentRow], total: 1, from: 1, to: 1 });
    u.get('/featured').reply(200, { featureds: [] });
    u.get('/pocket').reply(200, { pockets: [] });
    u.get('/tags').reply(200, { tags: [] });
    u.get('/searchlinks').reply(200, { links: [] });
    const { answer, heard } = await unheard(() => search('restrictedAdmin', 'av'));
    expect(groupsOf(answer.body).map((g) => g.kind)).toEqual(['agents', 'listings', 'tags', 'templates']);
    expect(heard).toEqual([]);
  });

  it('read-only mode searches as its viewer would (it only reads)', async () => {
    paletteUpstream(upstreamAs('readOnly'));
    expect((await search('readOnly', 'av')).status).toBe(200);
  });

  it(`at most ${RESULTS_PER_KIND} records a kind, best match first`, async () => {
    const u = upstreamAs('agent');
    u.get('/users').query(true).reply(200, { users: [], total: 0, from: 0, to: 0 });
    u.get('/featured').reply(200, { featureds: [] });
    u.get('/pocket').reply(200, { pockets: [] });
    u.get('/searchlinks').reply(200, { links: [] });
    const names = ['Open house lead', 'Cold lead', 'Leads 2027', 'Lead', 'Lapsed lead', 'Lead magnet', 'Re-lead', 'Lead'];
    u.get('/tags').reply(200, { tags: names.map((n, i) => ({ ...upstreamTag, id: 20 + i, tag: `t${i}`, tag_long: n })) });
    const tags = groupsOf((await search('agent', 'lead')).body).find((g) => g.kind === 'tags');
    expect(tags?.records.map((r) => r.label)).toEqual(['Lead', 'Lead', 'Leads 2027', 'Lead magnet', 'Open house lead']);
  });

  it('refuses a query of one character or over 100, asking the upstream nothing', async () => {
    for (const q of ['a', ' a ', 'x'.repeat(101)]) {
      const { answer, heard } = await unheard(() => search('admin', q));
      expect(answer.status).toBe(400);
      expect(heard).toEqual([]);
    }
  });

  it("one kind's failure leaves the others, and its group says why", async () => {
    const u = upstreamAs('agent');
    u.get('/users')
      .query(true)
      .reply(200, { users: [upstreamUser], total: 1, from: 1, to: 1 });
    u.get('/featured').reply(200, { featureds: [] });
    u.get('/pocket').reply(200, { pockets: [] });
    u.get('/tags').reply(500, { message: 'boom' });
    u.get('/searchlinks').reply(200, { links: [] });
    const answer = await search('agent', 'blake');
    expect(answer.status).toBe(200);
    const groups = groupsOf(answer.body);
    expect(groups.find((g) => g.kind === 'users')?.records.map((r) => r.label)).toEqual(['Blake Buyer']);
    expect(groups.find((g) => g.kind === 'tags')).toMatchObject({ records: [], failed: expect.any(String) });
  });

  it('an expired key signs the visitor out, as every handler does', async () => {
    const u = upstreamAs('agent');
    u.get('/users').query(true).reply(401, { message: 'Invalid API key' });
    u.get('/featured').reply(200, { featureds: [] });
    u.get('/pocket').reply(200, { pockets: [] });
    u.get('/tags').reply(200, { tags: [] });
    u.get('/searchlinks').reply(200, { links: [] });
    const answer = await search('agent', 'blake');
    expect(answer.status).toBe(401);
  });
});
