// The production entry: Next's request handler behind a plain node:http server that adds what
// `next start` lacks — a request id per request, one JSON log line per request (route, status,
// duration) and a graceful shutdown with a bounded grace period. Runs from the repository
// (`node scripts/serve.mjs`, after `next build`) and from the standalone output (copied next to its
// server.js, as the Dockerfile does).
//
// Env: PORT (3000), HOST (all interfaces), NEXT_DIST_DIR (.next), KEEP_ALIVE_TIMEOUT (65000 ms),
// SHUTDOWN_GRACE_MS (20000), DRAIN_IDLE_MS (5000), MEMORY_LOG_MS (60000; 0: never), LOG_LEVEL (info;
// 'silent' for none), METRICS_PORT (off; Prometheus metrics on a port of their own), METRICS_HOST
// (127.0.0.1), OTEL_EXPORTER_OTLP_ENDPOINT (off; traces over OTLP, scripts/tracing.mjs).
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';
import { format } from 'node:util';
import { fileURLToPath } from 'node:url';
import { appendPeerAddress } from './forwarded-for.mjs';
import { requestTracer, routePatterns, startMetrics } from './serve-telemetry.mjs';
import { cleanName, startTracing, tracingEnabled } from './tracing.mjs';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const distDir = process.env.NEXT_DIST_DIR || '.next';
// From the repository this file sits in scripts/; in the standalone output, beside server.js.
const dir = [here, path.resolve(here, '..')].find((d) => existsSync(path.join(d, distDir, 'BUILD_ID')));

const int = (name, fallback) => {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`[serve] ${name} must be a whole number, not "${raw}".`);
    process.exit(1);
  }
  return value;
};
const port = int('PORT', 3000);
const host = process.env.HOST || undefined;
// Longer than a load balancer's idle timeout (nginx 60 s, AWS ALB 60 s), so the balancer, not this
// server, closes idle connections: a request sent on a connection the server just closed fails.
const keepAliveTimeout = int('KEEP_ALIVE_TIMEOUT', 65_000);
const graceMs = int('SHUTDOWN_GRACE_MS', 20_000);
// After SIGTERM, idle keep-alive connections are left for the balancer to close (a request it sends
// on one is still served) for this long; set it above the balancer's idle timeout for connections
// to the instances (nginx `keepalive_timeout` in the upstream block: 4 s in the cluster test).
const drainIdleMs = int('DRAIN_IDLE_MS', 5_000);
const memoryLogMs = int('MEMORY_LOG_MS', 60_000);
const metricsPort = int('METRICS_PORT', 0);

if (!dir) {
  console.error(`[serve] No production build found (${distDir}/BUILD_ID is missing). Run \`npm run build\` first.`);
  process.exit(1);
}
process.env.NODE_ENV = 'production';

// Next gets the config it was built with (required-server-files.json), as its generated standalone
// server.js does: the standalone output has no next.config, and from the repository this skips
// compiling next.config.ts again (and `next start`'s warning about standalone builds).
const standalone = !['js', 'mjs', 'ts', 'mts', 'cjs'].some((ext) => existsSync(path.join(dir, `next.config.${ext}`)));
const serverFiles = JSON.parse(readFileSync(path.join(dir, distDir, 'required-server-files.json'), 'utf8'));
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(serverFiles.config);
if (standalone) process.chdir(dir);

const pino = require('pino');
const LEVELS = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);
const level = LEVELS.has(process.env.LOG_LEVEL ?? '') ? process.env.LOG_LEVEL : 'info';
const stdout = pino.destination({ dest: 1, sync: true });
const stderr = pino.destination({ dest: 2, sync: true });
// The same line shape as server/log.ts. Only fixed fields are logged here: never headers or the query string.
const log = pino(
  {
    level,
    base: { pid: process.pid, service: 'broker-dashboard' },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  },
  // Errors to standard error, the rest to standard output, as server/log.ts does.
  pino.multistream(
    [
      { level: 'trace', stream: stdout },
      { level: 'error', stream: stderr },
    ],
    { dedupe: true },
  ),
);

