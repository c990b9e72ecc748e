// `npm run bench`: the dashboard against its upstream, side by side in one run (docs/performance.md).
// Env: NEXT_DIST_DIR (the build, .next), BENCH_PORT (3501), BENCH_DEMO_PORT (4501), BENCH_SECONDS (8 per
// case; at 32 connections BENCH_LOAD_ROUNDS rounds, 3, of half that), BENCH_ROUNDS (60 interleaved single
// requests), BENCH_SKIP_BROWSER=1 (no Chromium: neither the browser probes here nor the browser bench,
// `npm run bench:browser`, which otherwise runs after the server cases on the same ports).
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pageWeights } from '../page-weight.mjs';
import { measureBigList, measureEditor } from './browser.mjs';
import { agentsCsv, badgesStreaming, cameraJpeg, downloadStreaming, photoUpload, uploadMemory, usersCsv } from './files.mjs';
import { notShellFloor, pageProbes, PAGES, pageState, SHELL_FLOOR } from './pages.mjs';
import { interleaved, load, percentile, round, timed } from './probe.mjs';
import { apiKeyOf, demoControl, machine, ROOT, signIn, startServers, treeCpuMs } from './servers.mjs';
import { writePerfTable } from './perf-table.mjs';
import { printReport, targetsOf } from './report.mjs';
import { measureTracing } from './tracing.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 60);
const CONNECTIONS = [1, 32];
const ADMIN = 'admin@acme.test';
const AGENT = 'agent@acme.test';
/** The scale case: the users list and its CSV with this many users. */
const SCALE_USERS = Number(process.env.BENCH_SCALE_USERS ?? 100_000);
/** The scale case's activity (Insights ranks users by it): this many events in acme. */
const SCALE_EVENTS = Number(process.env.BENCH_SCALE_EVENTS ?? 2_000_000);
const log = (m) => console.log(`[bench] ${m}`);
const p50 = (list) => round(percentile(list, 50), 2);

/** The request shapes measured under load; the upstream and the empty route handler are the baselines of the ratios. */
function loadCases({ baseURL, demoURL, admin, handler, pages, shellFloor }) {
  const upstreamHeaders = { 'X-API-KEY': admin.apiKey, 'X-Mode': 'manager', Accept: 'application/json' };
  return [
    { name: 'upstream GET /agents?limit=10', url: `${demoURL}${handler.upstreamPath}`, headers: upstreamHeaders, baseline: true },
    // Next's own floor: a route handler that reads nothing and calls nobody (liveness). Measured before
    // the cases after it, whose `ratio_rps_to_floor` it is.
    { name: 'empty route handler GET /api/health', url: `${baseURL}/api/health`, headers: {}, floor: true },
    { name: `route handler GET ${handler.path}`, url: `${baseURL}${handler.path}`, headers: { Cookie: admin.cookie } },
    // Next's own floor for a page: the signed-in not-found page (proxy.ts with the session, the root
    // layout, a one-paragraph page, rendered per request like every page). It answers 404 on purpose.
    {
      name: 'page floor: signed-in not-found page',
      url: `${baseURL}/__bench-page-floor`,
      headers: { Cookie: admin.cookie },
      pageFloor: true,
      expectStatus: 404,
    },
    // The same inside the dashboard shell (SHELL_FLOOR, pages.mjs): what every screen's shell costs.
    {
      name: `shell floor: the admin's ${SHELL_FLOOR.path} (the dashboard shell, one paragraph)`,
      url: `${baseURL}${SHELL_FLOOR.path}`,
      headers: { Cookie: shellFloor.cookie },
      shellFloor: true,
      skip: shellFloor.skip,
    },
    // Every page of PAGES (pages.mjs); one that cannot be measured says why (skip).
    ...pages.map((p) => ({
      name: p.name,
      url: `${baseURL}${p.path}`,
      headers: { Cookie: p.cookie },
      page: true,
      againstShell: p.againstShell,
      skip: p.skip,
    })),
    {
      name: 'sign-in POST /api/auth/login',
      url: `${baseURL}/api/auth/login`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: baseURL },
      body: JSON.stringify({ email: ADMIN, password: 'demo1234' }),
    },
  ];
}

