// A local OTLP/HTTP receiver for tests and the bench: takes what the dashboard's trace exporter sends
// (OTLP http/json, POST /v1/traces, server/telemetry/tracing.ts) and keeps every span, flattened.
import http from 'node:http';

/** An OTLP JSON attribute value ({ stringValue }, { intValue }, { arrayValue: { values } } ...) as plain JS. */
function valueOf(v) {
  if (!v || typeof v !== 'object') return v;
  if ('stringValue' in v) return v.stringValue;
  if ('boolValue' in v) return v.boolValue;
  if ('intValue' in v) return Number(v.intValue);
  if ('doubleValue' in v) return v.doubleValue;
  if ('arrayValue' in v) return (v.arrayValue.values ?? []).map(valueOf);
  return JSON.stringify(v);
}

/** Every span of an ExportTraceServiceRequest (JSON), with its resource's service name. */
export function spansOf(request) {
  const out = [];
  for (const rs of request.resourceSpans ?? []) {
    const service = (rs.resource?.attributes ?? []).find((a) => a.key === 'service.name');
    for (const ss of rs.scopeSpans ?? []) {
      for (const s of ss.spans ?? []) {
        out.push({
          service: service ? valueOf(service.value) : null,
          scope: ss.scope?.name ?? null,
          traceId: s.traceId,
          spanId: s.spanId,
          parentSpanId: s.parentSpanId || null,
          name: s.name,
          kind: s.kind,
          durationMs: (Number(s.endTimeUnixNano) - Number(s.startTimeUnixNano)) / 1e6,
          status: s.status?.code ?? 0,
          attributes: Object.fromEntries((s.attributes ?? []).map((a) => [a.key, valueOf(a.value)])),
        });
      }
    }
  }
  return out;
}

/**
 * Listens on loopback (port 0: any free one); `url` is the value for OTEL_EXPORTER_OTLP_ENDPOINT.
 * `onSpans`: each request's spans go to it instead of being kept (a long run: the end-to-end suite, the bench).
 */
export async function startOtlpReceiver({ port = 0, onSpans } = {}) {
  const spans = [];
  let requests = 0;
  let received = 0;
  const refused = [];
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const type = req.headers['content-type'] ?? '';
      if (req.method !== 'POST' || req.url !== '/v1/traces' || !type.startsWith('application/json')) {
        refused.push(`${req.method} ${req.url} ${type}`);
        res.writeHead(415).end();
        return;
      }
      requests += 1;
      const batch = spansOf(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      received += batch.length;
      if (onSpans) onSpans(batch);
      else spans.push(...batch);
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    spans,
    /** Export requests taken, spans in them, and what was refused (another protocol or path). */
    stats: () => ({ requests, spans: received, refused }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
