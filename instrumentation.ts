// Parse the configuration when the server starts, so a bad value stops it with a clear message
// instead of failing on the first request. Tracing is loaded only when an OTLP endpoint is set: with
// none, no telemetry package is loaded and Next's tracer stays a no-op.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: tracesEndpoint, OTEL_SDK_DISABLED: disabled } = process.env;
  if ((endpoint || tracesEndpoint) && disabled !== 'true') (await import('./server/telemetry/tracing')).startTracing();
  await import('./server/startup');
}
