import { sealData } from 'iron-session';
import nock from 'nock';
import { NextRequest } from 'next/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sealSession, type Session } from '@/server/session';
import { handlerOf, invoke, ORIGIN, recordUnmatched, SESSION_SECRET, setTestEnvironment, withRealUpstream } from './support/harness';
import { cookieOf, ROLES } from './support/sessions';
import { upstreamAs } from './support/upstream';

// Route handlers read their cookies through next/headers, which only Next's server can provide.
vi.mock('next/headers', () => import('./support/next-headers'));

beforeAll(() => setTestEnvironment());
afterEach(() => {
  nock.cleanAll();
  vi.useRealTimers();
  setTestEnvironment();
});

const admin = ROLES.admin.session;
const PIN = { file: 'app/api/agents/[agentId]/pin/route.ts', path: '/api/agents/42/pin', params: { agentId: '42' } };

async function pinWith(cookie: string | undefined) {
  const upstream = recordUnmatched();
  try {
    const handler = await handlerOf(PIN.file, 'POST');
    const answer = await invoke(handler, { method: 'POST', path: PIN.path, params: PIN.params, cookie, json: { pinned: true } });
    return { answer, upstream: upstream.seen };
  } finally {
    upstream.stop();
  }
}

/** A signed-out visitor: the mutation answers 401 and nothing reaches the upstream. */
async function expectSignedOut(cookie: string | undefined) {
  const { answer, upstream } = await pinWith(cookie);
  expect(answer.status).toBe(401);
  expect(answer.message).toBe('Please sign in.');
  expect(upstream).toEqual([]);
}

/** What proxy.ts does with the cookie on a page: a signed-out visitor goes to /login with the path remembered. */
async function pageWith(cookie: string) {
  const { proxy } = await import('@/proxy');
  return proxy(new NextRequest(`${ORIGIN}/agents?sort=a`, { headers: { cookie } }));
}

/** The answer deletes the session cookie (an empty value that has already expired). */
function cleared(cookies: ({ name?: string; value?: string; expires?: Date | number } | undefined)[]): boolean {
  const c = cookies.find((x) => x?.name === 'bd_session');
  return !!c && !c.value && Number(c.expires ?? Infinity) <= Date.now();
}

async function sealed(session: Session = admin) {
  return sealSession(session);
}

describe('a forged or stale session cookie is a signed-out visitor', () => {
  it('a tampered cookie (one character changed)', async () => {
    const value = await sealed();
    const i = Math.floor(value.length / 2);
    const tampered = value.slice(0, i) + (value[i] === 'A' ? 'B' : 'A') + value.slice(i + 1);
    await expectSignedOut(`bd_session=${tampered}`);
    const page = await pageWith(`bd_session=${tampered}`);
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe(`${ORIGIN}/login?next=%2Fagents%3Fsort%3Da`);
  });

  it('a truncated cookie', async () => {
    const value = await sealed();
    await expectSignedOut(`bd_session=${value.slice(0, value.length - 12)}`);
    await expectSignedOut(`bd_session=${value.slice(0, 30)}`);
  });

  it('an expired cookie (sealed more than a day ago)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - 86_400_000 - 60_000);
    const old = await sealed();
    vi.useRealTimers();
    await expectSignedOut(`bd_session=${old}`);
  });

  it('a cookie sealed with a foreign secret', async () => {
    const foreign = await sealData(admin, { password: { 1: 'f'.repeat(40) }, ttl: 86_400 });
    await expectSignedOut(`bd_session=${foreign}`);
  });

  it('a cookie sealed with a secret that has been rotated out (and still accepted while it is listed)', async () => {
    const OLD = 'old-secret-0123456789abcdef0123456789abcdef';
    setTestEnvironment({ SESSION_SECRETS: OLD });
    const old = await sealed();
    setTestEnvironment({ SESSION_SECRETS: `${SESSION_SECRET},${OLD}` });
    upstreamAs('admin').post('/agent_pin').reply(200, { ok: true, priority: 1 });
    await cookieOf('admin');
    expect((await pinWith(`bd_session=${old}`)).answer.status).toBe(200);
    setTestEnvironment({ SESSION_SECRETS: SESSION_SECRET });
    await expectSignedOut(`bd_session=${old}`);
  });

  it('a correctly sealed cookie whose content is not a session (wrong version, empty key, extra powers)', async () => {
    const password = { 1: SESSION_SECRET };
    for (const content of [
      { ...admin, v: 2 },
      { ...admin, apiKey: '' },
      { ...admin, user: { ...admin.user, type: 'superadmin' } },
      { hello: 'world' },
    ]) {
      await expectSignedOut(`bd_session=${await sealData(content, { password, ttl: 86_400 })}`);
    }
  });

  it('garbage: empty, oversized, non-ASCII, an iron-looking prefix, a JSON session in clear', async () => {
    for (const value of [
      '',
      'x'.repeat(5000),
      encodeURIComponent('ünïcödé 🍪'),
      'Fe26.2**abc*def*ghi*jkl*mno*pqr*stu',
      encodeURIComponent(JSON.stringify(admin)),
    ]) {
      await expectSignedOut(`bd_session=${value}`);
    }
  });

  it('the read-only cookie can switch read-only on but never off', async () => {
    const readOnly = `bd_session=${await sealed(ROLES.readOnly.session)}; bd_ro=0`;
    await cookieOf('readOnly');
    const { answer } = await pinWith(readOnly);
    expect(answer).toMatchObject({ status: 403, message: 'Read-only mode: changes are not allowed.' });
    await cookieOf('admin');
    const flagged = await pinWith(`bd_session=${await sealed()}; bd_ro=1`);
    expect(flagged.answer).toMatchObject({ status: 403, message: 'Read-only mode: changes are not allowed.' });
    expect(flagged.upstream).toEqual([]);
  });
});