/** PAGES with their URLs, sessions and keys; a page that does not answer 200 carries why (skip). */
async function resolvePages({ baseURL, accounts, ids }) {
  const out = [];
  for (const p of PAGES) {
    const account = accounts[p.as];
    const path = p.path(ids);
    const state =
      path === null
        ? { ok: false, reason: 'nothing to open in the demo data' }
        : await pageState(`${baseURL}${path}`, { Cookie: account.cookie });
    out.push({
      name: p.name,
      path,
      cookie: account.cookie,
      apiKey: account.apiKey,
      againstShell: p.againstShell === true,
      skip: state.ok ? undefined : state.reason,
    });
  }
  return out;
}

/** The shell floor's session, once its page is seen to be what SHELL_FLOOR says (otherwise why not: skip). */
async function resolveShellFloor({ baseURL, accounts }) {
  const { cookie } = accounts[SHELL_FLOOR.as];
  const res = await fetch(`${baseURL}${SHELL_FLOOR.path}`, { headers: { Cookie: cookie }, redirect: 'manual' });
  const why = notShellFloor(res.status, await res.text());
  return { cookie, skip: why ? `${SHELL_FLOOR.path} ${why}: choose another shell floor in pages.mjs` : undefined };
}

/**
 * The ids the pages open: the demo buyer (every card full) and the buyer's first saved search that
 * some listings match, one with a drawn region if there is one (the browser probe times the live
 * count's change, which a search matching nothing never shows: the buyer's drawn Santa Barbara search
 * finds no home under its price).
 */
async function lookUpIds(demoURL, admin) {
  const buyer = await demoControl(demoURL, 'GET', '/end-users?email=buyer%40acme.test');
  const headers = { 'X-API-KEY': admin.apiKey, 'X-Mode': 'manager', Accept: 'application/json' };
  const res = await fetch(`${demoURL}/searchlink/searches?user_id=${buyer.id}`, { headers });
  const searches = res.ok ? ((await res.json()).searches ?? []) : [];
  const described = [];
  for (const { id } of searches) {
    const one = await fetch(`${demoURL}/searchlink/search/${id}`, { headers });
    if (!one.ok) continue;
    const { search } = await one.json();
    const count = await fetch(`${demoURL}/searchlink/count`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ lat: search.lat, lng: search.lng, filters: search.filters, polygon: search.polygon }),
    });
    const matches = count.ok ? (await count.json()).count : 0;
    described.push({ id, drawn: Array.isArray(search.polygon) && search.polygon.length > 0, matches });
  }
  const chosen = described.find((s) => s.drawn && s.matches > 0) ?? described.find((s) => s.matches > 0) ?? searches[0];
  return { buyer: buyer.id, search: chosen ? { userId: buyer.id, id: chosen.id } : null };
}

/** The route handler of the comparison: GET /api/agents, the same page of agents as the upstream case. */
async function checkHandler(baseURL, cookie) {
  const handler = { path: '/api/agents?limit=10&offset=0', upstreamPath: '/agents?limit=10&offset=0' };
  const res = await timed(`${baseURL}${handler.path}`, { headers: { Cookie: cookie } });
  if (res.status !== 200)
    throw new Error(`GET ${handler.path} answered ${res.status}: the build lacks the route handler the bench compares`);
  return handler;
}

/**
 * CPU time (ms) per answered request of the dashboard and of the upstream during one load run (the
 * warm-up left out): what each request costs the shared cores, which bounds the throughput both reach together.
 */
function cpuMeter([dashboardPid, upstreamPid]) {
  return () => {
    const before = [treeCpuMs(dashboardPid), treeCpuMs(upstreamPid)];
    return (requests) => {
      const per = (ms) => (requests > 0 ? round(ms / requests, 3) : null);
      return { dashboard: per(treeCpuMs(dashboardPid) - before[0]), upstream: per(treeCpuMs(upstreamPid) - before[1]) };
    };
  };
}

