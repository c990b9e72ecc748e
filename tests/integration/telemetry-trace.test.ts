import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { trace } from '@opentelemetry/api';
import type { TracerProvider } from '@opentelemetry/sdk-trace';
import { startOtlpReceiver, type ReceivedSpan } from '@/scripts/otlp-receiver.mjs';
import { requestTracer } from '@/scripts/serve-telemetry.mjs';
import { startTracing } from '@/scripts/tracing.mjs';
import { auditSettled } from '@/server/audit/log';
import { login } from '@/server/upstream/contract/auth';
import { spanSecretLeaks } from '@/tests/support/telemetry-secrets';
import { handlerOf, invoke, SESSION_SECRET, setTestEnvironment, UPSTREAM } from './support/harness';
import { ADMIN_ID, appData } from './support/sessions';

vi.mock('next/headers', () => import('./support/next-headers'));

const PASSWORD = 'correct-horse-battery-1';
const API_KEY = 'key-trace-0123456789abcdef';
/** OTLP's span kinds, as the JSON encoding numbers them. */
const SERVER = 2;
const CLIENT = 3;

let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
let provider: TracerProvider;

beforeAll(async () => {
  receiver = await startOtlpReceiver();
  setTestEnvironment({ OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url });
  // The exporter's requests go to the local receiver; the upstream stays nock's.
  nock.enableNetConnect('127.0.0.1');
  provider = startTracing();
});
afterEach(() => nock.cleanAll());
afterAll(async () => {
  await provider.shutdown();
  await receiver.close();
});

/** One request as scripts/serve.mjs serves it: its server span around the route handler; answers the trace's spans. */
async function served(
  requestId: string,
  route: string,
  run: () => Promise<{ status: number }>,
): Promise<{ traceId: string; spans: ReceivedSpan[]; status: number }> {
  const tracer = requestTracer();
  const { span, result } = tracer.run({ method: 'POST', headers: {} }, { requestId, route }, run);
  const { status } = await result;
  tracer.end(span, status, false);
  // The audit event's write starts while the request is served; it ends once the queue settles.
  await auditSettled();
  await provider.forceFlush();
  const traceId = tracer.traceId(span);
  return { traceId, spans: receiver.spans.filter((s) => s.traceId === traceId), status };
}

const signIn = async (cookie?: string) =>
  invoke(await handlerOf('app/api/auth/login/route.ts', 'POST'), {
    method: 'POST',
    // A query string with a secret: it must reach no span.
    path: '/api/auth/login?api_key=query-secret-0123456789',
    json: { email: 'admin@acme.test', password: PASSWORD },
    cookie,
  });

describe('traces over OTLP (a local receiver decoding what the exporter sends)', () => {
  it('one trace for a sign-in: the request span with its id, the upstream call and the audit write as children', async () => {
    nock(UPSTREAM)
      .post('/login')
      .reply(200, {
        api_key: API_KEY,
        app: appData(),
        user: {
          id: ADMIN_ID,
          type: 'admin',
          subType: null,
          email: 'admin@acme.test',
          display_name: 'Alex Admin',
          payments: true,
          agent_data: null,
        },
      });
    const { spans, status } = await served('trace-req-0001', '/api/auth/login', () => signIn());
    expect(status).toBe(200);

    const root = spans.find((s) => s.parentSpanId === null);
    expect(root).toMatchObject({ name: 'POST /api/auth/login', kind: SERVER, service: 'broker-dashboard' });
    expect(root?.attributes).toMatchObject({
      'http.request.header.x-request-id': ['trace-req-0001'],
      'http.route': '/api/auth/login',
      'http.response.status_code': 200,
    });

    const upstream = spans.filter((s) => s.name.startsWith('upstream '));
    expect(upstream).toHaveLength(1);
    expect(upstream[0]).toMatchObject({ name: `upstream ${login.name}`, kind: CLIENT, parentSpanId: root?.spanId });
    expect(upstream[0]?.attributes).toMatchObject({
      'upstream.endpoint': login.name,
      'url.template': '/login',
      'http.response.status_code': 200,
      'upstream.outcome': 'ok',
    });
    expect(upstream[0]?.durationMs).toBeGreaterThan(0);

    const write = spans.find((s) => s.name === 'audit store write');
    expect(write?.attributes).toMatchObject({ 'audit.events': 1, 'db.system.name': 'sqlite' });
    expect(write?.parentSpanId).toBe(root?.spanId);

    expect(spanSecretLeaks(spans, [PASSWORD, API_KEY, SESSION_SECRET, 'query-secret-0123456789'])).toEqual([]);
  });

  it('an upstream failure marks its span: the status and the outcome, no message', async () => {
    nock(UPSTREAM)
      .post('/login')
      .reply(503, { message: `down for ${PASSWORD}` });
    const { spans, status } = await served('trace-req-0002', '/api/auth/login', () => signIn());
    expect(status).toBe(502);
    const upstream = spans.find((s) => s.name === `upstream ${login.name}`);
    expect(upstream?.attributes).toMatchObject({
      'http.response.status_code': 503,
      'upstream.outcome': 'error',
      'error.type': 'UpstreamError',
    });
    expect(upstream?.status).toBe(2);
    expect(spanSecretLeaks(spans, [PASSWORD])).toEqual([]);
  });

  it('Next-style spans lose their query strings, and values under secret names are redacted', async () => {
    const span = trace.getTracer('next.js').startSpan('GET /api/auth/sso?e=a%40b.co&a=sso-token-0123456789', {
      attributes: { 'http.target': '/api/auth/sso?e=a%40b.co&a=sso-token-0123456789', 'http.request.header.cookie': 'bd_session=sealed' },
    });
    span.setAttribute('url.full', 'http://upstream.test/x?api_key=late-key-0123456789');
    span.end();
    await provider.forceFlush();
    const [exported] = receiver.spans.filter((s) => s.spanId === span.spanContext().spanId);
    expect(exported?.name).toBe('GET /api/auth/sso');
    expect(exported?.attributes).toEqual({
      'http.target': '/api/auth/sso',
      'http.request.header.cookie': '[redacted]',
      'url.full': 'http://upstream.test/x',
    });
    expect(spanSecretLeaks([exported as ReceivedSpan], ['sso-token-0123456789', 'late-key-0123456789', 'sealed'])).toEqual([]);
  });

  it('the exporter speaks OTLP http/json to the receiver, nothing else', () => {
    expect(receiver.stats()).toMatchObject({ refused: [] });
    expect(receiver.stats().requests).toBeGreaterThan(0);
  });
});
