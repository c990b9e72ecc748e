import nock from 'nock';
import { NextRequest } from 'next/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetLimitsForTests } from '@/server/limits/counter';
import { TOO_MANY_ATTEMPTS } from '@/server/limits/attempts';
import { sealSession } from '@/server/session';
import { handlerOf, invoke, ORIGIN, setTestEnvironment } from './support/harness';
import { guardedRoutes, label, upstreamOf, validBody, type RouteCase } from './support/routes';
import { appData, cookieOf, ROLES } from './support/sessions';
import { upstreamAs } from './support/upstream';

// Route handlers read their cookies through next/headers, which only Next's server can provide.
vi.mock('next/headers', () => import('./support/next-headers'));

const NODE_ENV = process.env.NODE_ENV;
beforeAll(() => setTestEnvironment());
afterEach(() => {
  nock.cleanAll();
  (process.env as Record<string, string | undefined>).NODE_ENV = NODE_ENV;
  setTestEnvironment();
});

/** proxy.ts's answer for a page, with the production configuration when asked. */
async function pageHeaders(path: string, opts: { cookie?: string; production?: boolean } = {}) {
  if (opts.production) {
    (process.env as Record<string, string>).NODE_ENV = 'production';
    setTestEnvironment({ UPSTREAM_API_URL: 'https://api.example.com', FUB_EMBED_SECRET: 'production-embed-secret' });
  }
  const { proxy } = await import('@/proxy');
  return proxy(new NextRequest(`${ORIGIN}${path}`, { headers: opts.cookie ? { cookie: opts.cookie } : {} }));
}

const directives = (csp: string): Record<string, string[]> =>
  Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([k, ...v]) => [k, v]),
  );

