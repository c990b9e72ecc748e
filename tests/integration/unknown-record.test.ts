import nock from 'nock';
import { NextRequest } from 'next/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readAgentProfile, readSavedSearch, readSearchUser, readTemplate } from '@/server/records';
import { UpstreamError } from '@/server/upstream/errors';
import { ORIGIN, recordUnmatched, setTestEnvironment } from './support/harness';
import { upstreamAgent } from './support/routes';
import { upstreamSearch, upstreamTemplate } from './support/routes/saved-searches';
import { cookieOf, ROLES } from './support/sessions';
import { upstreamAs } from './support/upstream';

beforeAll(() => setTestEnvironment());
afterEach(() => {
  nock.cleanAll();
  setTestEnvironment();
});

/** proxy.ts on a page request of the admin; `rsc` makes it a client navigation. */
async function open(path: string, opts: { rsc?: boolean; role?: 'admin' | 'agent' } = {}) {
  const { proxy } = await import('@/proxy');
  const cookie = (await cookieOf(opts.role ?? 'admin')) ?? '';
  return proxy(new NextRequest(`${ORIGIN}${path}`, { headers: { cookie, ...(opts.rsc ? { rsc: '1' } : {}) } }));
}

const rewrittenTo = (res: Response) => {
  const target = res.headers.get('x-middleware-rewrite');
  return target ? new URL(target).pathname : null;
};

