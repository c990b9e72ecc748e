import nock from 'nock';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { forgetAppData } from '@/server/app-data';
import { crossSiteNavigation, sealPending } from '@/server/request/cross-site';
import { sealSession, unsealSession } from '@/server/session';
import { buildRequest, handlerOf, invoke, ORIGIN, recordUnmatched, setTestEnvironment, type Answer, type Call } from './support/harness';
import { appData, ROLES } from './support/sessions';
import { signInUser } from '@/tests/support/roles';
import { upstreamAs } from './support/upstream';

// Route handlers read their cookies through next/headers, which only Next's server can provide.
vi.mock('next/headers', () => import('./support/next-headers'));

beforeAll(() => setTestEnvironment());
afterEach(() => {
  nock.cleanAll();
});

/**
 * GET /logout, /login?api_key=… and /sso?e=&a= change who is signed in. Followed from
 * another site they only open a confirmation page, whose button is a same-site POST.
 */
const FROM_ELSEWHERE: [string, Record<string, string>][] = [
  ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site', referer: 'https://evil.example/page' }],
  ['a foreign Referer from a browser without fetch metadata', { referer: 'https://evil.example/page' }],
];
const FROM_HERE: [string, Record<string, string>][] = [
  ['a same-origin navigation', { 'sec-fetch-site': 'same-origin', referer: `${ORIGIN}/settings` }],
  ['a typed-in address (Sec-Fetch-Site: none)', { 'sec-fetch-site': 'none' }],
  ['a request with neither fetch metadata nor Referer', {}],
];

describe('crossSiteNavigation', () => {
  const of = (headers: Record<string, string>) => crossSiteNavigation(buildRequest({ path: '/logout', headers, origin: null }));
  it('is true for a cross-site navigation and a foreign Referer, false for this site, typed-in and bare requests', () => {
    for (const [, headers] of FROM_ELSEWHERE) expect(of(headers)).toBe(true);
    for (const [, headers] of FROM_HERE) expect(of(headers)).toBe(false);
    // A same-site sibling (fetch metadata 'same-site') is not another site's; a malformed Referer is.
    expect(of({ 'sec-fetch-site': 'same-site' })).toBe(false);
    expect(of({ referer: 'not a url' })).toBe(true);
  });
});

const admin = ROLES.admin.session;
const signedIn = async () => `bd_session=${await sealSession(admin)}`;

async function quietly(file: string, method: string, call: Call): Promise<{ answer: Answer; heard: string[] }> {
  const upstream = recordUnmatched();
  try {
    return { answer: await invoke(await handlerOf(file, method), { method, ...call }), heard: upstream.seen };
  } finally {
    upstream.stop();
  }
}

describe('GET /logout', () => {
  for (const [name, headers] of FROM_ELSEWHERE) {
    it(`with ${name}: the confirmation page, the key not revoked, the cookies kept`, async () => {
      const { answer, heard } = await quietly('app/logout/route.ts', 'GET', {
        path: '/logout',
        cookie: await signedIn(),
        headers,
        origin: null,
      });
      expect([answer.status, answer.headers.get('location')]).toEqual([303, '/logout/confirm']);
      expect(answer.rawSetCookies).toEqual([]);
      expect(heard).toEqual([]);
    });
  }
  for (const [name, headers] of FROM_HERE) {
    it(`with ${name}: signs out as before`, async () => {
      const revoke = upstreamAs('admin').post('/logout').reply(200, { ok: true });
      const answer = await invoke(await handlerOf('app/logout/route.ts', 'GET'), {
        path: '/logout',
        cookie: await signedIn(),
        headers,
        origin: null,
      });
      expect([answer.status, answer.headers.get('location')]).toEqual([303, '/login']);
      expect(revoke.isDone()).toBe(true);
    });
  }
  it('?expired=1 from another site (a link to a page of a session the upstream no longer accepts): signed out, if true', async () => {
    const cookie = `bd_session=${await sealSession(ROLES.manager.session)}`;
    forgetAppData(ROLES.manager.session);
    upstreamAs('manager')
      .get('/app/acme')
      .reply(401, { message: 'Invalid API key' })
      .post('/logout')
      .reply(401, { message: 'Invalid API key' });
    const answer = await invoke(await handlerOf('app/logout/route.ts', 'GET'), {
      path: '/logout?expired=1',
      cookie,
      headers: FROM_ELSEWHERE[0]![1],
      origin: null,
    });
    expect([answer.status, answer.headers.get('location')]).toEqual([303, '/login?expired=1']);
    expect(answer.setCookies.find((c) => c?.name === 'bd_session')?.value ?? '').toBe('');

    // A forged claim (the key still works): the confirmation page, nothing revoked.
    upstreamAs('manager').get('/app/acme').reply(200, appData());
    const { answer: forged, heard } = await quietly('app/logout/route.ts', 'GET', {
      path: '/logout?expired=1',
      cookie,
      headers: FROM_ELSEWHERE[0]![1],
      origin: null,
    });
    expect(forged.headers.get('location')).toBe('/logout/confirm');
    expect(heard).toEqual([]);
  });

  it('with no session, from anywhere: straight to /login (nothing to confirm)', async () => {
    const { answer, heard } = await quietly('app/logout/route.ts', 'GET', {
      path: '/logout',
      headers: FROM_ELSEWHERE[0]![1],
      origin: null,
    });
    expect(answer.headers.get('location')).toBe('/login');
    expect(heard).toEqual([]);
  });
});

