import { AsyncLocalStorage } from 'node:async_hooks';
import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodablePath } from '@/lib/url-path';
import { ORIGIN, setTestEnvironment } from './support/harness';
import { cookieOf } from './support/sessions';
import { dynamicRoutes } from '../support/dynamic-routes';

beforeAll(() => setTestEnvironment());

const MALFORMED = ['%E0%A4%A', '%ZZ', '%C0%AF%', '%'];

describe('decodablePath', () => {
  it('accepts plain and well-formed escaped paths, refuses a malformed escape', () => {
    for (const ok of ['/agents/42', '/agents/a%20b', '/api/listings/%E0%A4%A4', '/x/%2F']) expect(decodablePath(ok)).toBe(true);
    for (const bad of MALFORMED) expect(decodablePath(`/agents/${bad}`)).toBe(false);
  });
});

describe('a malformed percent-escape in a dynamic segment is never a 5xx', () => {
  it('the table of dynamic routes is not empty (pages and route handlers)', () => {
    const kinds = new Set(dynamicRoutes('x').map((r) => r.kind));
    expect(kinds).toEqual(new Set(['page', 'api']));
  });

  for (const role of ['signedOut', 'admin'] as const) {
    it(`${role}: pages → the not-found page, route handlers → 400 with the error envelope`, async () => {
      const { proxy } = await import('@/proxy');
      const cookie = await cookieOf(role);
      for (const bad of MALFORMED) {
        for (const route of dynamicRoutes(bad)) {
          for (const method of route.kind === 'api' ? ['GET', 'POST', 'DELETE'] : ['GET']) {
            const req = new NextRequest(`${ORIGIN}${route.path}`, { method, headers: { ...(cookie ? { cookie } : {}), origin: ORIGIN } });
            const res = await proxy(req);
            if (route.kind === 'api') {
              expect(res.status, `${method} ${route.path}`).toBe(400);
              expect(await res.json()).toEqual({ error: { message: 'The address is not valid.' } });
            } else {
              // Rewritten to a path of no route: Next renders the not-found page with its 404.
              expect(new URL(res.headers.get('x-middleware-rewrite') ?? '', ORIGIN).pathname, route.path).toBe('/_no-such-page');
            }
          }
        }
      }
    });
  }

  it('a well-formed escape passes on untouched', async () => {
    const { proxy } = await import('@/proxy');
    const res = await proxy(new NextRequest(`${ORIGIN}/api/listings/%E0%A4%A4`));
    expect(res.headers.get('x-middleware-next')).toBe('1');
  });

  it("proxy.ts's matcher sends a route handler's path to the proxy only when it holds a '%'", async () => {
    // Next's matcher test helper reads request storage that only its server sets up.
    (globalThis as { AsyncLocalStorage?: unknown }).AsyncLocalStorage ??= AsyncLocalStorage;
    const { unstable_doesMiddlewareMatch: matches } = await import('next/experimental/testing/server');
    const { config } = await import('@/proxy');
    for (const route of dynamicRoutes('%E0%A4%A')) expect(matches({ config, url: route.path }), route.path).toBe(true);
    for (const url of ['/api/agents', '/api/agents/42/pin', '/api/listings/L-1?q=%ZZ']) expect(matches({ config, url }), url).toBe(false);
    expect(matches({ config, url: '/agents/42' })).toBe(true);
  });
});
