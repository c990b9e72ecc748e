// Tracing's cost: the same build served twice by the production entry (scripts/serve.mjs),
// tracing off and on (every span exported over OTLP http/json to a local receiver), side by side in
// one run on the same demo upstream, measured in interleaved rounds under the same load: the order
// alternates each round, so drift in the machine's load hits both alike.
import path from 'node:path';
import { startOtlpReceiver } from '../otlp-receiver.mjs';
import { PRODUCTION_NODE_FLAGS } from '../node-flags.mjs';
import { load, percentile, round } from './probe.mjs';
import { dashboardEnv, launch, portFrom, ROOT, signIn, stopChild, treeCpuMs, waitFor } from './servers.mjs';

const ROUNDS = Number(process.env.BENCH_TRACING_ROUNDS ?? 4);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8) / 2;
const CONNECTIONS = 32;
const CASES = [
  { name: 'empty route handler GET /api/health', path: '/api/health' },
  { name: 'route handler GET /api/agents', path: '/api/agents?limit=10&offset=0' },
  { name: 'page /agents', path: '/agents' },
];

function serve(name, port, { demoURL, distDir, logDir }, env) {
  return launch(
    name,
    [...PRODUCTION_NODE_FLAGS, path.join(ROOT, 'scripts/serve.mjs')],
    {
      ...dashboardEnv({ demoURL, distDir, logDir }),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_FILE: path.join(logDir, `${name}.sqlite`),
      AUDIT_QUEUE_DIR: path.join(logDir, `${name}-queue`),
      ...env,
    },
    logDir,
  );
}

const median = (list) => percentile(list, 50);

/** `{ demoURL, distDir, logDir }` from startServers; ports BENCH_PORT + 10 (off) and + 11 (on). */
export async function measureTracing(servers, log = () => undefined) {
  const receiver = await startOtlpReceiver({ onSpans: () => undefined });
  const base = portFrom('BENCH_PORT', 3501);
  const sides = [
    { side: 'off', port: base + 10, env: {} },
    { side: 'on', port: base + 11, env: { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url } },
  ].map((s) => ({ ...s, url: `http://127.0.0.1:${s.port}`, child: serve(`serve-tracing-${s.side}`, s.port, servers, s.env) }));
  try {
    await Promise.all(sides.map((s) => waitFor(`${s.url}/login`, s.child)));
    for (const s of sides) s.cookie = await signIn(s.url, 'admin@acme.test');
    const runs = Object.fromEntries(CASES.map((c) => [c.name, { off: [], on: [] }]));
    for (let r = 0; r < ROUNDS; r += 1) {
      const order = r % 2 === 0 ? sides : [...sides].reverse();
      for (const c of CASES) {
        for (const s of order) {
          log(`tracing ${s.side}: ${c.name}, round ${r + 1} of ${ROUNDS}`);
          const meter = () => {
            const before = treeCpuMs(s.child.pid);
            return (requests) => (requests > 0 ? (treeCpuMs(s.child.pid) - before) / requests : null);
          };
          const result = await load({
            url: `${s.url}${c.path}`,
            headers: { Cookie: s.cookie },
            connections: CONNECTIONS,
            seconds: SECONDS,
            warmupSeconds: 1,
            meter,
          });
          runs[c.name][s.side].push(result);
        }
      }
    }
    // The spans still batched reach the receiver when the traced server stops.
    for (const s of sides) await stopChild(s.child);
    const figure = (list, key) => median(list.map((x) => (key === 'cpu' ? x.metered : x[key])).filter((x) => x !== null));
    const cases = CASES.map((c) => {
      const { off, on } = runs[c.name];
      const side = (list) => ({
        rps: round(figure(list, 'rps')),
        p50_ms: figure(list, 'p50_ms'),
        p99_ms: figure(list, 'p99_ms'),
        cpu_ms_per_request: round(figure(list, 'cpu'), 3),
        non2xx: list.reduce((n, x) => n + x.non2xx + x.errors, 0),
      });
      const cpuRatios = off.map((x, i) => (x.metered && on[i]?.metered ? on[i].metered / x.metered : null)).filter((x) => x !== null);
      return {
        name: c.name,
        off: side(off),
        on: side(on),
        cpu_ratio_on_to_off: round(median(cpuRatios), 3),
        rps_ratio_on_to_off: round(median(off.map((x, i) => on[i].rps / x.rps)), 3),
      };
    });
    const { spans, requests, refused } = receiver.stats();
    return {
      connections: CONNECTIONS,
      rounds: ROUNDS,
      seconds_per_round: SECONDS,
      cases,
      spans_exported: spans,
      export_requests: requests,
      refused_exports: refused.length,
    };
  } finally {
    for (const s of sides) await stopChild(s.child);
    await receiver.close();
  }
}
