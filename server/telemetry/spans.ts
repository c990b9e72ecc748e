import 'server-only';
import { SpanKind, SpanStatusCode, trace, type Attributes, type Span } from '@opentelemetry/api';
import { hasProcessSingleton } from '@/server/process-singleton';

/** Whether scripts/serve.mjs registered the SDK (scripts/tracing.mjs): without it no span is even started. */
const tracing = () => hasProcessSingleton('tracing');

/**
 * Runs `fn` in a child span of the current one (the request's), ended when `fn` settles; a throw
 * marks the span as an error with the error's kind only (never its message: it can quote input).
 */
export async function inSpan<T>(
  name: string,
  attributes: Attributes,
  fn: (span: Span | null) => Promise<T>,
  kind = SpanKind.INTERNAL,
): Promise<T> {
  if (!tracing()) return fn(null);
  return trace.getTracer('broker-dashboard').startActiveSpan(name, { kind, attributes }, async (span) => {
    try {
      return await fn(span);
    } catch (err) {
      span.setStatus({ code: SpanStatusCode.ERROR });
      span.setAttribute('error.type', err instanceof Error ? err.name : 'unknown');
      throw err;
    } finally {
      span.end();
    }
  });
}
