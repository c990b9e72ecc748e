import nock from 'nock';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { handlerOf, invoke, recordUnmatched, setTestEnvironment, type Call } from './support/harness';
import { isMutation, label, ROUTES, validBody, type RouteCase } from './support/routes';
import { cookieOf } from './support/sessions';

// Route handlers read their cookies through next/headers, which only Next's server can provide.
vi.mock('next/headers', () => import('./support/next-headers'));

beforeAll(() => setTestEnvironment());
afterEach(() => {
  nock.cleanAll();
});

// A server-to-server route sends no Origin (tests/integration/routing-webhook.test.ts refuses a foreign one).
const mutations = ROUTES.filter((r) => isMutation(r) && !r.serverToServer);

/** Calls a mutation as a caller it would accept, changed by `attack`; answers the outcome and what reached the upstream. */
async function attack(route: RouteCase, change: Partial<Call>) {
  const upstream = recordUnmatched();
  try {
    const handler = await handlerOf(route.file, route.method);
    const cookie = route.access === 'public' ? undefined : await cookieOf(route.as ?? 'admin');
    const answer = await invoke(handler, {
      method: route.method,
      path: route.path,
      params: route.params,
      cookie,
      ...validBody(route),
      ...change,
    });
    return { answer, upstream: upstream.seen };
  } finally {
    upstream.stop();
  }
}

describe('CSRF: a mutation from another site is refused before anything happens', () => {
  const origins: [string, string | null][] = [
    ['a foreign Origin', 'https://evil.example'],
    ['a look-alike Origin (this host as a subdomain of another)', 'http://dashboard.test.evil.example'],
    ["a sandboxed frame's Origin 'null'", 'null'],
    ['no Origin at all', null],
  ];
  for (const route of mutations) {
    for (const [name, origin] of origins) {
      it(`${label(route)} with ${name} → 403, no upstream call, no cookie written`, async () => {
        const { answer, upstream } = await attack(route, { origin });
        expect(answer.status).toBe(403);
        expect(answer.message).toBe('Cross-site request refused.');
        expect(answer.rawSetCookies).toEqual([]);
        expect(upstream).toEqual([]);
      });
    }
  }
});

describe('CSRF: forwarded headers count only behind the configured proxies', () => {
  // TRUSTED_PROXY_HOPS is 0 here: a client's own X-Forwarded-Host must not vouch for its Origin.
  for (const route of mutations) {
    it(`${label(route)} with a foreign Origin and its own X-Forwarded-Host → 403, no upstream call`, async () => {
      const body = validBody(route);
      const { answer, upstream } = await attack(route, {
        origin: 'http://evil.test',
        headers: { ...body.headers, 'x-forwarded-host': 'evil.test' },
      });
      expect(answer.status).toBe(403);
      expect(answer.message).toBe('Cross-site request refused.');
      expect(upstream).toEqual([]);
    });
  }
});

/** What a plain HTML form (or a fetch without preflight) can send, carrying the route's own fields. */
function formBodies(route: RouteCase): [string, Partial<Call>][] {
  const fields = Object.entries(route.sample ?? { x: '1' }).map(
    ([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)] as [string, string],
  );
  const multipart = new FormData();
  for (const [k, v] of fields) multipart.set(k, v);
  const bodies: [string, Partial<Call>][] = [
    [
      'an urlencoded form body',
      { json: undefined, body: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    ],
    [
      'JSON sent as text/plain (the no-preflight trick)',
      { json: undefined, body: JSON.stringify(route.sample ?? {}), headers: { 'content-type': 'text/plain;charset=UTF-8' } },
    ],
  ];
  // The CSV upload takes multipart by design (its file field); every other mutation refuses it.
  if (route.body !== 'csv') bodies.push(['a multipart form body', { json: undefined, body: multipart, headers: {} }]);
  return bodies;
}

describe('CSRF: a same-site mutation with a form content type is refused', () => {
  // /logout and the confirmation pages' buttons are forms themselves: only their Origin is checked.
  for (const route of mutations.filter((r) => r.body !== 'form')) {
    for (const [name, change] of formBodies(route)) {
      it(`${label(route)} with ${name} → 415, no upstream call`, async () => {
        const { answer, upstream } = await attack(route, change);
        expect(answer.status).toBe(415);
        const expected =
          route.access === 'public'
            ? 'Expected a JSON body.'
            : route.body === 'photo' && name === 'a multipart form body'
              ? 'Please choose a JPEG or PNG image.'
              : 'Unsupported content type.';
        expect(answer.message).toBe(expected);
        expect(upstream).toEqual([]);
      });
    }
  }
});