// Next's own messages (its "Running next.config took …" line at start, errors it catches while
// rendering) go through console: JSON lines too, like everything else on standard output, so a log
// shipper can read every line (`npm run test:container` checks it).
// The app's own logger (server/log.ts) writes its finished JSON lines through console too: those pass
// as they are, not wrapped in a line of their own.
const consoleText = (args) =>
  format(...args)
    .replace(/\x1b\[[0-9;]*m/g, '')
    .trim();
const isLogLine = (args) => args.length === 1 && typeof args[0] === 'string' && args[0].startsWith('{"level":"');
const toConsole =
  (level, stream) =>
  (...args) => {
    if (isLogLine(args)) stream.write(`${args[0]}\n`);
    else log[level](consoleText(args));
  };
console.log = console.info = toConsole('info', stdout);
console.warn = toConsole('warn', stdout);
console.error = toConsole('error', stderr);

// Shared with the app through server/process-singleton.ts's keys (this file is not bundled): lines
// logged while serving a request carry its id, and the readiness check answers 503 once the instance drains.
const context = (globalThis[Symbol.for('broker-dashboard.request-context')] ??= new AsyncLocalStorage());
const drain = (globalThis[Symbol.for('broker-dashboard.drain')] ??= { draining: false });

/** A request id from the balancer (nginx's $request_id, a UUID ...) is kept when it looks sane. */
const SANE_ID = /^[A-Za-z0-9._:-]{8,128}$/;
const ROUTE_MAX = 300;

// Before Next starts, so the app's bundles find the one registry of the process.
let metrics;
try {
  // Loopback unless told otherwise: the route list, refusal counts and process figures are for the operator's scraper alone.
  metrics = startMetrics({ port: metricsPort, host: process.env.METRICS_HOST || '127.0.0.1', publicPort: port, log });
} catch (err) {
  console.error(`[serve] ${err.message}`);
  process.exit(1);
}
// Registered before Next loads, so Next's own spans join each request's trace.
let tracer = null;
let tracing = null;
try {
  if (tracingEnabled()) {
    tracing = startTracing();
    tracer = requestTracer();
  }
} catch (err) {
  console.error(`[serve] ${err.message}`);
  process.exit(1);
}
const patternOf = metrics || tracer ? routePatterns(dir, distDir) : null;

const next = require('next');
const server = http.createServer();
server.keepAliveTimeout = keepAliveTimeout;
server.headersTimeout = keepAliveTimeout + 1_000;

// The name Next uses for itself: its proxy (middleware) sees requests as http://localhost:PORT, and a
// rewrite there is served in-process only when this matches — otherwise Next proxies it to itself
// over HTTP (as `next start -H 127.0.0.1` does).
const selfName = !host || ['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost'].includes(host) ? 'localhost' : host;
const app = next({ dev: false, dir, hostname: selfName, port, httpServer: server });
const sockets = new Set();
const inFlight = new Set();
let draining = false;

server.on('connection', (socket) => {
  socket.activeRequests = 0;
  sockets.add(socket);
  socket.once('close', () => {
    sockets.delete(socket);
    if (draining) settle();
  });
});

server.on('request', (req, res) => {
  const started = process.hrtime.bigint();
  const incoming = req.headers['x-request-id'];
  const requestId = typeof incoming === 'string' && SANE_ID.test(incoming) ? incoming : randomUUID();
  // Route handlers and server components read it from the request headers.
  req.headers['x-request-id'] = requestId;
  appendPeerAddress(req);
  res.setHeader('X-Request-Id', requestId);
  if (draining) res.setHeader('Connection', 'close');
  const route = routeOf(req.url);
  // The route pattern ('/agents/[id]'): the metrics' label and the span's name, never a raw id.
  const pattern = patternOf?.(route.replace(/…$/, ''));
  const socket = req.socket;
  socket.activeRequests += 1;
  inFlight.add(res);
  let span = null;

  res.once('close', () => {
    socket.activeRequests -= 1;
    inFlight.delete(res);
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    const fields = {
      reqId: requestId,
      method: req.method,
      route,
      status: res.statusCode,
      ms: Math.round(ms * 10) / 10,
    };
    if (span) {
      fields.traceId = tracer.traceId(span);
      tracer.end(span, res.statusCode, !res.writableFinished);
    }
    metrics?.observe(req.method, pattern, res.statusCode, ms / 1000);
    if (!res.writableFinished) log.warn({ ...fields, aborted: true }, 'request aborted');
    else if (res.statusCode >= 500) log.error(fields, 'request');
    else log.info(fields, 'request');
    if (draining) settle();
  });

  const serve = () => context.run({ requestId }, () => handle(req, res));
  let handled;
  if (tracer) ({ span, result: handled } = tracer.run(req, { requestId, route: pattern }, serve));
  else handled = serve();
  handled.catch((err) => {
    log.error({ reqId: requestId, route, err: err instanceof Error ? err.message : String(err) }, 'request failed');
    if (!res.headersSent) {
      res.statusCode = 500;
      res.end('Internal Server Error');
    } else {
      res.destroy();
    }
  });
});

/**
 * The path alone, cleaned as span names are: the query string can carry an api key (key restore) or a
 * token (SSO), and so can a path parameter (`/login;api_key=…`).
 */
function routeOf(url = '/') {
  const pathname = cleanName(url);
  return pathname.length > ROUTE_MAX ? `${pathname.slice(0, ROUTE_MAX)}…` : pathname;
}

let handle;
let stopped;
let idleClosing = false;

/**
 * SIGTERM/SIGINT: stop accepting connections (the balancer's next connect fails and it moves on),
 * answer what still arrives on open connections with `Connection: close`, then close connections
 * as they fall idle, and exit when none is left — or when the grace period is over.
 */
function shutdown(signal) {
  if (draining) return;
  draining = true;
  drain.draining = true;
  log.info({ signal, inFlight: inFlight.size, connections: sockets.size, graceMs }, 'shutting down: finishing in-flight requests');
  for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
  // net.Server's close only stops listening. http.Server's own close() would also drop idle
  // keep-alive connections at once, racing a balancer that is sending a request on one right now.
  net.Server.prototype.close.call(server);
  // A balancer keeps reusing its pooled connections for a moment: each gets one more request,
  // answered with `Connection: close`. Closing an idle one ourselves would race a request the
  // balancer is sending on it (a POST is then lost with a 502), so the balancer closes them, by its
  // idle timeout; whatever is still open after DRAIN_IDLE_MS is closed here.
  setTimeout(() => {
    idleClosing = true;
    settle();
  }, drainIdleMs);
  setTimeout(() => {
    log.warn({ inFlight: inFlight.size, connections: sockets.size }, 'grace period over: closing the remaining connections');
    for (const socket of sockets) socket.destroy();
    void stop(1);
  }, graceMs);
  settle();
}

/** While draining: stop when no connection is left; after DRAIN_IDLE_MS, close idle ones. */
function settle() {
  if (idleClosing) for (const socket of sockets) if (socket.activeRequests === 0 && !socket.writableEnded) socket.end();
  if (inFlight.size === 0 && sockets.size === 0) void stop(0);
}

function stop(code) {
  stopped ??= (async () => {
    // The audit events still waiting go to the store now (server/audit/log.ts); what it will not take
    // stays in the journal, read back at the next start.
    const auditDrain = globalThis[Symbol.for('broker-dashboard.audit-drain')];
    if (typeof auditDrain === 'function')
      await Promise.race([auditDrain().catch(() => undefined), new Promise((r) => setTimeout(r, 5_000).unref())]);
    // The spans still batched (the audit drain's writes too) go to the collector.
    if (tracing) await Promise.race([tracing.shutdown().catch(() => undefined), new Promise((r) => setTimeout(r, 5_000).unref())]);
    metrics?.close();
    await Promise.race([app.close().catch(() => undefined), new Promise((r) => setTimeout(r, 5_000).unref())]);
    log.info({ code, ...(await memoryFields({ collect: true })) }, 'stopped');
    process.exit(code);
  })();
  return stopped;
}

process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));