const KEY = 'attackers-key-0123456789';
const sessionOf = async (answer: Answer) => unsealSession(answer.setCookies.find((c) => c?.name === 'bd_session')?.value);
const tokenOf = (answer: Answer) => new URL(answer.headers.get('location') ?? '', ORIGIN).searchParams.get('t') ?? '';
const form = (t: string) => ({
  body: new URLSearchParams({ t }).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

describe('a key restore link (/login?api_key=…) from another site', () => {
  const RESTORE = 'app/api/auth/restore/route.ts';
  for (const [name, headers] of FROM_ELSEWHERE) {
    it(`with ${name}: the confirmation page, no sign-in, the key out of the address`, async () => {
      const { answer, heard } = await quietly(RESTORE, 'GET', { path: `/api/auth/restore?api_key=${KEY}&ro=1`, headers, origin: null });
      const location = answer.headers.get('location') ?? '';
      expect([answer.status, location.split('?')[0]]).toEqual([303, '/login/confirm']);
      expect(location).not.toContain(KEY);
      expect(answer.rawSetCookies).toEqual([]);
      expect(heard).toEqual([]);
    });
  }

  it("the page's button (a same-site POST of the sealed link) signs in with the link's key and read-only flag", async () => {
    const { answer: asked } = await quietly(RESTORE, 'GET', {
      path: `/api/auth/restore?api_key=${KEY}&ro=1`,
      headers: FROM_ELSEWHERE[0]![1],
      origin: null,
    });
    const restore = upstreamAs('signedOut')
      .post('/login/token', { api_key: KEY, ro: true })
      .reply(200, { user: signInUser(), app: appData() });
    const answer = await invoke(await handlerOf(RESTORE, 'POST'), { method: 'POST', path: '/api/auth/restore', ...form(tokenOf(asked)) });
    expect([answer.status, answer.headers.get('location')]).toEqual([303, '/']);
    expect(restore.isDone()).toBe(true);
    expect(await sessionOf(answer)).toMatchObject({ apiKey: KEY, readOnly: true });
  });

  it('a same-site or typed-in link signs in at once, as before', async () => {
    for (const [, headers] of FROM_HERE) {
      upstreamAs('signedOut').post('/login/token').reply(200, { user: signInUser(), app: appData() });
      const answer = await invoke(await handlerOf(RESTORE, 'GET'), { path: `/api/auth/restore?api_key=${KEY}`, headers, origin: null });
      expect(answer.headers.get('location')).toBe('/');
      expect((await sessionOf(answer))?.apiKey).toBe(KEY);
    }
  });

  it('a forged, tampered, missing or SSO-kind token posted to it signs nobody in', async () => {
    const sso = await sealPending({ kind: 'sso', email: 'a@b.co', token: 't' });
    const genuine = await sealPending({ kind: 'restore', apiKey: KEY, readOnly: false });
    for (const t of ['', 'Fe26.2**forged', `${genuine.slice(0, -4)}AAAA`, sso, await sealSession(admin)]) {
      const { answer, heard } = await quietly(RESTORE, 'POST', { path: '/api/auth/restore', ...form(t) });
      expect([answer.status, answer.headers.get('location')]).toEqual([303, '/login?restore=failed']);
      expect(answer.rawSetCookies).toEqual([]);
      expect(heard).toEqual([]);
    }
  });
});

describe('an SSO link (/sso?e=&a=) from another site', () => {
  const SSO = 'app/api/auth/sso/route.ts';
  for (const [name, headers] of FROM_ELSEWHERE) {
    it(`with ${name}: the confirmation page, no sign-in, the token out of the address`, async () => {
      const { answer, heard } = await quietly(SSO, 'GET', {
        path: '/api/auth/sso?e=victim%40acme.test&a=sso-token-42',
        headers,
        origin: null,
      });
      const location = answer.headers.get('location') ?? '';
      expect([answer.status, location.split('?')[0]]).toEqual([303, '/sso/confirm']);
      expect(location).not.toContain('sso-token-42');
      expect(answer.rawSetCookies).toEqual([]);
      expect(heard).toEqual([]);
    });
  }

  it("the page's button signs in with the link's e-mail and token; a restore-kind token does not", async () => {
    const { answer: asked } = await quietly(SSO, 'GET', {
      path: '/api/auth/sso?e=victim%40acme.test&a=sso-token-42',
      headers: FROM_ELSEWHERE[0]![1],
      origin: null,
    });
    const sso = upstreamAs('signedOut')
      .post('/login/sso', { email: 'victim@acme.test', token: 'sso-token-42' })
      .reply(200, { api_key: 'sso-key', user: signInUser(), app: appData() });
    const answer = await invoke(await handlerOf(SSO, 'POST'), { method: 'POST', path: '/api/auth/sso', ...form(tokenOf(asked)) });
    expect([answer.status, answer.headers.get('location')]).toEqual([303, '/']);
    expect(sso.isDone()).toBe(true);
    expect((await sessionOf(answer))?.apiKey).toBe('sso-key');

    const restoreKind = await sealPending({ kind: 'restore', apiKey: KEY, readOnly: false });
    const { answer: refused, heard } = await quietly(SSO, 'POST', { path: '/api/auth/sso', ...form(restoreKind) });
    expect(refused.headers.get('location')).toBe('/sso');
    expect(heard).toEqual([]);
  });
});