/**
 * Rounds of every load case at 32 connections (BENCH_LOAD_ROUNDS, 3), each SECONDS / 2 long; the
 * figure kept is the median round's. One 8-second window a page read the machine's neighbours and the
 * garbage collector's state at that moment: the same build gave /showings 6.80 and 8.29 ms in two runs
 * an hour apart. Rounds spread each page over the run, and a median drops the stray one either way.
 */
const LOAD_ROUNDS = Number(process.env.BENCH_LOAD_ROUNDS ?? 3);
/** The lower median of the values present (percentile 50 of probe.mjs), null when none is. */
const median = (list) =>
  percentile(
    list.filter((x) => x !== null && x !== undefined),
    50,
  );

async function runLoad(cases, pids) {
  const out = [];
  const missing = new Map();
  for (const c of cases) if (c.skip) missing.set(c.name, c.skip);
  for (const connections of CONNECTIONS) {
    const rounds = connections > 1 ? Math.max(1, LOAD_ROUNDS) : 1;
    const seconds = rounds > 1 ? SECONDS / 2 : SECONDS;
    /** Per case, each round's run with that round's baselines. */
    const runs = new Map(cases.map((c) => [c.name, []]));
    for (let round = 0; round < rounds; round++) {
      let baseline = null;
      let floor = null;
      let pageFloor = null;
      let shellFloor = null;
      for (const c of cases) {
        if (missing.has(c.name)) continue;
        log(`${c.name} at ${connections} connection(s), ${seconds} s${rounds > 1 ? `, round ${round + 1} of ${rounds}` : ''}`);
        const r = await load({
          url: c.url,
          method: c.method,
          headers: c.headers,
          body: c.body,
          connections,
          seconds,
          warmupSeconds: round === 0 ? 2 : 1,
          meter: cpuMeter(pids),
        });
        if (c.baseline) baseline = r;
        if (c.floor) floor = r;
        if (c.pageFloor) pageFloor = r;
        if (c.shellFloor) shellFloor = r;
        const cpu = r.metered?.dashboard ?? null;
        const floorCpu = pageFloor?.metered?.dashboard ?? null;
        const shellCpu = shellFloor?.metered?.dashboard ?? null;
        runs.get(c.name).push({
          r,
          cpu,
          toUpstream: baseline ? r.rps / baseline.rps : null,
          toFloor: floor ? r.rps / floor.rps : null,
          addedP50: baseline ? r.p50_ms - baseline.p50_ms : null,
          overPageFloor: c.page && cpu !== null && floorCpu !== null ? cpu - floorCpu : null,
          toPageFloor: c.page && cpu !== null && floorCpu ? cpu / floorCpu : null,
          toShellFloor: c.againstShell && cpu !== null && shellCpu ? cpu / shellCpu : null,
        });
      }
    }
    for (const c of cases) {
      if (missing.has(c.name)) {
        log(`${c.name}: ${missing.get(c.name)}, skipped`);
        out.push({
          name: c.name,
          connections,
          page: c.page === true,
          not_built: true,
          reason: missing.get(c.name),
          ...(c.shellFloor ? { shell_floor: true } : {}),
          ...(c.againstShell ? { judged_against: 'shell floor' } : {}),
        });
        continue;
      }
      const list = runs.get(c.name);
      // The round of the median CPU gives the case's throughput and latencies; ratios are medians of each round's own.
      const byCpu = [...list].sort((a, b) => (a.cpu ?? 0) - (b.cpu ?? 0));
      const { r } = byCpu[Math.floor((byCpu.length - 1) / 2)];
      const ratio = (k) => {
        const m = median(list.map((x) => x[k]));
        return m === null ? null : round(m, k === 'addedP50' ? 2 : 3);
      };
      const over = median(list.map((x) => x.overPageFloor));
      const toPageFloor = median(list.map((x) => x.toPageFloor));
      const toShellFloor = median(list.map((x) => x.toShellFloor));
      out.push({
        name: c.name,
        connections,
        page: c.page === true,
        rps: round(r.rps),
        p50_ms: r.p50_ms,
        p99_ms: r.p99_ms,
        ratio_rps_to_upstream: ratio('toUpstream'),
        ratio_rps_to_floor: ratio('toFloor'),
        added_p50_ms: ratio('addedP50'),
        requests: list.reduce((n, x) => n + x.r.requests, 0),
        non2xx: list.reduce((n, x) => n + x.r.non2xx, 0),
        errors: list.reduce((n, x) => n + x.r.errors, 0),
        cpu_ms_per_request: r.metered,
        ...(rounds > 1 ? { rounds_cpu_ms: list.map((x) => x.cpu), seconds_per_round: seconds } : {}),
        ...(c.pageFloor ? { page_floor: true, expected_status: c.expectStatus } : {}),
        ...(c.page && over !== null ? { cpu_over_page_floor_ms: round(over, 2) } : {}),
        ...(c.page && toPageFloor !== null ? { cpu_to_page_floor: round(toPageFloor, 2) } : {}),
        ...(c.shellFloor ? { shell_floor: true } : {}),
        ...(c.againstShell
          ? { judged_against: 'shell floor', ...(toShellFloor !== null ? { cpu_to_shell_floor: round(toShellFloor, 2) } : {}) }
          : {}),
      });
    }
  }
  return out;
}

