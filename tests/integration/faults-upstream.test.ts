import type { IncomingMessage, ServerResponse } from 'node:http';
import nock from 'nock';
import { NextRequest } from 'next/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { forgetAppData } from '@/server/app-data';
import { handlerOf, invoke, ORIGIN, setTestEnvironment, withRealUpstream, type Answer } from './support/harness';
import { ROUTES, validBody, type RouteCase } from './support/routes';
import { cookieOf, ROLES } from './support/sessions';
import { upstreamAs } from './support/upstream';

// Route handlers read their cookies through next/headers, which only Next's server can provide.
vi.mock('next/headers', () => import('./support/next-headers'));

beforeAll(() => setTestEnvironment());
afterEach(() => {
  nock.cleanAll();
  setTestEnvironment();
});

const route = (file: string, method: string) => ROUTES.find((r) => r.file === file && r.method === method) as RouteCase;

/**
 * Representative handlers: each service style, the streamed CSV, and the agents engineer's create.
 * `failure`: what a failed call reads (null: 'An error occurred' for broken answers, the upstream's
 * message for its errors); `refusal`: what an upstream 4xx refusal reads (null: the upstream's reason).
 */
const SUBJECTS = [
  {
    route: route('app/api/agents/[agentId]/pin/route.ts', 'POST'),
    call: { method: 'POST', path: /agent_pin/ },
    failure: 'Error pinning agent',
    refusal: 'Error pinning agent',
  },
  {
    route: route('app/api/agents/[agentId]/route.ts', 'POST'),
    call: { method: 'POST', path: /user\/profile/ },
    failure: 'Error saving profile',
    refusal: 'Error saving profile',
  },
  {
    route: route('app/api/mpro/route.ts', 'POST'),
    call: { method: 'POST', path: /user\/mpro/ },
    failure: 'An error occurred',
    refusal: null,
  },
  {
    route: route('app/api/listings/[listingKey]/route.ts', 'GET'),
    call: { method: 'GET', path: /listings/ },
    failure: null,
    refusal: null,
  },
  { route: route('app/api/agents/csv/route.ts', 'GET'), call: { method: 'GET', path: /agents_csv/ }, failure: null, refusal: null },
  { route: route('app/api/agents/route.ts', 'POST'), call: { method: 'POST', path: /create_agent/ }, failure: null, refusal: null },
];

async function callAsAdmin(r: RouteCase): Promise<Answer> {
  const handler = await handlerOf(r.file, r.method);
  return invoke(handler, { method: r.method, path: r.path, params: r.params, cookie: await cookieOf('admin'), ...validBody(r) });
}

const expired = (a: Answer) => a.setCookies.some((c) => c?.name === 'bd_session' && !c.value);

