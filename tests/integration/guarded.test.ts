import nock from 'nock';
import { redirect } from 'next/navigation';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { RouteId } from '@/lib/forms/route-params';
import { GENERIC_ERROR } from '@/lib/messages';
import { callerOf } from '@/server/upstream/caller';
import { guarded, HttpError, publicRoute, redirectTo } from '@/server/http';
import { log } from '@/server/log';
import { call } from '@/server/upstream/client';
import { agents } from '@/server/upstream/contract';
import { invoke, recordUnmatched, setTestEnvironment, type Call } from './support/harness';
import { cookieOf, type Role } from './support/sessions';
import { upstreamAs } from './support/upstream';

// The one route-handler wrapper, one refusal at a time, with real sessions and the real access
// table: every refusal answers the envelope before the handler runs, and reaches no upstream.
vi.mock('next/headers', () => import('./support/next-headers'));

beforeAll(() => setTestEnvironment());
afterEach(() => {
  nock.cleanAll();
  vi.restoreAllMocks();
});

const ran = { count: 0 };

/** POST /api/things/{thingId}?mode=… with a JSON body: a mutation of the access table's agents.pin (admins and managers). */
const pin = guarded(
  {
    action: 'agents.pin',
    params: z.object({ thingId: RouteId }),
    notFound: 'Thing not found.',
    query: z.object({ mode: z.enum(['fast', 'slow']).default('fast') }),
    body: z.object({ pinned: z.boolean() }),
    maxBytes: 1_000,
  },
  async ({ session, params, query, body }) => {
    ran.count += 1;
    const { priority } = await call(agents.pinAgent, { agent_id: params.thingId, type: body.pinned ? 'pin' : 'unpin' }, callerOf(session));
    return Response.json({ id: params.thingId, mode: query.mode, priority });
  },
);

/** A read (agents.read) whose handler does what the test hands it. */
const readWith = (fn: () => Promise<Response>) =>
  guarded({ action: 'agents.read' }, async () => {
    ran.count += 1;
    return fn();
  });

async function as(role: Role, call: Omit<Call, 'cookie'>) {
  return { ...call, cookie: await cookieOf(role) };
}

const valid = { path: '/api/things/7?mode=slow', method: 'POST', params: { thingId: '7' }, json: { pinned: true } };

/** Invokes a call that must be refused: the handler does not run and no upstream request is made. */
async function refused(handler: Parameters<typeof invoke>[0], c: Call) {
  ran.count = 0;
  const upstream = recordUnmatched();
  try {
    const answer = await invoke(handler, c);
    expect(ran.count).toBe(0);
    expect(upstream.seen).toEqual([]);
    // Public routes' refusals too; guarded()'s are also private (hostile-headers.test.ts holds every route to it).
    expect(answer.headers.get('cache-control')).toContain('no-store');
    return { status: answer.status, message: answer.message };
  } finally {
    upstream.stop();
  }
}

describe('guarded(): each refusal, before the handler and the upstream', () => {
  it('runs the handler with parsed params, query and body when nothing is refused', async () => {
    upstreamAs('admin').post('/agent_pin').reply(200, { ok: true, priority: 1 });
    const answer = await invoke(pin, await as('admin', valid));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ id: 7, mode: 'slow', priority: 1 });
  });

  it('a cross-site mutation: 403', async () => {
    expect(await refused(pin, await as('admin', { ...valid, origin: 'https://evil.example' }))).toEqual({
      status: 403,
      message: 'Cross-site request refused.',
    });
    expect(await refused(pin, await as('admin', { ...valid, origin: null }))).toEqual({
      status: 403,
      message: 'Cross-site request refused.',
    });
  });

  it('a form-encoded mutation: 415', async () => {
    const form = { ...valid, json: undefined, body: 'pinned=true', headers: { 'content-type': 'application/x-www-form-urlencoded' } };
    expect(await refused(pin, await as('admin', form))).toEqual({ status: 415, message: 'Unsupported content type.' });
  });

  it('no session: 401', async () => {
    expect(await refused(pin, await as('signedOut', valid))).toEqual({ status: 401, message: 'Please sign in.' });
  });

  it('an action the access table refuses: 403', async () => {
    expect(await refused(pin, await as('agent', valid))).toEqual({ status: 403, message: 'You do not have permission to do this.' });
  });

  it('read-only mode on a mutation: 403', async () => {
    expect(await refused(pin, await as('readOnly', valid))).toEqual({ status: 403, message: 'Read-only mode: changes are not allowed.' });
  });

  it('params the schema refuses name no record: 404 with the route’s message, or “Not found.”', async () => {
    for (const thingId of ['abc', '0', '-1', '1e3', '9'.repeat(16)]) {
      expect(await refused(pin, await as('admin', { ...valid, params: { thingId } })), thingId).toEqual({
        status: 404,
        message: 'Thing not found.',
      });
    }
    const plain = guarded({ action: 'agents.read', params: z.object({ id: RouteId }) }, async () => {
      ran.count += 1;
      return Response.json({});
    });
    expect(await refused(plain, await as('admin', { path: '/x/y', params: { id: 'y' } }))).toEqual({ status: 404, message: 'Not found.' });
  });

  it('a query the schema refuses: 400 naming the field', async () => {
    expect(await refused(pin, await as('admin', { ...valid, path: '/api/things/7?mode=warp' }))).toMatchObject({
      status: 400,
      message: expect.stringMatching(/^Invalid mode: /),
    });
  });

  it('a body the schema refuses: 400; too large: 413; not JSON: 415', async () => {
    expect(await refused(pin, await as('admin', { ...valid, json: { pinned: 'yes' } }))).toMatchObject({
      status: 400,
      message: expect.stringMatching(/^Invalid pinned: /),
    });
    expect(await refused(pin, await as('admin', { ...valid, json: '{"pinned": tru' }))).toEqual({
      status: 400,
      message: 'The request body is not valid JSON.',
    });
    expect(await refused(pin, await as('admin', { ...valid, json: { pinned: true, pad: 'x'.repeat(2_000) } }))).toEqual({
      status: 413,
      message: 'The request is too large.',
    });
    const xml = { ...valid, json: undefined, body: '<pinned/>', headers: { 'content-type': 'application/xml' } };
    expect(await refused(pin, await as('admin', xml))).toEqual({ status: 415, message: 'Expected a JSON body.' });
  });
});

