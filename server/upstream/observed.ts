import 'server-only';
import { SpanKind } from '@opentelemetry/api';
import { metrics, type UpstreamOutcome } from '@/server/metrics';
import { inSpan } from '@/server/telemetry/spans';
import type { Endpoint } from '@/server/upstream/contract/endpoint';
import { UpstreamError } from '@/server/upstream/errors';

/** What the span and the metric of a call say of its end: an outcome of a bounded set, and the status. */
export function outcomeOf(err: unknown, seen: Seen): { outcome: UpstreamOutcome; status?: number } {
  if (seen.invalid) return { outcome: 'invalid_request' };
  if (!(err instanceof UpstreamError)) return { outcome: 'error' };
  if (err.kind === 'network') return { outcome: 'unreachable' };
  if (err.kind === 'schema') return { outcome: 'invalid_answer', status: seen.code };
  return { outcome: err.status >= 500 ? 'error' : 'refused', status: err.status };
}

/** What send() saw, for the span and the metric: the answer's status, or the contract refusing the input. */
export type Seen = { code?: number; invalid?: boolean };

/**
 * One upstream call, observed: a client span (the contract's endpoint name and path template, the
 * status; never the URL, its query, a header or a body) and the duration histogram by endpoint and outcome.
 */
export async function observed<T>(ep: Endpoint, run: (seen: Seen) => Promise<T>): Promise<T> {
  const started = performance.now();
  const seen: Seen = {};
  const attributes = { 'upstream.endpoint': ep.name, 'http.request.method': ep.method, 'url.template': ep.path };
  return inSpan(
    `upstream ${ep.name}`,
    attributes,
    async (span) => {
      try {
        const result = await run(seen);
        span?.setAttributes({ 'http.response.status_code': seen.code ?? 0, 'upstream.outcome': 'ok' });
        metrics()?.upstream.observe({ endpoint: ep.name, outcome: 'ok' }, (performance.now() - started) / 1000);
        return result;
      } catch (err) {
        const { outcome, status: code } = outcomeOf(err, seen);
        span?.setAttributes({ 'upstream.outcome': outcome, ...(code ? { 'http.response.status_code': code } : {}) });
        metrics()?.upstream.observe({ endpoint: ep.name, outcome }, (performance.now() - started) / 1000);
        throw err;
      }
    },
    SpanKind.CLIENT,
  );
}
