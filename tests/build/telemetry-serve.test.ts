import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instanceMetrics } from '../../scripts/cluster/metrics.mjs';
import { start, stop, waitForHttp, type Child } from '../../scripts/cluster/processes.mjs';
import { startOtlpReceiver } from '../../scripts/otlp-receiver.mjs';
import { isBuilt } from '../../scripts/page-weight.mjs';
import { spanSecretLeaks } from '../support/telemetry-secrets';
import { freePort } from '../support/free-port';

/**
 * The production entry (scripts/serve.mjs) over the build, with tracing and the metrics port on, in
 * front of the demo upstream: a signed-in page is one trace (serve.mjs's request span, Next's own
 * spans, the page's upstream calls), its log line carries the trace id, and the metrics port labels it
 * with its route pattern. Runs after `next build` (npm run test:budget).
 */
const DIST = process.env.NEXT_DIST_DIR || '.next';
const built = isBuilt(join(process.cwd(), DIST));
const SESSION_SECRET = 'telemetry-build-secret-0123456789abcdef01234';
const PASSWORD = 'demo1234';

/** This machine's first address that is not loopback (none in some sandboxes). */
const outsideAddress = Object.values(networkInterfaces())
  .flat()
  .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;

/** Whether a TCP connection to host:port is accepted. */
const accepts = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host, port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

describe.skipIf(!built)('traces and metrics of the production server', () => {
  const folder = mkdtempSync(join(tmpdir(), 'telemetry-serve-'));
  let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
  let dashboard: Child;
  let demo: Child;
  let base: string;
  let metricsPort: number;
  let cookie = '';

  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    const [port, demoPort, smtpPort] = [await freePort(), await freePort(), await freePort()];
    metricsPort = await freePort();
    const demoURL = `http://127.0.0.1:${demoPort}`;
    base = `http://localhost:${port}`;
    demo = start('demo upstream', process.execPath, ['node_modules/tsx/dist/cli.mjs', 'demo-api/main.ts'], {
      env: {
        ...process.env,
        DEMO_API_PORT: String(demoPort),
        DEMO_SMTP_PORT: String(smtpPort),
        DEMO_DATA_DIR: join(folder, 'demo'),
        DEMO_PUBLIC_URL: demoURL,
      },
      logFile: join(folder, 'demo.log'),
    });
    dashboard = start('dashboard', process.execPath, ['scripts/serve.mjs'], {
      env: {
        ...process.env,
        PORT: String(port),
        METRICS_PORT: String(metricsPort),
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
        UPSTREAM_API_URL: demoURL,
        DEMO_MODE: '1',
        DEMO_SMTP_PORT: String(smtpPort),
        SESSION_SECRETS: SESSION_SECRET,
        FUB_EMBED_SECRET: 'demo-embed-secret',
        DATABASE_FILE: join(folder, 'dashboard.sqlite'),
        AUDIT_QUEUE_DIR: join(folder, 'queue'),
        NEXT_DIST_DIR: DIST,
      },
      logFile: join(folder, 'dashboard.log'),
    });
    await Promise.all([waitForHttp(`${demoURL}/__demo/health`, demo), waitForHttp(`${base}/login`, dashboard)]);
    const res = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: base },
      body: JSON.stringify({ email: 'admin@acme.test', password: PASSWORD }),
    });
    expect(res.status).toBe(200);
    cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  }, 120_000);

  afterAll(async () => {
    if (dashboard) await stop(dashboard, { graceMs: 10_000 });
    if (demo) await stop(demo, { graceMs: 5_000 });
    await receiver?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it.skipIf(!outsideAddress)('the metrics port answers on loopback only while METRICS_HOST is unset', async () => {
    expect(await accepts('127.0.0.1', metricsPort)).toBe(true);
    expect(await accepts(outsideAddress as string, metricsPort)).toBe(false);
  });

  it("the request log masks a secret in a path parameter as the traces do ('/login;api_key=…')", async () => {
    const res = await fetch(`${base}/login;api_key=dk_path-secret-0123456789`, { headers: { 'X-Request-Id': 'build-path-0001' } });
    await res.arrayBuffer();
    const line = async () =>
      readFileSync(join(folder, 'dashboard.log'), 'utf8')
        .split('\n')
        .find((l) => l.includes('"build-path-0001"') && l.includes('"msg":"request"'));
    await expect.poll(line).toBeDefined();
    expect(JSON.parse((await line()) as string).route).toBe('/login;api_key=[redacted]');
    expect(readFileSync(join(folder, 'dashboard.log'), 'utf8')).not.toContain('path-secret-0123456789');
  });

  it('a page is one trace: the request span, Next’s spans and the upstream calls; its log line has the trace id', async () => {
    const res = await fetch(`${base}/agents?q=x&api_key=query-secret-0123456789`, {
      headers: { Cookie: cookie, 'X-Request-Id': 'build-trace-0001' },
    });
    await res.arrayBuffer();
    expect(res.status).toBe(200);

    const { figures, problems } = await instanceMetrics({
      port: metricsPort,
      secrets: [PASSWORD, SESSION_SECRET, 'query-secret-0123456789'],
    });
    expect(problems).toEqual([]);
    expect(figures?.requestsByRoute['/agents']).toBe(1);
    expect(figures?.upstreamCalls).toBeGreaterThan(1);
    expect(figures?.audit.journaled).toBeGreaterThan(0);

    // A graceful stop flushes the spans still batched.
    expect((await stop(dashboard, { graceMs: 15_000 })).code).toBe(0);
    const root = receiver.spans.find(
      (s) => (s.attributes['http.request.header.x-request-id'] as string[] | undefined)?.[0] === 'build-trace-0001',
    );
    expect(root).toMatchObject({ name: 'GET /agents', parentSpanId: null });
    const spans = receiver.spans.filter((s) => s.traceId === root?.traceId);
    expect(spans.filter((s) => s.scope === 'next.js').length).toBeGreaterThan(1);
    expect(spans.find((s) => s.attributes['next.span_type'] === 'BaseServer.handleRequest')?.parentSpanId).toBe(root?.spanId);
    expect(spans.filter((s) => s.name.startsWith('upstream ')).length).toBeGreaterThan(1);

    const line = readFileSync(join(folder, 'dashboard.log'), 'utf8')
      .split('\n')
      .filter((l) => l.includes('"build-trace-0001"') && l.includes('"msg":"request"'));
    expect(line).toHaveLength(1);
    expect(JSON.parse(line[0] as string).traceId).toBe(root?.traceId);

    const cookieValue = cookie.split('=')[1] ?? '';
    expect(spanSecretLeaks(receiver.spans, [PASSWORD, SESSION_SECRET, 'query-secret-0123456789', cookieValue])).toEqual([]);
  }, 60_000);
});