try {
  await app.prepare();
  handle = app.getRequestHandler();
} catch (err) {
  console.error('[serve] Next.js could not start:', err);
  process.exit(1);
}
server.on('error', (err) => {
  console.error(err.code === 'EADDRINUSE' ? `[serve] Port ${port} (PORT) is already in use.` : `[serve] ${err.message}`);
  process.exit(1);
});
server.listen({ port, host }, () => {
  log.info({ port, host: host ?? '*', dir, distDir, standalone, keepAliveTimeout, graceMs }, 'listening');
});

/**
 * Memory in MiB. `collect`: full garbage collections first, when node runs with --expose-gc, so
 * heapUsed is the live heap (the cluster test does that; production lines show the heap as it is).
 * Two rounds a moment apart: objects freed through finalizers (fetch bodies) go in the second.
 */
async function memoryFields({ collect = false } = {}) {
  const afterGc = collect && typeof globalThis.gc === 'function';
  if (afterGc) {
    globalThis.gc();
    await new Promise((resolve) => setTimeout(resolve, 200));
    globalThis.gc();
  }
  const m = process.memoryUsage();
  const mib = (bytes) => Math.round(bytes / 104_857.6) / 10;
  return {
    rss: mib(m.rss),
    heapUsed: mib(m.heapUsed),
    heapTotal: mib(m.heapTotal),
    external: mib(m.external),
    inFlight: inFlight.size,
    afterGc,
  };
}

// A memory line now and then, and on SIGUSR2, so a slow leak shows in the logs.
if (memoryLogMs > 0) setInterval(async () => log.info(await memoryFields(), 'memory'), memoryLogMs).unref();
process.on('SIGUSR2', async () => log.info(await memoryFields({ collect: true }), 'memory'));
