// What the production entry (scripts/serve.mjs) adds for an operator: a server span per request
// (Next's own spans and the app's upstream and audit spans are its children) and the Prometheus
// metrics port. Both are off unless configured; when off, nothing here loads a telemetry package.
// Copied beside serve.mjs in the container image, like forwarded-for.mjs and tracing.mjs.
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** Symbols shared with the app's bundles (server/process-singleton.ts's keys). */
export const REGISTRY_KEY = Symbol.for('broker-dashboard.metrics-registry');

/**
 * The route pattern of a path ('/agents/[id]'), from the build's routes manifest: a label and a span
 * name of bounded cardinality, never a raw id. Static files go under one label; anything else is 'unmatched'.
 */
export function routePatterns(dir, distDir) {
  const file = path.join(dir, distDir, 'routes-manifest.json');
  const manifest = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const exact = new Set((manifest.staticRoutes ?? []).map((r) => r.page));
  const dynamic = (manifest.dynamicRoutes ?? []).map((r) => ({ page: r.page, regex: new RegExp(r.regex) }));
  return (pathname) => {
    if (pathname.startsWith('/_next/static/')) return '/_next/static';
    if (exact.has(pathname)) return pathname;
    const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
    if (exact.has(trimmed)) return trimmed;
    return dynamic.find((r) => r.regex.test(pathname))?.page ?? 'unmatched';
  };
}

/**
 * With tracing on (scripts/tracing.mjs), each request's server span, continuing a `traceparent` the
 * balancer sent; Next's own spans become its children (Next also copies `http.route` onto it).
 */
export function requestTracer() {
  const api = require('@opentelemetry/api');
  const tracer = api.trace.getTracer('broker-dashboard.serve');
  return {
    /** Runs `fn` inside a new server span; answers the span (its trace id goes in the request's log line). */
    run(req, { requestId, route }, fn) {
      const parent = api.propagation.extract(api.ROOT_CONTEXT, req.headers);
      const span = tracer.startSpan(
        `${req.method} ${route}`,
        {
          kind: api.SpanKind.SERVER,
          // The path and query are left out: a query string can carry a token (SSO) or an api key.
          attributes: { 'http.request.method': req.method, 'http.route': route, 'http.request.header.x-request-id': [requestId] },
        },
        parent,
      );
      const result = api.context.with(api.trace.setSpan(parent, span), fn);
      return { span, result };
    },
    end(span, status, aborted) {
      span.setAttribute('http.response.status_code', status);
      if (status >= 500 || aborted) span.setStatus({ code: api.SpanStatusCode.ERROR });
      span.end();
    },
    traceId: (span) => span.spanContext().traceId,
  };
}

/**
 * The metrics port (METRICS_PORT): one prom-client registry for the process, shared with the app's
 * bundles under REGISTRY_KEY (server/metrics.ts adds the upstream, audit and sign-in metrics to it),
 * Node's process metrics, and the request histogram observed here. Answers null when the port is unset.
 */
export function startMetrics({ port, host, publicPort, log }) {
  if (port === 0) return null;
  if (port === publicPort) throw new Error(`METRICS_PORT must differ from PORT (${publicPort}): the metrics stay off the public port.`);
  const client = require('prom-client');
  const registry = new client.Registry();
  globalThis[REGISTRY_KEY] = registry;
  client.collectDefaultMetrics({ register: registry });
  const requests = new client.Histogram({
    name: 'broker_dashboard_http_request_duration_seconds',
    help: 'Requests answered by the dashboard, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const server = http.createServer(async (req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    try {
      const body = await registry.metrics();
      res.writeHead(200, { 'Content-Type': registry.contentType }).end(body);
    } catch (err) {
      res.writeHead(500).end(err instanceof Error ? err.message : String(err));
    }
  });
  server.on('error', (err) => {
    console.error(err.code === 'EADDRINUSE' ? `[serve] Port ${port} (METRICS_PORT) is already in use.` : `[serve] metrics: ${err.message}`);
    process.exit(1);
  });
  server.listen({ port, host }, () => log.info({ metricsPort: port, host: host ?? '*' }, 'metrics listening'));
  // The metrics server never holds the process open during a graceful stop.
  server.unref();
  return {
    observe: (method, route, status, seconds) => requests.observe({ method, route, status: String(status) }, seconds),
    close: () => server.close(),
  };
}
