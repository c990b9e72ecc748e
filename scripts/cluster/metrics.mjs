// The metrics port of one dashboard instance (METRICS_PORT), scraped and read with a real parser of
// the Prometheus text format: the cluster test's figures of what each instance served, and the
// problems an operator would meet (a family missing, a label that is a raw id or holds a secret).
import parsePrometheusTextFormat from 'parse-prometheus-text-format';

/** The families every instance exposes from its start (scripts/serve-telemetry.mjs, server/metrics.ts). */
export const REQUIRED_FAMILIES = [
  'broker_dashboard_http_request_duration_seconds',
  'broker_dashboard_upstream_request_duration_seconds',
  'broker_dashboard_audit_events_journaled_total',
  'broker_dashboard_audit_events_stored_total',
  'broker_dashboard_audit_events_waiting',
  'broker_dashboard_audit_events_lost_total',
  'broker_dashboard_signin_refusals_total',
  'broker_dashboard_limits_shared',
  'process_cpu_seconds_total',
  'process_resident_memory_bytes',
  'nodejs_eventloop_lag_seconds',
];

/** A path segment that is an id, not a route pattern's word: digits, a UUID, a long hex string. */
const RAW_ID = /^(\d+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{16,})$/i;

/**
 * The exposition text parsed into families ({ name, type, metrics: [{ labels, value | count, sum }] }).
 * parse-prometheus-text-format folds every series of a histogram into one unlabelled sample (its
 * flattenMetrics), so a histogram's series are read from a second parse of the same text without
 * the histograms' TYPE lines, where each of _count and _sum is a family of its own with its labels.
 */
export function parseMetrics(text) {
  const families = parsePrometheusTextFormat(text);
  const histograms = new Set(families.filter((f) => f.type === 'HISTOGRAM').map((f) => f.name));
  if (histograms.size === 0) return families;
  const untyped = parsePrometheusTextFormat(
    text
      .split('\n')
      .filter((line) => !(line.startsWith('# TYPE ') && histograms.has(line.split(' ')[2])))
      .join('\n'),
  );
  // prom-client writes each series' _bucket, _sum and _count lines together: untyped, every run of
  // lines of one name is a family of its own, so a name's series are gathered from all of them.
  const series = (name) => untyped.filter((f) => f.name === name).flatMap((f) => f.metrics);
  return families.map((f) => {
    if (!histograms.has(f.name)) return f;
    const sums = series(`${f.name}_sum`);
    const metrics = series(`${f.name}_count`).map((m, i) => ({ labels: m.labels ?? {}, count: m.value, sum: sums[i]?.value }));
    return { ...f, metrics };
  });
}

/** GET /metrics of one instance, parsed. */
export async function scrapeMetrics(port, host = '127.0.0.1') {
  const res = await fetch(`http://${host}:${port}/metrics`, { signal: AbortSignal.timeout(5_000) });
  if (!res.ok) throw new Error(`GET /metrics on port ${port} answered ${res.status}`);
  const text = await res.text();
  return { text, families: parseMetrics(text) };
}

const sum = (list) => list.reduce((n, x) => n + x, 0);
/** A family's samples: a histogram's count, a counter's or gauge's value. */
const countOf = (m) => Number(m.count ?? m.value ?? 0);

/** Each label's values summed over a family's samples: { route: { '/agents': 12, ... } }. */
function byLabel(family, label) {
  const out = {};
  for (const m of family?.metrics ?? []) {
    const key = m.labels?.[label] ?? '';
    out[key] = (out[key] ?? 0) + countOf(m);
  }
  return out;
}

/** What an instance reports: requests by route and status class, upstream calls by outcome and by endpoint, the audit counts, refusals. */
export function metricsFigures(families) {
  const family = (name) => families.find((f) => f.name === name);
  const requests = family('broker_dashboard_http_request_duration_seconds');
  const upstream = family('broker_dashboard_upstream_request_duration_seconds');
  const value = (name) => sum((family(name)?.metrics ?? []).map(countOf));
  return {
    requests: sum((requests?.metrics ?? []).map(countOf)),
    requestsByRoute: byLabel(requests, 'route'),
    requestsByStatus: byLabel(requests, 'status'),
    upstreamCalls: sum((upstream?.metrics ?? []).map(countOf)),
    upstreamByOutcome: byLabel(upstream, 'outcome'),
    upstreamByEndpoint: byLabel(upstream, 'endpoint'),
    audit: {
      journaled: value('broker_dashboard_audit_events_journaled_total'),
      stored: value('broker_dashboard_audit_events_stored_total'),
      waiting: value('broker_dashboard_audit_events_waiting'),
      lost: value('broker_dashboard_audit_events_lost_total'),
    },
    signInRefusals: byLabel(family('broker_dashboard_signin_refusals_total'), 'reason'),
    residentMiB: Math.round(value('process_resident_memory_bytes') / 104_857.6) / 10,
  };
}

/** What is wrong in a scrape: families missing, names off Prometheus conventions, raw ids or secrets in labels. */
export function metricsProblems(families, { secrets = [] } = {}) {
  const problems = [];
  const names = new Set(families.map((f) => f.name));
  for (const name of REQUIRED_FAMILIES) if (!names.has(name)) problems.push(`no ${name}`);
  for (const f of families) {
    if (!/^[a-z_][a-z0-9_]*$/.test(f.name)) problems.push(`${f.name}: not snake_case`);
    if (f.type === 'COUNTER' && !f.name.endsWith('_total')) problems.push(`${f.name}: a counter without _total`);
    if (f.type === 'HISTOGRAM' && !/_(seconds|bytes)$/.test(f.name)) problems.push(`${f.name}: a histogram without its unit`);
    for (const m of f.metrics ?? []) {
      for (const [label, v] of Object.entries(m.labels ?? {})) {
        for (const secret of secrets)
          if (secret && v.includes(secret)) problems.push(`${f.name}{${label}}: holds a secret (${secret.slice(0, 3)}…)`);
        if (label === 'route' && (v.includes('?') || v.split('/').some((seg) => RAW_ID.test(seg))))
          problems.push(`${f.name}{route="${v}"}: not a route pattern`);
      }
    }
  }
  return [...new Set(problems)];
}

/**
 * The cluster test's call: one instance's metrics port scraped, parsed, summed up and checked.
 * `secrets`: strings no label may contain (the demo password, the session secret, api keys).
 */
export async function instanceMetrics({ port, host = '127.0.0.1', secrets = [] }) {
  try {
    const { families } = await scrapeMetrics(port, host);
    return { figures: metricsFigures(families), problems: metricsProblems(families, { secrets }) };
  } catch (err) {
    return { figures: null, problems: [`metrics port ${port}: ${err instanceof Error ? err.message : String(err)}`] };
  }
}
