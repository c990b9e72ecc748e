import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import nock from 'nock';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GET } from '@/app/api/health/route';
import { resetConfigForTests } from '@/server/config';
import { processSingleton } from '@/server/process-singleton';
import { UPSTREAM, upstreamAs } from './support/upstream';

/** The flag scripts/serve.mjs sets on SIGTERM. */
const drain = processSingleton('drain', () => ({ draining: false }));
let clock = Date.now();

beforeAll(() => {
  process.env.UPSTREAM_API_URL = UPSTREAM;
  process.env.SESSION_SECRETS = 'health-secret-0123456789abcdef0123456789';
  process.env.LOG_LEVEL = 'silent';
  resetConfigForTests();
  nock.disableNetConnect();
});
beforeEach(() => {
  // The route reuses a probe for a second: each test starts well past the previous one's.
  clock += 10_000;
  vi.useFakeTimers({ toFake: ['Date'], now: clock });
});
afterEach(() => {
  vi.useRealTimers();
  nock.cleanAll();
  drain.draining = false;
});
afterAll(() => nock.enableNetConnect());

const get = (query = '') => GET(new Request(`http://localhost:3000/api/health${query}`));

async function answer(query = '') {
  const res = await get(query);
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, cache: res.headers.get('cache-control') };
}

describe('GET /api/health', () => {
  it('liveness answers 200 without asking the upstream', async () => {
    const scope = upstreamAs('signedOut').get('/').reply(200, 'up');
    const { status, body, cache } = await answer();
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'ok', uptime: expect.any(Number) });
    expect(cache).toBe('no-store');
    expect(scope.isDone()).toBe(false);
  });

  it('readiness is 200 when the upstream answers, with any status below 500, and sends no api key', async () => {
    upstreamAs('signedOut').get('/').reply(404, { message: 'No such endpoint: GET /' });
    const { status, body, cache } = await answer('?ready=1');
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'ready', upstream: 'ok', upstreamMs: expect.any(Number), uptime: expect.any(Number) });
    expect(cache).toBe('no-store');
  });

  it('readiness is 200 for a 2xx answer that is not JSON', async () => {
    upstreamAs('signedOut').get('/').reply(200, '<html>upstream</html>', { 'Content-Type': 'text/html' });
    expect((await answer('?ready=1')).status).toBe(200);
  });

  it('readiness is 503 when the upstream answers with a server error', async () => {
    upstreamAs('signedOut').get('/').reply(503, 'Service Unavailable');
    const { status, body } = await answer('?ready=1');
    expect(status).toBe(503);
    expect(body).toMatchObject({ status: 'unavailable', upstream: 'error' });
  });

  it('readiness is 503 when the upstream cannot be reached, without naming it or the error', async () => {
    upstreamAs('signedOut')
      .get('/')
      .replyWithError({ code: 'ECONNREFUSED', message: `connect ECONNREFUSED ${UPSTREAM}` });
    const res = await get('?ready=1');
    const text = await res.text();
    expect(res.status).toBe(503);
    expect(JSON.parse(text)).toMatchObject({ status: 'unavailable', upstream: 'unreachable' });
    expect(text).not.toMatch(/upstream\.test|ECONNREFUSED|secret/i);
  });

  it('readiness gives up on a slow upstream after its short timeout', async () => {
    // A real server that answers too late (nock's delay does not reach fetch's abort signal).
    const server = createServer((_req, res) => {
      const timer = setTimeout(() => res.end('late'), 5_000);
      res.once('close', () => clearTimeout(timer));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    nock.enableNetConnect('127.0.0.1');
    process.env.UPSTREAM_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    resetConfigForTests();
    try {
      const started = performance.now();
      const { status, body } = await answer('?ready=1');
      expect(status).toBe(503);
      expect(body).toMatchObject({ upstream: 'unreachable' });
      expect(performance.now() - started).toBeLessThan(3_500);
    } finally {
      server.closeAllConnections();
      server.close();
      nock.disableNetConnect();
      process.env.UPSTREAM_API_URL = UPSTREAM;
      resetConfigForTests();
    }
  });

  it('concurrent and back-to-back probes share one upstream call', async () => {
    const scope = upstreamAs('signedOut').get('/').once().reply(200, 'up');
    const answers = await Promise.all([get('?ready=1'), get('?ready=1'), get('?ready=1')]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect((await get('?ready=1')).status).toBe(200);
    expect(scope.isDone()).toBe(true);
  });

  it('a draining instance is not ready, but still alive', async () => {
    drain.draining = true;
    const ready = await answer('?ready=1');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ status: 'draining' });
    expect((await answer()).status).toBe(200);
  });

  it("says 'degraded' while audit events wait for their store, and is still alive and ready", async () => {
    const audit = processSingleton('audit-state', () => ({ degraded: false, waiting: 0, dropped: 0 }));
    Object.assign(audit, { degraded: true, waiting: 12 });
    try {
      const live = await answer();
      expect(live.status).toBe(200);
      expect(live.body).toMatchObject({ status: 'degraded', audit: { waiting: 12, dropped: 0 } });
      upstreamAs('signedOut').get('/').reply(200, 'up');
      const ready = await answer('?ready=1');
      expect(ready.status).toBe(200);
      expect(ready.body).toMatchObject({ status: 'degraded', upstream: 'ok' });
    } finally {
      Object.assign(audit, { degraded: false, waiting: 0 });
    }
  });
});