/**
 * Single requests, one at a time, interleaved so drift in the machine's load hits both sides alike:
 * the handler against its upstream call, the /agents page with its upstream calls delayed, and the
 * home page's first and last byte. (Each page against its own upstream calls: pages.mjs.)
 */
async function runProbes({ baseURL, demoURL, admin, handler }) {
  const up = (p) => () =>
    timed(`${demoURL}${p}`, { headers: { 'X-API-KEY': admin.apiKey, 'X-Mode': 'manager', Accept: 'application/json' } });
  const dash = (p) => () => timed(`${baseURL}${p}`, { headers: { Cookie: admin.cookie } });
  const samples = await interleaved(
    {
      upstream: up(handler.upstreamPath),
      handler: dash(handler.path),
      emptyRoute: () => timed(`${baseURL}/api/health`),
      agentsPage: dash('/agents'),
      home: dash('/'),
    },
    ROUNDS,
  );
  // A refusal or error answers fast and would flatter the figures: count them.
  const refused = Object.fromEntries(
    Object.entries(samples).map(([k, list]) => [k, list.filter((s) => s.status !== undefined && s.status !== 200).length]),
  );
  const total = (k) => samples[k].map((s) => s.totalMs);
  const ttfb = (k) => samples[k].map((s) => s.ttfbMs);

  // Each of the page's upstream calls delayed 150 ms: in parallel the page takes ~150 ms more, one after another ~450.
  const DELAY = 150;
  for (const p of ['/agents', '/offices', '/user/help'])
    await demoControl(demoURL, 'POST', '/faults', { path: p, method: 'GET', count: 1, delay_ms: DELAY });
  const delayed = await dash('/agents')();
  await demoControl(demoURL, 'DELETE', '/faults');

  return {
    rounds: ROUNDS,
    non_200: refused,
    upstream_p50_ms: p50(total('upstream')),
    handler_p50_ms: p50(total('handler')),
    handler_added_p50_ms: round(p50(total('handler')) - p50(total('upstream')), 2),
    empty_route_p50_ms: p50(total('emptyRoute')),
    empty_route_added_p50_ms: round(p50(total('emptyRoute')) - p50(total('upstream')), 2),
    agents_page: { ttfb_p50_ms: p50(ttfb('agentsPage')), full_p50_ms: p50(total('agentsPage')) },
    agents_page_with_calls_delayed: { delay_ms: DELAY, full_ms: round(delayed.totalMs), status: delayed.status },
    home: { ttfb_p50_ms: p50(ttfb('home')), full_p50_ms: p50(total('home')) },
  };
}