describe('security headers of every page', () => {
  it('a nonce-based CSP: no inline script without the nonce, a fresh nonce per request, handed to the renderer', async () => {
    const [a, b] = [await pageHeaders('/login'), await pageHeaders('/login')];
    const csp = directives(a.headers.get('content-security-policy') ?? '');
    const nonce = csp['script-src']?.find((s) => s.startsWith("'nonce-"));
    expect(nonce).toMatch(/^'nonce-[A-Za-z0-9+/=]{16,}'$/);
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    expect(b.headers.get('content-security-policy')).not.toContain(nonce);
    // Next reads the nonce from the forwarded request's CSP to put it on its own scripts.
    expect(a.headers.get('x-middleware-request-x-nonce')).toBe(nonce?.slice(7, -1));
  });

  it('X-Content-Type-Options, Referrer-Policy and Permissions-Policy', async () => {
    const res = await pageHeaders('/login');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()'])
      expect(res.headers.get('permissions-policy')).toContain(feature);
  });

  it('framing: nobody may frame an ordinary page (frame-ancestors none and X-Frame-Options DENY)', async () => {
    for (const res of [await pageHeaders('/login'), await pageHeaders('/agents', { cookie: await cookieOf('admin') })]) {
      expect(directives(res.headers.get('content-security-policy') ?? '')['frame-ancestors']).toEqual(["'none'"]);
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('framing: only the CRM origin may frame the embed routes (/fub and every page of an embedded session)', async () => {
    const embedded = `bd_session=${await sealSession({ ...ROLES.agent.session, embedded: true })}`;
    await cookieOf('agent');
    for (const res of [
      await pageHeaders('/fub?err=user'),
      await pageHeaders('/', { cookie: embedded }),
      await pageHeaders('/agents/3', { cookie: embedded }),
    ]) {
      expect(directives(res.headers.get('content-security-policy') ?? '')['frame-ancestors']).toEqual(['https://app.followupboss.com']);
      expect(res.headers.get('x-frame-options')).toBeNull();
    }
  });

  it("Follow Up Boss's embedded-apps script: its origin is a script source on the embed's pages alone, and the page is told to load it", async () => {
    const embedded = `bd_session=${await sealSession({ ...ROLES.agent.session, embedded: true })}`;
    await cookieOf('agent');
    const FUB_SCRIPT = 'https://eia.followupboss.com';
    for (const res of [
      await pageHeaders('/fub?err=user'),
      await pageHeaders('/', { cookie: embedded }),
      await pageHeaders('/users/7', { cookie: embedded }),
    ]) {
      const csp = directives(res.headers.get('content-security-policy') ?? '');
      expect(csp['script-src']).toContain(FUB_SCRIPT);
      expect(csp['connect-src']).not.toContain(FUB_SCRIPT);
      expect(res.headers.get('x-middleware-request-x-embedded')).toBe('1');
    }
    // An ordinary page neither allows it nor loads it, whatever the browser claims in the header.
    const { proxy } = await import('@/proxy');
    for (const res of [
      await pageHeaders('/login'),
      await pageHeaders('/users/7', { cookie: await cookieOf('admin') }),
      await proxy(new NextRequest(`${ORIGIN}/login`, { headers: { 'x-embedded': '1' } })),
    ]) {
      expect(res.headers.get('content-security-policy')).not.toContain('followupboss');
      expect(res.headers.get('x-middleware-request-x-embedded')).toBeNull();
    }
  });

  it('FUB_EMBED_SCRIPT_URL moves the allowed origin with it, and must be https', async () => {
    setTestEnvironment({ FUB_EMBED_SCRIPT_URL: 'https://scripts.example.com/embeddedApps-v2.js' });
    const res = await pageHeaders('/fub?err=user');
    setTestEnvironment({ FUB_EMBED_SCRIPT_URL: undefined });
    const csp = directives(res.headers.get('content-security-policy') ?? '');
    expect(csp['script-src']).toContain('https://scripts.example.com');
    expect(csp['script-src']).not.toContain('https://eia.followupboss.com');
    const { parseConfig } = await import('@/server/config');
    expect(() => parseConfig({ FUB_EMBED_SCRIPT_URL: 'http://scripts.example.com/e.js' })).toThrow(
      /FUB_EMBED_SCRIPT_URL must be an https URL/,
    );
  });

  it('HSTS (two years, subdomains) and upgrade-insecure-requests under the production configuration only', async () => {
    const dev = await pageHeaders('/login');
    expect(dev.headers.get('strict-transport-security')).toBeNull();
    const prod = await pageHeaders('/login', { production: true });
    expect(prod.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    expect(prod.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
  });
});

describe("sign-in links: the secret stays out of the rewrite's address, which Next repeats to the browser", () => {
  const LINKS = [
    ['/login?api_key=k-secret-123&ro=1', '/api/auth/restore'],
    ['/sso?e=a%40acme.test&a=t-secret-123', '/api/auth/sso'],
    ['/fub?context=c-secret-123&signature=s-secret-123', '/api/fub'],
  ] as const;

  it('/login?api_key=…, /sso?e=&a= and /fub?context=&signature=: rewritten without the query, which goes in a request header', async () => {
    const { proxy } = await import('@/proxy');
    for (const [link, target] of LINKS) {
      const res = await proxy(new NextRequest(`${ORIGIN}${link}`));
      expect(res.headers.get('x-middleware-rewrite'), link).toBe(`${ORIGIN}${target}`);
      expect(res.headers.get('x-middleware-request-x-link-query'), link).toBe(link.slice(link.indexOf('?')));
    }
    // A page never passes on a link query the browser made up.
    const page = await proxy(new NextRequest(`${ORIGIN}/login`, { headers: { 'x-link-query': '?api_key=forged' } }));
    expect(page.headers.get('x-middleware-request-x-link-query')).toBeNull();
  });

  it('the key restore reads the key from that header', async () => {
    const restore = upstreamAs('signedOut')
      .post('/login/token', { api_key: 'link-key-123', ro: true })
      .reply(200, {
        app: appData(),
        user: {
          id: 1,
          type: 'admin',
          subType: null,
          email: 'admin@acme.test',
          display_name: 'Alex Admin',
          payments: true,
          agent_data: null,
        },
      });
    const handler = await handlerOf('app/api/auth/restore/route.ts', 'GET');
    const answer = await invoke(handler, {
      method: 'GET',
      path: '/api/auth/restore',
      headers: { 'x-link-query': '?api_key=link-key-123&ro=1' },
    });
    expect([answer.status, answer.headers.get('location')]).toEqual([303, '/']);
    expect(restore.isDone()).toBe(true);
  });
});

describe('caching: no signed-in answer of the route table is kept by a cache', () => {
  // The one handler that chose a cache of its own: the person's browser keeps the map's points a minute.
  const OWN_POLICY: Record<string, string> = { 'GET /api/search-listings/points': 'private, max-age=60' };
  const expectPrivate = (route: RouteCase, headers: Headers, what: string) => {
    expect(headers.get('cache-control'), what).toBe(OWN_POLICY[label(route)] ?? 'private, no-store');
    expect(headers.get('vary'), what).toMatch(/(^|, )Cookie(,|$)/);
  };

  for (const route of guardedRoutes) {
    it(`${label(route)}: its answer and its refusals are private, never stored, and vary by cookie`, async () => {
      const api = upstreamOf(route);
      route.upstream?.(api);
      const handler = await handlerOf(route.file, route.method);
      const call = { method: route.method, path: route.path, params: route.params, ...validBody(route) };
      const ok = await invoke(handler, { ...call, cookie: await cookieOf(route.as ?? 'admin') });
      expect(ok.status, ok.text).toBe(route.ok ?? 200);
      expectPrivate(route, ok.headers, 'the answer');
      const refused = route.refuse.find((role) => role !== 'signedOut');
      if (refused) {
        const no = await invoke(handler, { ...call, cookie: await cookieOf(refused) });
        expect(no.status).toBe(403);
        expect(no.headers.get('cache-control'), 'a refusal').toBe('private, no-store');
      }
    });
  }
});

describe('the session cookie', () => {
  const signIn = async (env: Record<string, string | undefined>, nodeEnv?: string) => {
    (process.env as Record<string, string | undefined>).NODE_ENV = nodeEnv ?? NODE_ENV;
    setTestEnvironment(env);
    upstreamAs('signedOut')
      .post('/login')
      .reply(200, {
        api_key: 'fresh-key',
        app: appData(),
        user: {
          id: 1,
          type: 'admin',
          subType: null,
          email: 'admin@acme.test',
          display_name: 'Alex Admin',
          payments: true,
          agent_data: null,
        },
      });
    const handler = await handlerOf('app/api/auth/login/route.ts', 'POST');
    const answer = await invoke(handler, {
      method: 'POST',
      path: '/api/auth/login',
      json: { email: 'admin@acme.test', password: 'demo1234' },
      headers: { 'x-forwarded-for': `10.5.0.${Math.floor(Math.random() * 250)}` },
    });
    expect(answer.status).toBe(200);
    const raw = answer.rawSetCookies.find((c) => c.startsWith('bd_session=')) ?? '';
    return { raw, cookie: answer.setCookies.find((c) => c?.name === 'bd_session') };
  };

  it('is HttpOnly, SameSite=Lax, Path=/, one day (86400 s), well under 4 KB', async () => {
    const { raw, cookie } = await signIn({});
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'lax', path: '/', maxAge: 86400 });
    expect(raw.length).toBeLessThan(4096);
  });

  it('is Secure with COOKIE_SECURE=true, and by default under NODE_ENV=production', async () => {
    expect((await signIn({ COOKIE_SECURE: 'true' })).raw).toMatch(/; Secure(;|$)/);
    expect((await signIn({ COOKIE_SECURE: 'auto' }, 'production')).raw).toMatch(/; Secure(;|$)/);
  });

  it('is not Secure with COOKIE_SECURE=false, or by default outside production (plain-HTTP development)', async () => {
    expect((await signIn({ COOKIE_SECURE: 'false' }, 'production')).raw).not.toMatch(/; Secure(;|$)/);
    expect((await signIn({})).raw).not.toMatch(/; Secure(;|$)/);
  });

  it('the read-only cookie of a key restore is HttpOnly, SameSite=Lax, one day', async () => {
    upstreamAs('signedOut')
      .post('/login/token')
      .reply(200, {
        app: appData(),
        user: {
          id: 1,
          type: 'admin',
          subType: null,
          email: 'admin@acme.test',
          display_name: 'Alex Admin',
          payments: true,
          agent_data: null,
        },
      });
    const handler = await handlerOf('app/api/auth/restore/route.ts', 'GET');
    const answer = await invoke(handler, { method: 'GET', path: '/api/auth/restore?api_key=restored-key&ro=1' });
    expect(answer.headers.get('location')).toBe('/');
    expect(answer.setCookies.find((c) => c?.name === 'bd_ro')).toMatchObject({
      value: '1',
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      maxAge: 86400,
    });
  });
});

describe('sign-in rate limits', () => {
  // Windows are whole 10 minutes since 1970 (server/limits/counter.ts): each test runs at the start of one.
  beforeEach(async () => {
    await forgetLimitsForTests();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 10, 28, 9, 0, 1) });
  });
  afterEach(() => vi.useRealTimers());
  const attempt = async (email: string, forwardedFor: string) => {
    const handler = await handlerOf('app/api/auth/login/route.ts', 'POST');
    return invoke(handler, {
      method: 'POST',
      path: '/api/auth/login',
      json: { email, password: 'wrong-password' },
      headers: { 'x-forwarded-for': forwardedFor },
    });
  };
  const refuseAll = () => upstreamAs('signedOut').post('/login').reply(401, { message: 'Invalid email or password.' }).persist();

  it('per client address: after 100 attempts (any emails) the 101st gets 429 with a clear message and Retry-After', async () => {
    refuseAll();
    for (let i = 0; i < 100; i++) expect((await attempt(`person${i}@acme.test`, '198.51.100.7')).status).toBe(401);
    const held = await attempt('someone.else@acme.test', '198.51.100.7');
    expect(held).toMatchObject({ status: 429, message: TOO_MANY_ATTEMPTS });
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await attempt('fresh@acme.test', '198.51.100.8')).status).toBe(401);
  });

  it('per client address: a client cannot escape by inventing X-Forwarded-For entries in front of the real one', async () => {
    refuseAll();
    for (let i = 0; i < 100; i++) await attempt(`spoof${i}@acme.test`, `10.${i}.0.1, 203.0.113.9`);
    expect(await attempt('spoof-last@acme.test', '192.0.2.1, 203.0.113.9')).toMatchObject({ status: 429, message: TOO_MANY_ATTEMPTS });
  });

  it('per email: after 10 attempts from anywhere the 11th gets 429, and the message is the same', async () => {
    refuseAll();
    for (let i = 0; i < 10; i++) expect((await attempt('target@acme.test', `203.0.113.${100 + i}`)).status).toBe(401);
    expect(await attempt('TARGET@acme.test', '203.0.113.200')).toMatchObject({ status: 429, message: TOO_MANY_ATTEMPTS });
  });
});
