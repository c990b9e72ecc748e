// The OpenTelemetry SDK of the production entry: registered by scripts/serve.mjs before Next starts,
// when an OTLP endpoint is set (OTEL_EXPORTER_OTLP_ENDPOINT or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT).
// From then on Next emits its own spans, serve.mjs a server span per request, and the app its upstream
// and audit-store spans (server/telemetry/spans.ts). Spans go out over OTLP http/json in batches; the
// exporter reads the standard variables (endpoint, OTEL_EXPORTER_OTLP_HEADERS, timeout), and
// OTEL_SERVICE_NAME names the service.
//
// Not from instrumentation.ts: Turbopack bundles `@opentelemetry/api` as Next's compiled copy (1.6),
// and a global registered through it is refused by API 1.10 (this SDK, serve.mjs, Next's unbundled
// request handler), which accepts only a global of its own minor version or newer. Registered here,
// through node_modules' API, every copy reads it.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const TRACING_KEY = Symbol.for('broker-dashboard.tracing');

/** The same names server/log.ts redacts (tests/unit/trace-redaction.test.ts holds the two lists to the same answers). */
const SECRET_KEY = /api[_-]?key|passw(or)?d|^pwd$|cookie|secret|token|authori[sz]ation|signature|credential|^session$/i;
/** A secret in query-string form inside a value, as server/log.ts masks it. */
const SECRET_PARAM = /([?&;](?:api[_-]?key|access[_-]?token|token|password|signature|a)=)[^&#\s"']*/gi;
/** Attributes that hold a URL or a path with its query (Next's `http.target`, a fetch span's `http.url`). */
const URL_KEY = /(^|\.)(target|url|full)$/;
/** A query string alone (`url.query`): dropped whole. */
const QUERY_KEY = /(^|\.)query$/;
/** The user webhook's path ends in its secret (server/routing/webhook.ts), as server/log.ts masks it. */
const SECRET_PATH = /(\/api\/webhooks\/users\/[^/?#\s"']+\/)[^/?#\s"']+/g;
const REDACTED = '[redacted]';

const scrub = (text) => text.replace(SECRET_PARAM, `$1${REDACTED}`).replace(SECRET_PATH, `$1${REDACTED}`);
/** A URL or path without its query string and fragment: those can carry a token or an api key. */
const withoutQuery = (text) => text.replace(/[?#].*$/s, '');

export const isSecretKey = (key) => SECRET_KEY.test(key);

/** An attribute's value as it may leave the process. */
export function cleanAttribute(key, value) {
  if (SECRET_KEY.test(key) || QUERY_KEY.test(key)) return REDACTED;
  if (typeof value === 'string') return URL_KEY.test(key) ? scrub(withoutQuery(value)) : scrub(value);
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'string' ? scrub(v) : v));
  return value;
}

/** A span name, or a request's path (serve.mjs's request log): without its query string, secrets in `;api_key=` form and a webhook's secret masked. */
export const cleanName = (name) => scrub(withoutQuery(name));

/**
 * Runs on each span itself, at its start and as it ends (still writable both times), before the
 * batch takes it: a value under a secret's name is replaced, a URL loses its query, other text has
 * secrets in query-string form masked, and so does the name. Next's own spans carry `http.target`
 * with the query string; nothing else of a request reaches an attribute.
 */
class RedactingProcessor {
  onStart(span) {
    clean(span);
  }
  onEnding(span) {
    clean(span);
  }
  onEnd() {}
  forceFlush() {
    return Promise.resolve();
  }
  shutdown() {
    return Promise.resolve();
  }
}

function clean(span) {
  const name = cleanName(span.name);
  if (name !== span.name) span.updateName(name);
  for (const [key, value] of Object.entries(span.attributes)) {
    const cleaned = cleanAttribute(key, value);
    if (JSON.stringify(cleaned) !== JSON.stringify(value)) span.setAttribute(key, cleaned);
  }
}

export function tracingEnabled(env = process.env) {
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) && env.OTEL_SDK_DISABLED !== 'true';
}

/**
 * The sampler named by the standard variables: every trace by default; `parentbased_traceidratio`
 * (or `traceidratio`) with OTEL_TRACES_SAMPLER_ARG, a ratio from 0 to 1, keeps that share of the
 * traces (a balancer's sampled `traceparent` is followed). Tracing costs CPU on every sampled request.
 */
function samplerOf(sdk, env) {
  const name = env.OTEL_TRACES_SAMPLER || 'parentbased_always_on';
  const ratio = env.OTEL_TRACES_SAMPLER_ARG === undefined || env.OTEL_TRACES_SAMPLER_ARG === '' ? 1 : Number(env.OTEL_TRACES_SAMPLER_ARG);
  if (!(ratio >= 0 && ratio <= 1))
    throw new Error(`OTEL_TRACES_SAMPLER_ARG must be a ratio from 0 to 1, not "${env.OTEL_TRACES_SAMPLER_ARG}".`);
  const samplers = {
    always_on: () => new sdk.AlwaysOnSampler(),
    parentbased_always_on: () => new sdk.ParentBasedSampler({ root: new sdk.AlwaysOnSampler() }),
    traceidratio: () => new sdk.TraceIdRatioBasedSampler(ratio),
    parentbased_traceidratio: () => new sdk.ParentBasedSampler({ root: new sdk.TraceIdRatioBasedSampler(ratio) }),
  };
  if (!samplers[name]) throw new Error(`OTEL_TRACES_SAMPLER must be one of ${Object.keys(samplers).join(', ')}, not "${name}".`);
  return samplers[name]();
}

/** Registers the SDK once per process; answers its tracer provider (flushed by serve.mjs when it stops). */
export function startTracing(env = process.env) {
  if (globalThis[TRACING_KEY]) return globalThis[TRACING_KEY];
  const api = require('@opentelemetry/api');
  const { AsyncLocalStorageContextManager } = require('@opentelemetry/context-async-hooks');
  const { W3CTraceContextPropagator } = require('@opentelemetry/core');
  const { OTLPTraceExporter } = require('@opentelemetry/exporter-trace-otlp-http');
  const { resourceFromAttributes } = require('@opentelemetry/resources');
  const sdk = require('@opentelemetry/sdk-trace');
  const { BatchSpanProcessor, TracerProvider } = sdk;
  const provider = new TracerProvider({
    sampler: samplerOf(sdk, env),
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME || 'broker-dashboard' }),
    // The redaction first: it changes the span itself, before the batch takes it.
    spanProcessors: [new RedactingProcessor(), new BatchSpanProcessor({ exporter: new OTLPTraceExporter() })],
  });
  const contextManager = new AsyncLocalStorageContextManager();
  contextManager.enable();
  api.context.setGlobalContextManager(contextManager);
  api.propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  api.trace.setGlobalTracerProvider(provider);
  // server/telemetry/spans.ts starts the app's spans only when this is set.
  globalThis[TRACING_KEY] = provider;
  return provider;
}