describe('an unknown record answers 404 before the page streams (proxy.ts)', () => {
  it('an agent the upstream does not know (404, or hidden: 403) → the not-found page', async () => {
    upstreamAs('admin').get('/user/profile/123456').reply(404, { message: 'Not found' });
    expect(rewrittenTo(await open('/agents/123456'))).toBe('/_no-such-page');
    upstreamAs('admin').get('/user/profile/77').reply(403, { message: 'Forbidden' });
    expect(rewrittenTo(await open('/agents/77'))).toBe('/_no-such-page');
  });

  it('an id that names no agent at all → the not-found page, without asking the upstream', async () => {
    const upstream = recordUnmatched();
    try {
      expect(rewrittenTo(await open('/agents/not-a-number'))).toBe('/_no-such-page');
      expect(rewrittenTo(await open('/agents/0'))).toBe('/_no-such-page');
    } finally {
      upstream.stop();
    }
    expect(upstream.seen).toEqual([]);
  });

  it('a known agent → the page renders', async () => {
    upstreamAs('admin').get('/user/profile/42').reply(200, upstreamAgent);
    const res = await open('/agents/42');
    expect(res.headers.get('x-middleware-next')).toBe('1');
    expect(rewrittenTo(res)).toBeNull();
  });

  it('the upstream failing → the page renders and shows its own error state', async () => {
    upstreamAs('admin').get('/user/profile/42').reply(500, { message: 'down' });
    expect((await open('/agents/42')).headers.get('x-middleware-next')).toBe('1');
  });

  it('the key refused while checking → signed out with the expired message', async () => {
    upstreamAs('admin').get('/user/profile/42').reply(401, { message: 'Invalid API key' });
    const res = await open('/agents/42');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${ORIGIN}/logout?expired=1`);
  });

  it('a client navigation (RSC) and a refused visitor are not checked: no upstream call', async () => {
    const upstream = recordUnmatched();
    try {
      expect((await open('/agents/123456', { rsc: true })).headers.get('x-middleware-next')).toBe('1');
      const refused = await open('/agents/123456', { role: 'agent' });
      expect(refused.status).toBe(303);
      expect(refused.headers.get('location')).toBe(`${ORIGIN}/`);
    } finally {
      upstream.stop();
    }
    expect(upstream.seen).toEqual([]);
  });
});

describe("the proxy's read is the page's: a document load asks the upstream once", () => {
  const admin = ROLES.admin.session;

  it('a known agent: the page takes the read proxy.ts made, once; the next read asks again', async () => {
    const scope = upstreamAs('admin').get('/user/profile/42').once().reply(200, upstreamAgent);
    await open('/agents/42');
    expect(scope.isDone()).toBe(true);
    const upstream = recordUnmatched();
    try {
      expect((await readAgentProfile(admin, 42))?.displayName).toBe('Avery Agent');
      expect(upstream.seen).toEqual([]);
      // Taken once: a second read (a refresh, another render) goes to the upstream.
      await readAgentProfile(admin, 42).catch(() => undefined);
      expect(upstream.seen).toEqual(['GET http://upstream.test/user/profile/42']);
    } finally {
      upstream.stop();
    }
  });

  it("a failed read is the page's to show: the page gets the same failure, without a second call", async () => {
    upstreamAs('admin').get('/user/profile/42').once().reply(500, { message: 'down' });
    await open('/agents/42');
    const err = await readAgentProfile(admin, 42).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UpstreamError);
    expect((err as UpstreamError).status).toBe(500);
  });

  it('another caller never takes it (keyed by api key and mode)', async () => {
    upstreamAs('admin').get('/user/profile/42').once().reply(200, upstreamAgent);
    await open('/agents/42');
    upstreamAs('manager')
      .get('/user/profile/42')
      .once()
      .reply(200, { ...upstreamAgent, display_name: 'As the manager sees it' });
    expect((await readAgentProfile(ROLES.manager.session, 42))?.displayName).toBe('As the manager sees it');
    expect((await readAgentProfile(admin, 42))?.displayName).toBe('Avery Agent');
  });
});

describe('saved searches and search templates: an unknown one answers 404 before the editor streams', () => {
  const admin = ROLES.admin.session;

  it('a saved search the upstream does not know, or of another user than the path names → the not-found page', async () => {
    upstreamAs('admin').get('/searchlink/search/999').reply(404, { message: 'Search not found' });
    expect(rewrittenTo(await open('/users/900/agentsavedsearch/999'))).toBe('/_no-such-page');
    upstreamAs('admin').get('/searchlink/search/41').reply(200, { search: upstreamSearch });
    expect(rewrittenTo(await open('/users/901/agentsavedsearch/41'))).toBe('/_no-such-page');
  });

  it('ids that name nothing → the not-found page without asking the upstream; /searchlinks/new is a page, not a record', async () => {
    const upstream = recordUnmatched();
    try {
      expect(rewrittenTo(await open('/users/900/agentsavedsearch/latest'))).toBe('/_no-such-page');
      expect(rewrittenTo(await open('/users/x/agentsavedsearch/41'))).toBe('/_no-such-page');
      expect(rewrittenTo(await open('/searchlinks/0'))).toBe('/_no-such-page');
      const fresh = await open('/searchlinks/new');
      expect(fresh.headers.get('x-middleware-next')).toBe('1');
    } finally {
      upstream.stop();
    }
    expect(upstream.seen).toEqual([]);
  });

  it("a known search and template render, and the editor takes proxy.ts's read once", async () => {
    upstreamAs('admin').get('/searchlink/search/41').once().reply(200, { search: upstreamSearch });
    expect(rewrittenTo(await open('/users/900/agentsavedsearch/41'))).toBeNull();
    upstreamAs('admin').get('/searchlinks/7').once().reply(200, { link: upstreamTemplate });
    expect(rewrittenTo(await open('/searchlinks/7'))).toBeNull();
    const upstream = recordUnmatched();
    try {
      expect((await readSavedSearch(admin, 900, 41))?.name).toBe('Mission condos');
      expect((await readTemplate(admin, 7))?.name).toBe('Palo Alto luxury');
      expect(upstream.seen).toEqual([]);
    } finally {
      upstream.stop();
    }
  });

  it("a new saved search for a user the upstream does not know → the not-found page; a known one takes proxy.ts's read once", async () => {
    upstreamAs('admin').get('/searchlink/searches').query({ user_id: '99999' }).reply(404, { message: 'Not found' });
    expect(rewrittenTo(await open('/users/99999/agentsavedsearch'))).toBe('/_no-such-page');
    upstreamAs('admin')
      .get('/searchlink/searches')
      .query({ user_id: '900' })
      .once()
      .reply(200, { user: { id: 900, display_name: 'Bea Buyer' }, searches: [] });
    expect(rewrittenTo(await open('/users/900/agentsavedsearch'))).toBeNull();
    const upstream = recordUnmatched();
    try {
      expect((await readSearchUser(admin, 900))?.name).toBe('Bea Buyer');
      expect(upstream.seen).toEqual([]);
    } finally {
      upstream.stop();
    }
  });

  it('a template the upstream does not know → the not-found page', async () => {
    upstreamAs('admin').get('/searchlinks/12345').reply(404, { message: 'Not found' });
    expect(rewrittenTo(await open('/searchlinks/12345'))).toBe('/_no-such-page');
  });
});