describe('after logout the old cookie value no longer works', () => {
  const logout = async (cookie: string, method: 'GET' | 'POST' = 'POST') =>
    invoke(await handlerOf('app/logout/route.ts', method), {
      method,
      path: '/logout',
      cookie,
      body: method === 'POST' ? '' : undefined,
      headers: method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {},
    });

  it('logout revokes the key upstream, clears both cookies and goes to /login', async () => {
    const cookie = `bd_session=${await sealed()}; bd_ro=1`;
    const revoke = upstreamAs('admin').post('/logout').reply(200, { ok: true });
    const answer = await logout(cookie);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/login');
    expect(revoke.isDone()).toBe(true);
    const byName = Object.fromEntries(answer.setCookies.map((c) => [c?.name, c]));
    for (const name of ['bd_session', 'bd_ro']) {
      expect(byName[name], name).toBeDefined();
      expect(byName[name]?.value ?? '').toBe('');
      expect(byName[name]?.expires?.getTime() ?? Infinity).toBeLessThanOrEqual(Date.now());
    }
  });

  it('a copy of the old cookie replayed for a mutation gets the upstream 401: the session has expired, and the cookie is cleared', async () => {
    const cookie = `bd_session=${await sealed()}`;
    await cookieOf('admin');
    upstreamAs('admin').post('/logout').reply(200, { ok: true });
    await logout(cookie);
    // The upstream has revoked the key: everything it is asked with it answers 401.
    upstreamAs('admin')
      .get('/app/acme')
      .reply(401, { message: 'Invalid API key' })
      .post('/agent_pin')
      .reply(401, { message: 'Invalid API key' });
    const { answer } = await pinWith(cookie);
    expect(answer.status).toBe(401);
    expect(answer.message).toBe('Your session has expired. Please sign in again.');
    expect(cleared(answer.setCookies)).toBe(true);
  });

  // A failed revocation used to be reported as a sign-out while the key kept working.
  it('a failing upstream (network error, 500, no answer at all) keeps the session and opens the retry page', async () => {
    const cookie = `bd_session=${await sealed()}`;
    const keptAndRetry = (answer: Awaited<ReturnType<typeof logout>>) => {
      expect([answer.status, answer.headers.get('location')]).toEqual([303, '/logout/confirm?failed=1']);
      expect(answer.rawSetCookies).toEqual([]);
    };
    upstreamAs('admin').post('/logout').replyWithError({ code: 'ECONNREFUSED' });
    keptAndRetry(await logout(cookie));
    upstreamAs('admin').post('/logout').reply(500, { message: 'down' });
    keptAndRetry(await logout(cookie, 'GET'));

    // An upstream that never answers: the logout waits its own short timeout, not the configured one.
    await withRealUpstream(
      () => undefined,
      { UPSTREAM_TIMEOUT_MS: '60000' },
      async () => {
        const started = Date.now();
        keptAndRetry(await logout(cookie));
        expect(Date.now() - started).toBeGreaterThanOrEqual(2_900);
        expect(Date.now() - started).toBeLessThan(5_000);
      },
    );

    // Try again, with the upstream back: signed out for real.
    upstreamAs('admin').post('/logout').reply(200, { ok: true });
    const retried = await logout(cookie);
    expect(retried.headers.get('location')).toBe('/login');
    expect(cleared(retried.setCookies)).toBe(true);
  }, 10_000);

  it("the retry page's 'Sign out on this browser only' clears the cookies without asking the upstream, and says so", async () => {
    const upstream = recordUnmatched();
    const answer = await invoke(await handlerOf('app/logout/route.ts', 'POST'), {
      method: 'POST',
      path: '/logout?browser=1',
      cookie: `bd_session=${await sealed()}; bd_ro=1`,
      body: '',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    upstream.stop();
    expect(upstream.seen).toEqual([]);
    expect([answer.status, answer.headers.get('location')]).toEqual([303, '/login?signedout=browser']);
    expect(cleared(answer.setCookies)).toBe(true);
    // A GET never signs out on the browser alone: only the page's own form asks for it.
    upstreamAs('admin').post('/logout').reply(500, { message: 'down' });
    const viaGet = await logout(`bd_session=${await sealed()}`, 'GET');
    expect(viaGet.headers.get('location')).toBe('/logout/confirm?failed=1');
  });

  it('a key the upstream already refuses (401) counts as revoked: signed out, with the expired message when asked', async () => {
    const cookie = `bd_session=${await sealed()}`;
    upstreamAs('admin').post('/logout').reply(401, { message: 'Invalid API key' });
    const answer = await invoke(await handlerOf('app/logout/route.ts', 'GET'), { path: '/logout?expired=1', cookie });
    expect([answer.status, answer.headers.get('location')]).toEqual([303, '/login?expired=1']);
    expect(cleared(answer.setCookies)).toBe(true);
  });

  it('a logout form posted from another site is refused and signs nobody out', async () => {
    const handler = await handlerOf('app/logout/route.ts', 'POST');
    const upstream = recordUnmatched();
    const answer = await invoke(handler, {
      method: 'POST',
      path: '/logout',
      cookie: `bd_session=${await sealed()}`,
      origin: 'https://evil.example',
      body: '',
    });
    upstream.stop();
    expect(answer.status).toBe(403);
    expect(answer.rawSetCookies).toEqual([]);
    expect(upstream.seen).toEqual([]);
  });
});
