import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { instanceMetrics, REQUIRED_FAMILIES, scrapeMetrics } from '@/scripts/cluster/metrics.mjs';
import { routePatterns, startMetrics } from '@/scripts/serve-telemetry.mjs';
import { auditSettled } from '@/server/audit/log';
import { metrics } from '@/server/metrics';
import { forgetProcessSingleton } from '@/server/process-singleton';
import { handlerOf, invoke, SESSION_SECRET, setTestEnvironment, UPSTREAM } from './support/harness';
import { appData } from './support/sessions';
import { freePort } from '@/tests/support/free-port';

vi.mock('next/headers', () => import('./support/next-headers'));

const PASSWORD = 'metrics-password-0123';
const quiet = { info: () => undefined };

let port: number;
let served: NonNullable<ReturnType<typeof startMetrics>>;

beforeAll(async () => {
  setTestEnvironment({ METRICS_PORT: undefined });
  // Off by default: nothing to record into.
  expect(metrics()).toBeNull();
  forgetProcessSingleton('metrics');
  port = await freePort();
  // Two refusals by the upstream, then the e-mail's limit.
  setTestEnvironment({ METRICS_PORT: String(port), SIGNIN_LIMIT_PER_EMAIL: '2' });
  nock.enableNetConnect('127.0.0.1');
  served = startMetrics({ port, host: '127.0.0.1', publicPort: 3000, log: quiet }) as typeof served;
});
afterEach(() => nock.cleanAll());
afterAll(() => served.close());

const signIn = async () =>
  invoke(await handlerOf('app/api/auth/login/route.ts', 'POST'), {
    method: 'POST',
    path: '/api/auth/login',
    json: { email: 'admin@acme.test', password: PASSWORD },
  });

describe('the metrics port (METRICS_PORT), scraped and parsed with a Prometheus text parser', () => {
  it('never the public port', () => {
    expect(() => startMetrics({ port: 3000, publicPort: 3000, log: quiet })).toThrow(/METRICS_PORT must differ from PORT/);
  });

  it('labels requests with the route pattern from the build’s manifest, never a raw id', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'routes-manifest-'));
    mkdirSync(path.join(dir, '.next'));
    // The shape Next writes (routes-manifest.json): static pages by name, dynamic ones with their regex.
    writeFileSync(
      path.join(dir, '.next', 'routes-manifest.json'),
      JSON.stringify({
        staticRoutes: [
          { page: '/agents', regex: '^/agents(?:/)?$' },
          { page: '/api/health', regex: '^/api/health(?:/)?$' },
        ],
        dynamicRoutes: [{ page: '/agents/[id]', regex: '^/agents/([^/]+?)(?:/)?$' }],
      }),
    );
    const patternOf = routePatterns(dir, '.next');
    expect(['/agents', '/agents/', '/agents/1234', '/api/health', '/_next/static/chunks/a.js', '/wp-admin'].map(patternOf)).toEqual([
      '/agents',
      '/agents',
      '/agents/[id]',
      '/api/health',
      '/_next/static',
      'unmatched',
    ]);
    served.observe('GET', patternOf('/agents/1234'), 200, 0.012);
    served.observe('GET', patternOf('/wp-admin'), 404, 0.002);
  });

  it('counts sign-in refusals by reason, upstream calls by outcome and the audit events', async () => {
    nock(UPSTREAM).post('/login').reply(200, { disabled: true, app: appData() });
    nock(UPSTREAM).post('/login').reply(401, { message: 'Invalid email or password' });
    expect((await signIn()).status).toBe(401);
    expect((await signIn()).status).toBe(401);
    expect((await signIn()).status).toBe(429);
    // An upstream nobody answers: nock refuses the connection.
    expect((await signIn()).status).toBe(429);
    await auditSettled();

    const { families } = await scrapeMetrics(port);
    for (const name of REQUIRED_FAMILIES) expect(families.map((f) => f.name)).toContain(name);
    const { figures, problems } = await instanceMetrics({ port, secrets: [PASSWORD, SESSION_SECRET] });
    expect(problems).toEqual([]);
    expect(figures?.signInRefusals).toEqual({ disabled: 1, credentials: 1, rate_limited: 2 });
    expect(figures?.upstreamByOutcome).toEqual({ ok: 1, refused: 1 });
    expect(figures?.audit).toEqual({ journaled: 4, stored: 4, waiting: 0, lost: 0 });
    expect(figures?.requestsByRoute).toEqual({ '/agents/[id]': 1, unmatched: 1 });
    expect(figures?.requestsByStatus).toEqual({ 200: 1, 404: 1 });
    expect(figures?.residentMiB).toBeGreaterThan(0);
  });

  it('finds a raw id or a secret in a label', async () => {
    served.observe('GET', '/agents/1234', 200, 0.01);
    served.observe('GET', `/x-${PASSWORD}`, 200, 0.01);
    const { problems } = await instanceMetrics({ port, secrets: [PASSWORD] });
    expect(problems).toEqual([
      'broker_dashboard_http_request_duration_seconds{route="/agents/1234"}: not a route pattern',
      'broker_dashboard_http_request_duration_seconds{route}: holds a secret (met…)',
    ]);
  });
});