async function runBigList({ baseURL, demoURL, admin }) {
  const { cookie } = admin;
  const bulk = await demoControl(demoURL, 'POST', '/agents/bulk', { stackId: 'acme', count: 2000 });
  log(`big list: ${bulk.agents} agents in acme`);
  // A first request warms the route; then single requests measure the server's render.
  await timed(`${baseURL}/agents?limit=0`, { headers: { Cookie: cookie } });
  const runs = [];
  for (let i = 0; i < 15; i += 1) runs.push(await timed(`${baseURL}/agents?limit=0`, { headers: { Cookie: cookie } }));
  const server = {
    agents: bulk.agents,
    ttfb_p50_ms: p50(runs.map((r) => r.ttfbMs)),
    full_p50_ms: p50(runs.map((r) => r.totalMs)),
    html_kb: round(runs[0].bytes / 1024),
  };
  let browser = null;
  if (process.env.BENCH_SKIP_BROWSER !== '1') {
    try {
      browser = await measureBigList({ baseURL, cookie, path: '/agents?limit=0' });
    } catch (err) {
      browser = { error: err instanceof Error ? err.message : String(err) };
    }
  }
  return { server, browser };
}

/**
 * The users list with SCALE_USERS users: its first page, a search and a late page of a name sort
 * against their upstream calls, and the users CSV streamed through with the dashboard's memory.
 */
async function runUsersScale({ baseURL, demoURL, admin, pid }) {
  const t0 = performance.now();
  const bulk = await demoControl(demoURL, 'POST', '/end-users/bulk', { stackId: 'acme', count: SCALE_USERS, events: SCALE_EVENTS });
  const seeded_s = round((performance.now() - t0) / 1000, 1);
  log(`scale: ${bulk.users} users in acme (${bulk.added} added, ${bulk.events_added} events added, in ${seeded_s} s)`);
  const lastPage = Math.max(0, Math.floor((bulk.users - 1) / 10) * 10);
  const pages = [
    { name: '/users, first page', path: '/users' },
    { name: '/users, a search', path: '/users?q=riley' },
    { name: '/users, the last page by name', path: `/users?sort=a&offset=${lastPage}` },
    { name: "/insights, the admin's 7 days over the scale's activity", path: '/insights' },
  ].map((p) => ({ ...p, cookie: admin.cookie, apiKey: admin.apiKey }));
  const probes = await pageProbes({ baseURL, demoURL, pages, rounds: Math.max(10, Math.floor(ROUNDS / 3)) });
  const download = await downloadStreaming({
    baseURL,
    demoURL,
    cookie: admin.cookie,
    apiKey: admin.apiKey,
    pid,
    upstreamPath: '/app/csv',
    path: '/api/users/csv',
  });
  return { users: bulk.users, seeded_s, pages: probes, download };
}

/** The saved-search editor in Chromium (map interactive, live count), and the map routes' page weight. */
async function runEditor({ baseURL, pages, distDir }) {
  const weights = pageWeights(distDir);
  const mapRoutes = weights.routes
    .filter((r) => r.kind === 'map')
    .map((r) => ({ route: r.route, first_load_kb: round(r.size / 1024), budget_kb: round(r.limit / 1024) }));
  const editor = pages.find((p) => p.name === 'page saved-search editor');
  let browser = null;
  if (process.env.BENCH_SKIP_BROWSER !== '1' && editor && !editor.skip) {
    try {
      browser = await measureEditor({ baseURL, cookie: editor.cookie, path: editor.path });
    } catch (err) {
      browser = { error: err instanceof Error ? err.message : String(err) };
    }
  }
  return { path: editor?.path ?? null, floor_kb: round(weights.floor / 1024), map_routes: mapRoutes, browser };
}

