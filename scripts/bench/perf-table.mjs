// The latest figures of docs/performance.md: one table generated from bench/results/*.json, written
// between two marker comments. `npm run bench` (and the cluster, container and audit runs) call it at
// their end; `npm run bench:doc` runs it by hand. Figures are never written in the page's prose: the
// history lives in git and in the results files.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const RESULTS_DIR = path.join(ROOT, 'bench', 'results');
export const DOC_PATH = path.join(ROOT, 'docs', 'performance.md');
export const START =
  '<!-- perf-table:start: generated from bench/results/*.json by scripts/bench/perf-table.mjs; edit the script, not the table -->';
export const END = '<!-- perf-table:end -->';

/** The command that writes each results file, by its name. */
const COMMANDS = {
  'npm-test-1-core': 'TEST_RECORD=1 taskset -c 0 npm test',
  'npm-test-2-cores': 'TEST_RECORD=1 npm test',
  latest: 'npm run bench',
  browser: 'npm run bench:browser',
  'browser-applied': 'BENCH_BROWSER_THROTTLING=devtools npm run bench:browser',
  audit: 'npm run audit',
  cluster: 'TEST_RECORD=1 npm run test:cluster',
  container: 'TEST_RECORD=1 npm run test:container',
};

/** The name a results file goes by in the table's first column. */
const LABELS = { latest: 'bench', 'npm-test-1-core': 'npm test, 1 core', 'npm-test-2-cores': 'npm test, 2 cores' };

const cell = (v) =>
  String(v ?? '–')
    .replace(/\|/g, '\\|')
    .replace(/\n/g, ' ');
const round1 = (n) => Math.round(n * 10) / 10;
const unitOf = (target) => /\s(ms|s|MB|MiB|kB)$/.exec(target ?? '')?.[1] ?? '';

/** A target's figure with the unit its target is stated in (5.573 against '< 8 ms' is '5.573 ms'). */
function valueOf(t) {
  if (t.value === null || t.value === undefined) return t.not_built ? 'not built' : 'not measured';
  const unit = unitOf(t.target);
  return unit ? `${t.value} ${unit}` : String(t.value);
}

function metOf(t) {
  if (t.not_built || t.met === null || t.met === undefined) return '–';
  return t.met ? 'yes' : '**no**';
}

const row = (figure, value, target = '–', met = '–') => ({ figure, value, target, met });

/** The browser bench: its summary, the floor it judges by, and every check a screen or interaction missed. */
function browserFigures(r) {
  const s = r.summary;
  if (!s) return [];
  const f = r.floor?.median;
  const verdict = (met, of) => (met === of ? 'yes' : '**no**');
  const missed = (r.screens ?? [])
    .filter((x) => !x.error && Array.isArray(x.checks))
    .flatMap((x) =>
      x.checks
        .filter((c) => !c.met)
        .map((c) => row(`missed: ${x.path} as ${x.role?.split('@')[0]}, ${c.name}`, String(c.value), c.target, '**no**')),
    );
  const failed = (r.screens ?? []).filter((x) => x.error).map((x) => row(`failed: ${x.path}`, x.error, 'measured', '**no**'));
  const slow = (r.interactions ?? [])
    .filter((i) => i.error || !i.check?.met)
    .map((i) => row(`missed: ${i.name}`, i.error ?? `${i.duration_ms} ms`, i.check?.target ?? 'measured', '**no**'));
  const cpus = r.machine?.cpus;
  return [
    ...(cpus
      ? [
          row(
            'CPUs of the browser / of the servers (taskset)',
            cpus.shared === undefined ? `${cpus.browser} / ${cpus.servers}` : `one, shared: ${cpus.shared}`,
          ),
        ]
      : []),
    ...(f
      ? [row(`the floor, ${r.floor.path}: performance, TBT, LCP (Lighthouse mobile)`, `${f.performance}, ${f.tbt_ms} ms, ${f.lcp_ms} ms`)]
      : []),
    row('screens meeting every target against the floor', `${s.screens_met} of ${s.screens}`, 'all', verdict(s.screens_met, s.screens)),
    row(
      'key interactions within the target at 4× CPU slowdown',
      `${s.interactions_met} of ${s.interactions}`,
      'all',
      verdict(s.interactions_met, s.interactions),
    ),
    ...failed,
    ...missed,
    ...slow,
  ];
}

/** `npm test` (scripts/test.mjs): the whole run and each step's time, and the end-to-end outcome. */
function testFigures(r) {
  const e = r.e2e;
  const steps = (r.steps ?? []).map((t) => `${t.step} ${Math.round(t.seconds)} s${t.ok ? '' : ' (failed)'}`).join(', ');
  return [
    row(
      'the whole run',
      `${round1(r.total_s / 60)} min`,
      r.machine?.cores === 1 ? '≤ 90 min (CI)' : '≤ 25 min',
      (r.machine?.cores === 1 ? r.total_s <= 5400 : r.total_s <= 1500) && r.ok ? 'yes' : '**no**',
    ),
    row('each step', steps),
    ...(e
      ? [
          row(
            `end to end on ${e.workers} worker${e.workers === 1 ? '' : 's'}: passed, flaky, failed`,
            `${e.passed}, ${e.flaky}, ${e.failed}`,
            '0 flaky, 0 failed',
            e.flaky === 0 && e.failed === 0 ? 'yes' : '**no**',
          ),
        ]
      : []),
  ];
}

