import fc from 'fast-check';
import nock from 'nock';
import { NextRequest } from 'next/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { safeNextPath } from '@/lib/redirect';
import { handlerOf, invoke, ORIGIN, setTestEnvironment } from './support/harness';
import { ROUTES, upstreamOf } from './support/routes';

// Route handlers read their cookies through next/headers, which only Next's server can provide.
vi.mock('next/headers', () => import('./support/next-headers'));

beforeAll(() => setTestEnvironment());
afterEach(() => {
  nock.cleanAll();
});

/** Where a browser ends up when it follows `path` from a page of this site. */
const landing = (path: string) => new URL(path, `${ORIGIN}/login?next=x`);

/** Every form of leaving the site we know of: schemes, protocol-relative, backslashes, encodings, dot segments, whitespace. */
const OPEN_REDIRECTS = [
  'https://evil.example',
  'http:evil.example',
  '//evil.example',
  '///evil.example',
  '////evil.example/path',
  '/\\evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  '%2F%2Fevil.example',
  '/%2F%2Fevil.example',
  '/%2f/evil.example',
  '/%252F%252Fevil.example',
  '/%25252F%25252Fevil.example',
  '/%5Cevil.example',
  '/%5C%5Cevil.example',
  '/.//evil.example',
  '/..//evil.example',
  '/a/..//evil.example',
  '/%2e//evil.example',
  '/%2e%2e//evil.example',
  '/./\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/%09/evil.example',
  '/%0d%0a/evil.example',
  '/\u0000/evil.example',
  ' //evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'evil.example',
  '@evil.example',
  '/@evil.example',
  'https:/\\evil.example',
  '/%E3%80%82evil.example',
  '/'.padEnd(3000, 'a'),
];

describe('the remembered path never leaves the site', () => {
  for (const attempt of OPEN_REDIRECTS) {
    it(`${JSON.stringify(attempt.length > 60 ? `${attempt.slice(0, 20)}… (${attempt.length} characters)` : attempt)} stays on the site`, () => {
      const next = safeNextPath(attempt);
      expect(landing(next).origin).toBe(ORIGIN);
      expect(next.startsWith('/') && !next.startsWith('//') && !next.includes('\\')).toBe(true);
    });
  }

  it('login, logout and sso (in any case, with a trailing slash or dot segments) send the visitor home', () => {
    for (const path of ['/login', '/LOGIN', '/logout/', '/sso?e=a', '/x/../logout', '/%6cogout']) expect(safeNextPath(path)).toBe('/');
  });

  it('an ordinary path keeps its query', () => {
    expect(safeNextPath('/agents?limit=25&sort=a')).toBe('/agents?limit=25&sort=a');
    expect(safeNextPath('/agents/42')).toBe('/agents/42');
  });

  it('property: whatever the string, the browser lands on this site, never on login, logout or sso', () => {
    const pieces = fc.constantFrom(
      '/',
      '//',
      '\\',
      '.',
      '..',
      '%2f',
      '%2F',
      '%5c',
      '%2e',
      '%252f',
      ':',
      '@',
      'evil.example',
      'http:',
      'https://',
      '\t',
      ' ',
      '?',
      '#',
      'login',
      'agents',
    );
    const crafted = fc.array(pieces, { maxLength: 8 }).map((p) => p.join(''));
    fc.assert(
      fc.property(fc.oneof(crafted, fc.string({ unit: 'binary' }), fc.webUrl(), fc.webPath()), (raw) => {
        const next = safeNextPath(raw);
        const url = landing(next);
        expect(url.origin).toBe(ORIGIN);
        expect(['login', 'logout', 'sso']).not.toContain(url.pathname.split('/')[1]?.toLowerCase());
      }),
      { numRuns: 2000, seed: 20260101 },
    );
  });
});

describe('the redirect answers of the dashboard stay on the site', () => {
  const login = ROUTES.find((r) => r.file === 'app/api/auth/login/route.ts');

  it('the sign-in answer redirects home for each open-redirect form', async () => {
    const handler = await handlerOf('app/api/auth/login/route.ts', 'POST');
    if (login) login.upstream?.(upstreamOf(login));
    let n = 0;
    for (const next of OPEN_REDIRECTS.filter((p) => p.length <= 2048)) {
      const answer = await invoke(handler, {
        method: 'POST',
        path: '/api/auth/login',
        json: { email: 'admin@acme.test', password: 'demo1234', next },
        headers: { 'x-forwarded-for': `10.2.0.${++n}` },
      });
      // Control characters are refused outright; everything else signs in and goes to a path of this site.
      if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/.test(next)) {
        expect(answer.status).toBe(400);
        expect(answer.message).toBe('Invalid next: contains characters that are not allowed');
      } else {
        expect(answer.status, `${next} → ${answer.text}`).toBe(200);
        expect(landing((answer.body as { redirect: string }).redirect).origin).toBe(ORIGIN);
      }
    }
  });

  it('a forged Host or X-Forwarded-Host cannot point a sign-in redirect at another site', async () => {
    for (const [file, path] of [
      ['app/api/auth/sso/route.ts', '/api/auth/sso'],
      ['app/api/fub/route.ts', '/api/fub'],
      ['app/logout/route.ts', '/logout'],
      ['app/api/auth/restore/route.ts', '/api/auth/restore'],
    ] as const) {
      const handler = await handlerOf(file, 'GET');
      const answer = await invoke(handler, {
        method: 'GET',
        path,
        headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
      });
      expect(answer.status).toBe(303);
      expect(landing(answer.headers.get('location') ?? '').origin, file).toBe(ORIGIN);
    }
  });

  it("proxy.ts remembers a signed-out visitor's path only as a path of this site", async () => {
    const { proxy } = await import('@/proxy');
    for (const path of ['/agents?next=//evil.example', '/agents/%2F%2Fevil.example', '/agents?x=https://evil.example']) {
      const res = await proxy(new NextRequest(`${ORIGIN}${path}`));
      expect(res.status).toBe(303);
      const location = new URL(res.headers.get('location') ?? '');
      expect(location.origin).toBe(ORIGIN);
      expect(location.pathname).toBe('/login');
      expect(landing(safeNextPath(location.searchParams.get('next'))).origin).toBe(ORIGIN);
    }
  });
});