describe('upstream faults during a route handler: the envelope says what the user can do, never a 500', () => {
  for (const { route: r, call, failure, refusal } of SUBJECTS) {
    const scope = () => upstreamAs('admin').intercept(call.path, call.method);
    const label = `${r.method} ${r.path.split('?')[0]}`;

    it(`${label}: no answer (connection refused) → 504 'Unable to reach server.'`, async () => {
      scope().replyWithError({ code: 'ECONNREFUSED' });
      expect(await callAsAdmin(r)).toMatchObject({ status: 504, message: 'Unable to reach server.' });
    });

    it(`${label}: connection reset mid-answer → 504 'Unable to reach server.'`, async () => {
      scope().replyWithError({ code: 'ECONNRESET' });
      expect(await callAsAdmin(r)).toMatchObject({ status: 504, message: 'Unable to reach server.' });
    });

    it(`${label}: a 500 → 502 with ${failure ? `'${failure}'` : "the upstream's message"}`, async () => {
      scope().reply(500, { message: 'Upstream is having a bad day' });
      expect(await callAsAdmin(r)).toMatchObject({ status: 502, message: failure ?? 'Upstream is having a bad day' });
    });

    it(`${label}: a 502 HTML page from a proxy → 502 ${failure ? `'${failure}'` : "'An error occurred'"}`, async () => {
      scope().reply(502, '<html><body>Bad gateway</body></html>', { 'Content-Type': 'text/html' });
      expect(await callAsAdmin(r)).toMatchObject({ status: 502, message: failure ?? 'An error occurred' });
    });

    it(`${label}: a 403 refusal → 403 with ${refusal ? `'${refusal}'` : "the upstream's reason"}`, async () => {
      scope().reply(403, { message: 'Not allowed for this agent.' });
      expect(await callAsAdmin(r)).toMatchObject({ status: 403, message: refusal ?? 'Not allowed for this agent.' });
    });

    it(`${label}: a 401 (the session expired upstream) → 401 'Your session has expired. Please sign in again.' and the cookie is cleared`, async () => {
      scope().reply(401, { message: 'Invalid API key' });
      const answer = await callAsAdmin(r);
      expect(answer).toMatchObject({ status: 401, message: 'Your session has expired. Please sign in again.' });
      expect(expired(answer)).toBe(true);
    });

    if (r.path !== '/api/agents/csv') {
      it(`${label}: malformed JSON → 502 ${failure ? `'${failure}'` : "'An error occurred'"}`, async () => {
        scope().reply(200, '{"ok": true, "priority": [1, 2', { 'Content-Type': 'application/json' });
        expect(await callAsAdmin(r)).toMatchObject({ status: 502, message: failure ?? 'An error occurred' });
      });

      it(`${label}: an answer that breaks the contract → 502 ${failure ? `'${failure}'` : "'An error occurred'"}`, async () => {
        scope().reply(200, { unexpected: 'shape', id: 'not-a-number', agents: 'nope' });
        expect(await callAsAdmin(r)).toMatchObject({ status: 502, message: failure ?? 'An error occurred' });
      });
    }
  }

  it('the app data read of guarded() failing: 504 when unreachable, 401 expired when the key is refused', async () => {
    const pin = SUBJECTS[0]?.route as RouteCase;
    const handler = await handlerOf(pin.file, pin.method);
    const cookie = await cookieOf('admin');
    forgetAppData(ROLES.admin.session);
    upstreamAs('admin').get('/app/acme').replyWithError({ code: 'ECONNREFUSED' });
    expect(await invoke(handler, { method: 'POST', path: pin.path, params: pin.params, cookie, json: pin.sample })).toMatchObject({
      status: 504,
      message: 'Unable to reach server.',
    });
    upstreamAs('admin').get('/app/acme').reply(401, { message: 'Invalid API key' });
    const answer = await invoke(handler, { method: 'POST', path: pin.path, params: pin.params, cookie, json: pin.sample });
    expect(answer).toMatchObject({ status: 401, message: 'Your session has expired. Please sign in again.' });
    expect(expired(answer)).toBe(true);
  });

  it('sign-in: a 401 is a refusal with its message (not an expired session), no answer is unreachable', async () => {
    const login = route('app/api/auth/login/route.ts', 'POST');
    const handler = await handlerOf(login.file, login.method);
    upstreamAs('signedOut').post('/login').reply(401, { message: 'Invalid email or password.' });
    const refused = await invoke(handler, {
      method: 'POST',
      path: login.path,
      json: login.sample,
      headers: { 'x-forwarded-for': '10.9.0.1' },
    });
    expect(refused).toMatchObject({ status: 401, message: 'Invalid email or password.' });
    expect(refused.rawSetCookies).toEqual([]);
    upstreamAs('signedOut').post('/login').replyWithError({ code: 'ECONNREFUSED' });
    expect(
      await invoke(handler, { method: 'POST', path: login.path, json: login.sample, headers: { 'x-forwarded-for': '10.9.0.2' } }),
    ).toMatchObject({ status: 504, message: 'Unable to reach server.' });
  });
});