/** Tracing's cost (scripts/bench/tracing.mjs): each case's CPU per request and throughput, tracing off and on, in the same run. */
function tracingFigures(t) {
  if (!t?.cases) return [];
  const pct = (ratio) => `${ratio >= 1 ? '+' : ''}${round1((ratio - 1) * 100)} %`;
  return [
    ...t.cases.map((c) =>
      row(
        `tracing on vs off, ${c.name}: CPU per request, requests/s (${t.connections} connections, median of ${t.rounds} interleaved rounds)`,
        `${c.on.cpu_ms_per_request} vs ${c.off.cpu_ms_per_request} ms (${pct(c.cpu_ratio_on_to_off)}), ${c.on.rps} vs ${c.off.rps}/s (${pct(c.rps_ratio_on_to_off)})`,
      ),
    ),
    row('tracing on: spans exported to the OTLP receiver (export requests refused)', `${t.spans_exported} (${t.refused_exports})`),
  ];
}

/** The cluster's routing phase (scripts/cluster/routing.mjs); its latency targets are the file's `targets`. */
function routingFigures(r) {
  if (!r) return [];
  const k = r.kill ?? {};
  const ok = r.lost === 0 && r.routedTwice === 0 && r.historyNotOnce === 0;
  return [
    row(
      `routing: ${r.signups.sent} sign-ups in ${r.signups.sentInS} s, ${r.signups.webhooksDropped} webhooks lost, B killed at ${k.atS} s (${k.leasedAtKill} cases leased)`,
      `${r.lost} lost, ${r.routedTwice} routed twice, ${r.historyNotOnce} not changed upstream once`,
      '0, 0, 0',
      ok ? 'yes' : '**no**',
    ),
    row(
      'routing: sign-up to assignment, webhook lost (found by the minute sweep): p50 / max',
      `${r.signupToAssignment.dropped.p50Ms} / ${r.signupToAssignment.dropped.maxMs} ms`,
    ),
    row(`routing: window end to re-route (${r.reroute.sample} leads): median / max`, `${r.reroute.p50Ms} / ${r.reroute.maxMs} ms`),
  ];
}

/** The figures beside a file's own targets and checks: what a reader asks first of each run. */
const FIGURES = {
  'npm-test-1-core': testFigures,
  'npm-test-2-cores': testFigures,
  latest: (r) => {
    const floor =
      (r.cases ?? []).find((c) => c.page_floor && c.connections === 32) ??
      (r.cases ?? []).find((c) => c.name.startsWith('page floor') && c.connections === 32);
    const cpu = floor?.cpu_ms_per_request?.dashboard;
    const shell = (r.cases ?? []).find((c) => c.shell_floor && c.connections === 32);
    const shellCpu = shell?.cpu_ms_per_request?.dashboard;
    const onShell = (r.cases ?? [])
      .filter((c) => c.judged_against === 'shell floor' && c.connections === 32)
      .map((c) => c.name.replace(/^page /, '').split(' ')[0]);
    return [
      ...(cpu === undefined
        ? []
        : [row(`${floor.name}: dashboard CPU per request (32 connections), the floor every page sits on`, `${cpu} ms`)]),
      ...(shell
        ? [
            row(
              `${shell.name}: dashboard CPU per request (32 connections), the floor ${onShell.join(', ') || 'no page'} is judged against`,
              shellCpu === undefined ? (shell.reason ?? 'not measured') : `${shellCpu} ms`,
            ),
          ]
        : []),
      ...tracingFigures(r.tracing),
    ];
  },
  browser: browserFigures,
  // The same bench with the slow 4G and 4× CPU applied rather than simulated.
  'browser-applied': browserFigures,
  cluster: (r) => {
    const load = r.load ?? {};
    const s = r.setup ?? {};
    const mem = r.memoryMiB ?? {};
    const instances = Object.entries(mem);
    const judged = instances.filter(([, m]) => m.liveHeap?.judged);
    const verdict = (ok) => (ok ? 'yes' : '**no**');
    return [
      row(
        `requests through nginx to ${s.instances} instances (${s.connections} connections${s.calibration ? `, calibrated: saturated at ${s.calibration.saturatedAt}` : ''}, ${s.durationS} s)`,
        `${load.requests} (${round1(load.requests / ((s.loadMs ?? s.durationS * 1000) / 1000))}/s)`,
      ),
      row('latency p50 / p99 / max', `${load.latencyMs?.p50} / ${load.latencyMs?.p99} / ${load.latencyMs?.max} ms`),
      row(
        '5xx answers and requests without an answer',
        `${load.fiveHundreds} and ${load.networkErrors}`,
        '0',
        load.fiveHundreds === 0 && load.networkErrors === 0 ? 'yes' : '**no**',
      ),
      row(
        'writes acknowledged, then found upstream',
        `${r.writes?.acknowledged} of ${r.writes?.sent}, ${r.writes?.countedUpstream}`,
        'all',
        r.writes?.acknowledgedMissingUpstream === 0 ? 'yes' : '**no**',
      ),
      row(
        'live heap growth under load',
        judged.map(([k, m]) => `${k} ${m.liveHeap.growth} MiB`).join(', '),
        '≤ 40 MiB',
        verdict(judged.every(([, m]) => m.liveHeap.growth <= 40)),
      ),
      row(
        'peak RSS',
        instances.map(([k, m]) => `${k} ${m.rss?.peak} MiB`).join(', '),
        '≤ 768 MiB',
        verdict(instances.every(([, m]) => m.rss?.peak <= 768)),
      ),
      row('SIGTERM to exit 0 of the stopped instance', `${round1((r.shutdown?.ms ?? 0) / 1000)} s`),
      ...routingFigures(r.routing),
    ];
  },
  container: (r) => {
    const f = r.figures ?? {};
    const s = (ms) => `${round1(ms / 1000)} s`;
    return [
      row('image build', s(f.buildMs)),
      row('image size', `${f.imageMB} MB`, '≤ 350 MB', f.imageMB <= 350 ? 'yes' : '**no**'),
      row('`run` to healthy', s(f.healthyMs)),
      row('SIGTERM during a 4 s request to exit 0', s(f.stopMs)),
      row('the whole test', s(f.totalMs)),
    ];
  },
};