async function main() {
  const startedAt = new Date();
  const servers = await startServers();
  const { baseURL, demoURL } = servers;
  log(`dashboard ${baseURL} (build ${servers.distDir}), demo upstream ${demoURL}; logs in ${servers.logDir}`);
  try {
    await demoControl(demoURL, 'POST', '/reset');
    const account = async (email) => ({ apiKey: await apiKeyOf(demoURL, email, 'acme'), cookie: await signIn(baseURL, email) });
    const accounts = { admin: await account(ADMIN), agent: await account(AGENT) };
    const admin = accounts.admin;
    const handler = await checkHandler(baseURL, admin.cookie);
    const ids = await lookUpIds(demoURL, admin);
    const pages = await resolvePages({ baseURL, accounts, ids });
    const shellFloor = await resolveShellFloor({ baseURL, accounts });
    const ctx = { baseURL, demoURL, admin, handler, pages, shellFloor };
    const loadBefore = machine().load_average;

    const cases = await runLoad(loadCases(ctx), [servers.dashboardPid, servers.demoPid]);
    log('tracing off and on: the production entry twice, interleaved');
    const tracing = await measureTracing(servers, log);
    log('single requests, interleaved');
    const probes = await runProbes(ctx);
    log('each page against its own upstream calls');
    const pageCalls = await pageProbes({ baseURL, demoURL, pages: pages.filter((p) => !p.skip), rounds: ROUNDS });
    log('saved-search editor in Chromium');
    const editor = await runEditor({ baseURL, pages, distDir: servers.distDir });
    log('CSV uploads (memory)');
    const upload = await uploadMemory({
      baseURL,
      cookie: admin.cookie,
      pid: servers.dashboardPid,
      csv: agentsCsv(10 * 1024 * 1024 - 64 * 1024),
    });
    const usersUpload = await uploadMemory({
      baseURL,
      cookie: admin.cookie,
      pid: servers.dashboardPid,
      csv: usersCsv(10 * 1024 * 1024 - 64 * 1024),
      path: '/api/users/csv/preview',
      filename: 'users.csv',
    });
    log('exclusive-listing photo (20 megapixels)');
    const photo = await photoUpload({ baseURL, cookie: admin.cookie, pid: servers.dashboardPid, photo: await cameraJpeg() });
    log('big list (2,000 more agents)');
    const bigList = await runBigList(ctx);
    log('CSV download (20,000 more agents)');
    const more = await demoControl(demoURL, 'POST', '/agents/bulk', { stackId: 'acme', count: 20_000 });
    const download = {
      agents: more.agents,
      ...(await downloadStreaming({ baseURL, demoURL, cookie: admin.cookie, apiKey: admin.apiKey })),
    };
    log('store badges zip (last badge held back)');
    const badges = await badgesStreaming({ baseURL, demoURL, cookie: admin.cookie });
    log(`scale (${SCALE_USERS} users)`);
    const scale = await runUsersScale({ baseURL, demoURL, admin, pid: servers.dashboardPid });
    await demoControl(demoURL, 'POST', '/reset');

    const result = {
      machine: {
        ...machine(),
        load_average_at_start: loadBefore,
        started_at: startedAt.toISOString(),
        seconds_per_case: SECONDS,
        load_rounds_at_32: LOAD_ROUNDS,
        build: servers.distDir,
      },
      cases,
      targets: targetsOf({ cases, probes, pageCalls, editor, upload, usersUpload, photo, bigList, download, badges, scale }),
      probes,
      tracing,
      page_calls: pageCalls,
      editor,
      handler,
      big_list: bigList,
      upload,
      users_upload: usersUpload,
      photo,
      download,
      badges,
      scale,
    };
    const dir = path.join(ROOT, 'bench', 'results');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'latest.json'), `${JSON.stringify(result, null, 2)}\n`);
    printReport(result);
    writePerfTable();
    log('wrote bench/results/latest.json and the table of docs/performance.md');
  } finally {
    await servers.stop();
  }
}

/** The browser bench (scripts/bench/screens/run.mjs, under tsx) in a child, once this run's servers are stopped. */
function runBrowserBench() {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), path.join(ROOT, 'scripts/bench/screens/run.mjs')],
      { cwd: ROOT, stdio: 'inherit' },
    );
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the browser bench exited with ${code}`))));
  });
}

main()
  .then(() => {
    if (process.exitCode || process.env.BENCH_SKIP_BROWSER === '1') return;
    log('browser bench (npm run bench:browser)');
    return runBrowserBench();
  })
  .catch((err) => {
    console.error(`[bench] ${err instanceof Error ? err.stack : err}`);
    process.exitCode = 1;
  });