/** A real upstream that answers /agent_pin only after `hangMs`, and everything else at once. */
function slowPin(hangMs: number) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const answer = () => {
      res.setHeader('Content-Type', 'application/json');
      if (req.url?.startsWith('/listings/'))
        res.end(
          JSON.stringify({
            listing_key: 'L-1',
            full_address: '1 Main St',
            city: 'SF',
            state: 'CA',
            zip: '94103',
            price: 1,
            photos: [],
            beds: null,
            baths: null,
            lot_size: null,
            listing_date: null,
            details_list: [],
            description: null,
            mls: { mls_disclaimer: null },
          }),
        );
      else res.end(JSON.stringify({ ok: true, priority: 1 }));
    };
    if (req.url?.startsWith('/agent_pin')) setTimeout(answer, hangMs);
    else answer();
  };
}

describe('a slow upstream', () => {
  it("an answer slower than the timeout → 504 'Unable to reach server.' at the timeout, and other requests are served meanwhile", async () => {
    await withRealUpstream(slowPin(5_000), { UPSTREAM_TIMEOUT_MS: '1000' }, async () => {
      const pin = route('app/api/agents/[agentId]/pin/route.ts', 'POST');
      const listing = route('app/api/listings/[listingKey]/route.ts', 'GET');
      await handlerOf(pin.file, pin.method);
      const started = Date.now();
      const hanging = callAsAdmin(pin).then((a) => ({ a, ms: Date.now() - started }));
      const others = await Promise.all(
        Array.from({ length: 20 }, async () => {
          const t = Date.now();
          const a = await callAsAdmin(listing);
          return { status: a.status, ms: Date.now() - t };
        }),
      );
      expect(others.map((o) => o.status)).toEqual(Array(20).fill(200));
      expect(Math.max(...others.map((o) => o.ms))).toBeLessThan(800);
      const { a, ms } = await hanging;
      expect(a).toMatchObject({ status: 504, message: 'Unable to reach server.' });
      expect(ms, a.text).toBeGreaterThanOrEqual(950);
      expect(ms).toBeLessThan(3_000);
    });
  }, 15_000);

  it('an answer just inside the timeout is a success', async () => {
    await withRealUpstream(slowPin(300), { UPSTREAM_TIMEOUT_MS: '1500' }, async () => {
      expect((await callAsAdmin(route('app/api/agents/[agentId]/pin/route.ts', 'POST'))).status).toBe(200);
    });
  });
});

describe('upstream faults while proxy.ts gates a page', () => {
  const page = async () => {
    const { proxy } = await import('@/proxy');
    const cookie = await cookieOf('admin');
    forgetAppData(ROLES.admin.session);
    return proxy(new NextRequest(`${ORIGIN}/agents`, { headers: { cookie: cookie ?? '' } }));
  };

  it('a 401 on the app data read signs the visitor out with the expired message (/logout?expired=1)', async () => {
    upstreamAs('admin').get('/app/acme').reply(401, { message: 'Invalid API key' });
    const res = await page();
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${ORIGIN}/logout?expired=1`);
  });

  for (const [name, arrange] of [
    ['no answer', () => upstreamAs('admin').get('/app/acme').replyWithError({ code: 'ECONNREFUSED' })],
    ['a 500', () => upstreamAs('admin').get('/app/acme').reply(500, { message: 'down' })],
    ['malformed JSON', () => upstreamAs('admin').get('/app/acme').reply(200, '{"stack_id":', { 'Content-Type': 'application/json' })],
    ['an answer that breaks the contract', () => upstreamAs('admin').get('/app/acme').reply(200, { stack_id: 42 })],
  ] as const) {
    it(`${name} on the app data read lets the page render its own error state (no redirect, no crash)`, async () => {
      arrange();
      const res = await page();
      expect(res.status).toBe(200);
      expect(res.headers.get('x-middleware-next')).toBe('1');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    });
  }
});