/** Where and when a results file was measured, from whichever fields its run writes. */
function provenance(name, r) {
  const at = r.machine?.started_at ?? r.at ?? r.ranAt ?? r.started_at;
  const when = at ? `${at.slice(0, 16).replace('T', ' ')} UTC` : 'no date';
  const node = r.machine?.node ?? r.setup?.node;
  const cores = r.machine?.cores ?? r.setup?.cpus;
  const where = [
    r.machine?.cpu,
    cores && `${cores} core${cores === 1 ? '' : 's'}`,
    node && `Node ${node}`,
    r.engine && r.engine.split(',')[0],
  ]
    .filter(Boolean)
    .join(', ');
  const command = COMMANDS[name] ? ` (\`${COMMANDS[name]}\`)` : '';
  return `- \`bench/results/${name}.json\`${command}: ${when}${where ? `, ${where}` : ''}`;
}

/** The rows of one results file: its figures, its targets, and a summary of its checks (each failed one named). */
function rowsOf(name, r) {
  const rows = [...(FIGURES[name]?.(r) ?? [])];
  // `targets` is a list of judged figures in most files; the browser bench keeps its limits there instead.
  if (Array.isArray(r.targets)) for (const t of r.targets) rows.push(row(t.name, valueOf(t), t.target, metOf(t)));
  if (Array.isArray(r.checks) && r.checks.length > 0) {
    const passed = r.checks.filter((c) => c.ok).length;
    rows.push(row('checks passed', `${passed} of ${r.checks.length}`, 'all', passed === r.checks.length ? 'yes' : '**no**'));
    for (const c of r.checks.filter((x) => !x.ok)) rows.push(row(`failed: ${c.name}`, c.detail ?? '', 'pass', '**no**'));
  }
  return rows.map((x) => ({ run: LABELS[name] ?? name, ...x }));
}

/**
 * The generated block: one line per results file saying when and where it was measured, then one
 * table of every file's rows. `results` maps a file's name (without .json) to its parsed content.
 */
export function perfTable(results) {
  const names = Object.keys(results).sort();
  const lines = names.map((n) => provenance(n, results[n]));
  const rows = names.flatMap((n) => rowsOf(n, results[n]));
  const table = [
    '| run | figure | value | target | met |',
    '|---|---|---:|---|:---:|',
    ...rows.map((x) => `| ${cell(x.run)} | ${cell(x.figure)} | ${cell(x.value)} | ${cell(x.target)} | ${cell(x.met)} |`),
  ];
  return [...lines, '', ...table].join('\n');
}

/** The document with the text between its two markers replaced by `block`; throws when a marker is missing or out of order. */
export function replaceBetweenMarkers(doc, block) {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < 0 || end < start) throw new Error(`docs/performance.md needs the two markers, in order:\n${START}\n${END}`);
  return `${doc.slice(0, start + START.length)}\n${block}\n${doc.slice(end)}`;
}

/** Every bench/results/*.json, by name. */
export function readResults(dir = RESULTS_DIR) {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  return Object.fromEntries(files.map((f) => [f.slice(0, -'.json'.length), JSON.parse(readFileSync(path.join(dir, f), 'utf8'))]));
}

/** Rewrites the table of docs/performance.md from the results files; answers whether the page changed. */
export function writePerfTable({ dir = RESULTS_DIR, doc = DOC_PATH } = {}) {
  const before = readFileSync(doc, 'utf8');
  const after = replaceBetweenMarkers(before, perfTable(readResults(dir)));
  if (after !== before) writeFileSync(doc, after);
  return after !== before;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const changed = writePerfTable();
  console.log(`[perf-table] docs/performance.md ${changed ? 'updated' : 'already up to date'} from bench/results/*.json`);
}
