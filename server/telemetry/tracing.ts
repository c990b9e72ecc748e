import 'server-only';
import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import { processSingleton } from '@/server/process-singleton';
import { RedactingProcessor } from '@/server/telemetry/redact';

/**
 * The OpenTelemetry SDK, registered once per process by instrumentation.ts when an OTLP endpoint is
 * set (OTEL_EXPORTER_OTLP_ENDPOINT, or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT). From then on Next emits its
 * own spans, scripts/serve.mjs a server span per request, and the app its upstream and audit-store
 * spans (server/telemetry/spans.ts). Spans go out over OTLP http/json in batches; the exporter reads
 * the standard variables (endpoint, OTEL_EXPORTER_OTLP_HEADERS, timeout), OTEL_SERVICE_NAME names the service.
 */
export function startTracing(): TracerProvider {
  return processSingleton('tracing', () => {
    const provider = new TracerProvider({
      resource: resourceFromAttributes({ 'service.name': process.env.OTEL_SERVICE_NAME || 'broker-dashboard' }),
      // The redaction runs first: it changes the span itself, before the batch takes it.
      spanProcessors: [new RedactingProcessor(), new BatchSpanProcessor({ exporter: new OTLPTraceExporter() })],
    });
    const contextManager = new AsyncLocalStorageContextManager();
    contextManager.enable();
    context.setGlobalContextManager(contextManager);
    propagation.setGlobalPropagator(new W3CTraceContextPropagator());
    trace.setGlobalTracerProvider(provider);
    // scripts/serve.mjs (not bundled) flushes the last spans through this when it stops.
    processSingleton('tracing-shutdown', () => () => provider.shutdown());
    return provider;
  });
}