describe('guarded(): what the handler throws', () => {
  it('an HttpError: its status, message and headers', async () => {
    const handler = readWith(async () => {
      throw new HttpError(429, 'Slow down.', { 'Retry-After': '30' });
    });
    const answer = await invoke(handler, await as('admin', { path: '/x' }));
    expect([answer.status, answer.message, answer.headers.get('retry-after')]).toEqual([429, 'Slow down.', '30']);
  });

  it('an upstream 4xx is passed through with its message; a 5xx is a 502', async () => {
    upstreamAs('admin').post('/agent_pin').reply(409, { message: 'Already pinned' });
    let answer = await invoke(pin, await as('admin', valid));
    expect([answer.status, answer.message]).toEqual([409, 'Already pinned']);
    upstreamAs('admin').post('/agent_pin').reply(503, { message: 'db down' });
    answer = await invoke(pin, await as('admin', valid));
    expect(answer.status).toBe(502);
  });

  it('an upstream that cannot be reached: the network message', async () => {
    upstreamAs('admin').post('/agent_pin').replyWithError({ code: 'ECONNREFUSED' });
    const answer = await invoke(pin, await as('admin', valid));
    expect(answer.status).toBeGreaterThanOrEqual(502);
    expect(answer.message).toBe('Unable to reach server.');
  });

  it('an upstream 401 on the session’s key: the session has expired, 401 and the cookie cleared', async () => {
    upstreamAs('admin').post('/agent_pin').reply(401, { message: 'Invalid api key' });
    const answer = await invoke(pin, await as('admin', valid));
    expect([answer.status, answer.message]).toEqual([401, 'Your session has expired. Please sign in again.']);
    const cookie = answer.setCookies.find((c) => c?.name === 'bd_session');
    expect(cookie?.value).toBeFalsy();
    expect(Number(cookie?.expires ?? Infinity)).toBeLessThanOrEqual(Date.now());
  });

  it('a redirect thrown by a service reaches Next (rethrown, not a 500)', async () => {
    const handler = readWith(async () => redirect('/login'));
    await expect(invoke(handler, await as('admin', { path: '/x' }))).rejects.toMatchObject({
      digest: expect.stringMatching(/^NEXT_REDIRECT;.*\/login/),
    });
  });

  it('anything else: a generic 500, logged with the action', async () => {
    const logged = vi.spyOn(log, 'error');
    const handler = readWith(async () => {
      throw new TypeError('cannot read x of undefined');
    });
    const answer = await invoke(handler, await as('admin', { path: '/x' }));
    expect([answer.status, answer.message]).toEqual([500, GENERIC_ERROR]);
    expect(answer.text).not.toContain('undefined');
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ where: 'agents.read', err: 'cannot read x of undefined' }),
      'route handler failed',
    );
  });
});

describe('publicRoute(): the same parsing and error mapping without a session', () => {
  const echo = publicRoute(
    { query: z.object({ q: z.string().min(2) }), body: z.object({ email: z.string() }) },
    async ({ query, body }) => {
      ran.count += 1;
      return Response.json({ q: query.q, email: body.email });
    },
  );

  it('parses the query and body; refuses a cross-site mutation, a bad query and a bad body', async () => {
    const ok = await invoke(echo, { path: '/p?q=ab', method: 'POST', json: { email: 'a@b.co' } });
    expect([ok.status, ok.body]).toEqual([200, { q: 'ab', email: 'a@b.co' }]);
    expect(await refused(echo, { path: '/p?q=ab', method: 'POST', json: { email: 'a@b.co' }, origin: 'https://evil.example' })).toEqual({
      status: 403,
      message: 'Cross-site request refused.',
    });
    expect(await refused(echo, { path: '/p?q=a', method: 'POST', json: { email: 'a@b.co' } })).toMatchObject({
      status: 400,
      message: expect.stringMatching(/^Invalid q: /),
    });
    expect(await refused(echo, { path: '/p?q=ab', method: 'POST', json: { email: 1 } })).toMatchObject({
      status: 400,
      message: expect.stringMatching(/^Invalid email: /),
    });
  });

  it('a route’s own failure answer takes every refusal and error (sign-in redirects)', async () => {
    const route = publicRoute({ query: z.object({ token: z.string().min(1) }), failure: () => redirectTo('/sso') }, async () => {
      throw new Error('boom');
    });
    for (const path of ['/s', '/s?token=t']) {
      const answer = await invoke(route, { path });
      expect([answer.status, answer.headers.get('location')]).toEqual([303, '/sso']);
    }
  });

  it("but a cross-site mutation is refused with the envelope, never the failure redirect (the confirmation pages' POSTs)", async () => {
    const route = publicRoute({ failure: () => redirectTo('/sso') }, async () => {
      ran.count += 1;
      return redirectTo('/');
    });
    const before = ran.count;
    expect(await refused(route, { path: '/s', method: 'POST', origin: 'https://evil.example' })).toEqual({
      status: 403,
      message: 'Cross-site request refused.',
    });
    expect(ran.count).toBe(before);
  });
});
