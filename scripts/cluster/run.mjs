// `npm run test:cluster`: two production instances (scripts/serve.mjs) with the same secrets behind
// nginx, on loopback, over the demo upstream. Signs in through one instance and uses the session
// through the other, measures what the machine can serve (calibrate.mjs: the connections, at most
// CLUSTER_CONNECTIONS, 64), then holds that many connections of mixed reads and writes for
// CLUSTER_DURATION_S (60) seconds, stopping one instance (SIGTERM) part-way; then CLUSTER_FAULT_S (30)
// more with one instance killed and restarted and the audit store stopped and started (faults.mjs).
// Last, lead routing (routing.mjs): 300 sign-ups in a minute with a tenth of their webhooks lost and B
// killed and restarted, each to be routed exactly once; a window's end re-routing; an idle brokerage's cost.
// Fails on any 5xx or other unexpected answer, any lost write, any answered change not in the audit
// log exactly once, memory growth past the bound in memory.mjs, or a sign-up lost or routed twice;
// writes the figures to test-results/cluster.json (bench/results/cluster.json with TEST_RECORD=1).
import { randomBytes } from 'node:crypto';
import { vapidKeys } from '../vapid-keys.mjs';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { calibrate } from './calibrate.mjs';
import { runFaults } from './faults.mjs';
import { checkSharedLimits } from './limits.mjs';
import { instanceMetrics } from './metrics.mjs';
import { requestMix, runLoad, Tally } from './load.mjs';
import { checkLogs, liveMemory, stoppedLine } from './logs.mjs';
import { memoryVerdict, Sampler } from './memory.mjs';
import { assertPortFree, sleep, start, stop, stopAll, waitForHttp } from './processes.mjs';
import { auditedCreations, TestPostgres } from './postgres.mjs';
import { runRouting } from './routing.mjs';
import { routingTargets } from './routing-verdict.mjs';
import { signIn, upstream } from './session.mjs';
import { writePerfTable } from '../bench/perf-table.mjs';
import { PRODUCTION_NODE_FLAGS } from '../node-flags.mjs';
import { nginxBin } from '../prerequisites.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const say = (message) => console.log(`[cluster] ${message}`);
const int = (name, fallback) => {
  const value = Number(process.env[name] || fallback);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number`);
  return value;
};

const DIST = process.env.NEXT_DIST_DIR || '.next';
const PORT = int('CLUSTER_PORT', 3300);
const APP_PORTS = { A: int('CLUSTER_APP_PORT_A', 3301), B: int('CLUSTER_APP_PORT_B', 3302) };
const DEMO_PORT = int('CLUSTER_DEMO_PORT', 4301);
/** nginx's address: every request, the upstream's webhooks too, comes in through it. */
const SITE_URL = `http://127.0.0.1:${PORT}`;
/** The instances' one audit store (PostgreSQL). */
const PG_PORT = int('CLUSTER_PG_PORT', 4302);
const DURATION_MS = int('CLUSTER_DURATION_S', 60) * 1000;
/** The fault phase after it: B killed and restarted, PostgreSQL stopped and started (faults.mjs). */
const FAULT_DURATION_MS = int('CLUSTER_FAULT_S', 30) * 1000;
/** The most connections the load may hold; calibrate.mjs chooses how many this machine serves. */
const MAX_CONNECTIONS = int('CLUSTER_CONNECTIONS', 64);
/** When instance B gets SIGTERM, as a share of the run: after the middle memory sample. */
const STOP_AT = 0.7;
/** The instances' upstream timeout (see startInstance). */
const UPSTREAM_TIMEOUT_MS = 20_000;
/** The full load through nginx before the live heap's first measurement. */
const WARMUP_MS = 10_000;
/** Quiet time before the live heap is measured (see memory.mjs). */
const SETTLE_MS = 3_000;
const NGINX = nginxBin();
/** The whole run: about 4 minutes before the routing phase and 5 in it on one core, with room for a slower machine. */
const WATCHDOG_MS = 25 * 60_000;
/** The figures: recorded in bench/results/ (and the performance table) only with TEST_RECORD=1, so a plain run leaves the tree clean. */
const RECORD = process.env.TEST_RECORD === '1';
const RESULTS = RECORD ? path.join(ROOT, 'bench', 'results', 'cluster.json') : path.join(ROOT, 'test-results', 'cluster.json');

const runId = `cl${Date.now().toString(36)}`;
/** Each named check of the run, passed or failed; a failed one makes the exit code non-zero. */
const checks = [];
function check(name, ok, detail) {
  checks.push({ name, ok, ...(ok ? {} : { detail }) });
  if (!ok) console.error(`[cluster] FAIL: ${name}: ${detail}`);
}

function ensureBuild() {
  if (existsSync(path.join(ROOT, DIST, 'BUILD_ID'))) return say(`using the build in ${DIST}/`);
  say(`no build in ${DIST}/: building it (NEXT_DIST_DIR=${DIST} next build)`);
  const built = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: ROOT,
    env: { ...process.env, NEXT_DIST_DIR: DIST },
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('next build failed');
}

function startNginx(tmp) {
  const prefix = path.join(tmp, 'nginx');
  mkdirSync(prefix, { recursive: true });
  const conf = readFileSync(path.join(ROOT, 'scripts/cluster/nginx.conf.template'), 'utf8')
    .replaceAll('{{PREFIX}}', prefix)
    .replaceAll('{{PORT}}', String(PORT))
    .replaceAll('{{APP_PORT_A}}', String(APP_PORTS.A))
    .replaceAll('{{APP_PORT_B}}', String(APP_PORTS.B));
  writeFileSync(path.join(prefix, 'nginx.conf'), conf);
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: install Debian's nginx (apt-get install nginx) or set NGINX_BIN`);
  return start('nginx', NGINX, ['-p', `${prefix}/`, '-c', path.join(prefix, 'nginx.conf'), '-e', path.join(prefix, 'error.log')], {
    env: process.env,
    logFile: path.join(prefix, 'stdout.log'),
  });
}

/** `name` labels the process and its log file (B2, B3: B started again on B's port and journal). */
function startInstance(name, port, tmp, secrets, auditURL) {
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    NEXT_DIST_DIR: DIST,
    UPSTREAM_API_URL: `http://127.0.0.1:${DEMO_PORT}`,
    SESSION_SECRETS: secrets.session,
    // Lead routing's sealed api key opens on every instance only under the same keys.
    CREDENTIAL_KEYS: secrets.credential,
    // Agent alerts' push key pair: a phone subscribed through one instance gets pushes from the other.
    VAPID_PUBLIC_KEY: secrets.vapid.publicKey,
    VAPID_PRIVATE_KEY: secrets.vapid.privateKey,
    VAPID_SUBJECT: 'mailto:ops@cluster.test',
    // The webhook routing sets upstream goes through nginx, like every other request.
    PUBLIC_URL: SITE_URL,
    FUB_EMBED_SECRET: secrets.fub,
    LOG_LEVEL: 'info',
    SHUTDOWN_GRACE_MS: '20000',
    // Under the load the one-process demo upstream's answers queue for a while on a shared machine:
    // the timeout stays well above the queueing the calibrated load allows (calibrate.mjs).
    UPSTREAM_TIMEOUT_MS: String(UPSTREAM_TIMEOUT_MS),
    MEMORY_LOG_MS: '2000',
    // nginx in front appends the client's address to X-Forwarded-For; the instance appends nginx's.
    TRUSTED_PROXY_HOPS: '1',
    // Prometheus metrics on a port of their own, scraped at the end.
    METRICS_PORT: String(port + 100),
    // Both instances write one audit log; each keeps its own waiting queue.
    DATABASE_URL: auditURL,
    AUDIT_QUEUE_DIR: path.join(tmp, 'audit-queue'),
  };
  delete env.DEMO_MODE;
  // --expose-gc: the live heap is measured after a full collection (see memory.mjs).
  return start(`instance ${name}`, process.execPath, ['--expose-gc', ...PRODUCTION_NODE_FLAGS, path.join(ROOT, 'scripts/serve.mjs')], {
    cwd: ROOT,
    env,
    logFile: path.join(tmp, `instance-${name}.log`),
  });
}

async function main() {
  const watchdog = setTimeout(() => {
    console.error('[cluster] the run took too long: stopping everything');
    void stopAll().then(() => process.exit(1));
  }, WATCHDOG_MS);
  watchdog.unref();
  const started = Date.now();
  ensureBuild();
  for (const [what, port] of [
    ['nginx, CLUSTER_PORT', PORT],
    ['instance A, CLUSTER_APP_PORT_A', APP_PORTS.A],
    ['instance B, CLUSTER_APP_PORT_B', APP_PORTS.B],
    ['demo upstream, CLUSTER_DEMO_PORT', DEMO_PORT],
    ['audit PostgreSQL, CLUSTER_PG_PORT', PG_PORT],
  ]) {
    await assertPortFree(port, what);
  }
  const tmp = mkdtempSync(path.join(tmpdir(), 'broker-cluster-'));
  chmodSync(tmp, 0o755); // nginx workers may run as another user
  say(`work folder ${tmp}`);

  const demoURL = `http://127.0.0.1:${DEMO_PORT}`;
  const demo = start('demo upstream', process.execPath, ['--import', 'tsx', 'demo-api/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', DEMO_API_PORT: String(DEMO_PORT), DEMO_DATA_DIR: path.join(tmp, 'demo') },
    logFile: path.join(tmp, 'demo-api.log'),
  });
  await waitForHttp(`${demoURL}/__demo/health`, demo);
  const world = await upstream.prepare(demoURL);
  say(`demo upstream ready: plan limit raised, ${world.agentIds.length} agents and ${world.listingKeys.length} listings to read`);

  const secrets = {
    session: randomBytes(32).toString('hex'),
    fub: randomBytes(16).toString('hex'),
    credential: randomBytes(32).toString('base64'),
    vapid: vapidKeys(),
  };
  const postgres = new TestPostgres(path.join(tmp, 'postgres'), PG_PORT).init().start();
  process.once('exit', () => postgres.stop());
  say(`PostgreSQL for the audit log on ${PG_PORT}`);
  const instances = {
    A: startInstance('A', APP_PORTS.A, tmp, secrets, postgres.url),
    B: startInstance('B', APP_PORTS.B, tmp, secrets, postgres.url),
  };
  await Promise.all(Object.entries(instances).map(([n, c]) => waitForHttp(`http://127.0.0.1:${APP_PORTS[n]}/api/health?ready=1`, c)));
  const nginx = startNginx(tmp);
  const siteURL = SITE_URL;
  await waitForHttp(`${siteURL}/api/health`, nginx);
  say(`nginx on ${siteURL} in front of instances on ${APP_PORTS.A} and ${APP_PORTS.B}`);

  // The session sealed by A must open on B: nothing but the cookie carries it.
  const session = await signIn(`http://127.0.0.1:${APP_PORTS.A}`, 'admin@acme.test', world.password);
  const mix = requestMix({ agentIds: world.agentIds, listingKeys: world.listingKeys, runId });
  const crossCheck = await upstream.crossCheck(`http://127.0.0.1:${APP_PORTS.B}`, session.cookie, world.listingKeys[0]);
  say(`signed in through A; through B: ${crossCheck.map((c) => `${c.path} ${c.status}`).join(', ')}`);
  const refused = crossCheck.filter((c) => c.status !== 200);
  check('the session made on instance A works on instance B', refused.length === 0, JSON.stringify(refused));

  // Warm-up: every route on each instance, then the full load through nginx for a while, so the
  // live heap after it is measured in the same steady state as after the load (see memory.mjs).
  // Its writes are counted too.
  const warmup = new Tally();
  for (const name of ['A', 'B']) {
    const base = `http://127.0.0.1:${APP_PORTS[name]}`;
    await runLoad({
      baseURL: base,
      headers: { Cookie: session.cookie, Origin: base },
      mix,
      connections: 4,
      durationMs: 3_000,
      seed: 7,
      tally: warmup,
    });
  }
  const siteHeaders = { Cookie: session.cookie, Origin: siteURL };
  const calibration = await calibrate({ baseURL: siteURL, headers: siteHeaders, mix, max: MAX_CONNECTIONS, tally: warmup, say });
  const { connections } = calibration;
  await runLoad({ baseURL: siteURL, headers: siteHeaders, mix, connections, durationMs: WARMUP_MS, seed: 8, tally: warmup });
  const warm = warmup.summary();
  check('every route answers as expected on each instance (warm-up)', warm.errors === 0, JSON.stringify(warm.firstErrors.slice(0, 5)));
  say(`warm-up: ${warm.requests} requests, ${warmup.writes.acknowledged} agents created`);
  await sleep(SETTLE_MS);
  const live = { baseline: { A: await liveMemory(instances.A), B: await liveMemory(instances.B) }, end: {} };

  const memory = new Sampler({ A: instances.A.pid, B: instances.B.pid, demo: demo.pid, nginx: nginx.pid, runner: process.pid }, ['A', 'B']);
  memory.start();
  let phase = 'both';
  let stopResult = null;
  const stopTimer = setTimeout(async () => {
    phase = 'B stopping';
    const sent = Date.now();
    say(`SIGTERM to instance B (pid ${instances.B.pid}) at ${Math.round((sent - loadStarted) / 1000)} s`);
    const exit = await stop(instances.B, { graceMs: 25_000 });
    stopResult = { ...exit, ms: exit.at - sent };
    phase = 'B stopped';
    say(`instance B exited (${exit.signal ?? `code ${exit.code}`}) ${stopResult.ms} ms after SIGTERM`);
  }, DURATION_MS * STOP_AT);
  const loadStarted = Date.now();
  say(`load: ${connections} connections for ${DURATION_MS / 1000} s through nginx`);
  const tally = await runLoad({
    baseURL: siteURL,
    headers: siteHeaders,
    mix,
    connections,
    durationMs: DURATION_MS,
    seed: 42,
    phase: () => phase,
  });
  const loadMs = Date.now() - loadStarted;
  clearTimeout(stopTimer);
  memory.stop();
  while (phase === 'B stopping') await sleep(100);

  const load = tally.summary();
  await sleep(SETTLE_MS);
  live.end = { A: await liveMemory(instances.A), B: stoppedLine(instances.B.logFile) };
  const mem = memoryVerdict(memory.samples, ['A', 'B'], { B: stopResult ? stopResult.at : null }, live, ['A']);

  const faults = await runFaults({
    siteURL,
    headers: siteHeaders,
    mix,
    connections,
    durationMs: FAULT_DURATION_MS,
    startB: (name) => startInstance(name, APP_PORTS.B, tmp, secrets, postgres.url),
    readyURL: `http://127.0.0.1:${APP_PORTS.B}/api/health?ready=1`,
    healthURLs: [APP_PORTS.A, APP_PORTS.B].map((port) => `http://127.0.0.1:${port}/api/health`),
    postgres,
    password: world.password,
    say,
  });
  const faultLoad = faults.tally.summary();
  const limits = await checkSharedLimits({ bases: [APP_PORTS.A, APP_PORTS.B].map((port) => `http://127.0.0.1:${port}`), runId });
  const routing = await runRouting({
    siteURL,
    demoURL,
    headers: siteHeaders,
    adminKey: world.adminKey,
    storeURL: postgres.url,
    b: faults.last,
    startB: (name) => startInstance(name, APP_PORTS.B, tmp, secrets, postgres.url),
    readyURL: `http://127.0.0.1:${APP_PORTS.B}/api/health?ready=1`,
    healthURLs: [APP_PORTS.A, APP_PORTS.B].map((port) => `http://127.0.0.1:${port}/api/health`),
    metricsPorts: [APP_PORTS.A + 100, APP_PORTS.B + 100],
    runId,
    say,
  });

  const tallies = [warmup, tally, faults.tally];
  const ids = tallies.flatMap((t) => t.writes.ids);
  const requestIds = tallies.flatMap((t) => t.writes.requestIds);
  const acknowledged = ids.length;
  const stored = await upstream.agentIdsOfRun(demoURL, world.adminKey, runId);
  const missing = ids.filter((id) => !stored.has(id));
  const writes = {
    sent: tallies.reduce((n, t) => n + t.writes.sent, 0),
    acknowledged,
    countedUpstream: stored.size,
    acknowledgedMissingUpstream: missing.length,
    /** Stored although the client got no 201 (an answer lost after the write: a timeout, an instance killed). */
    storedWithoutAcknowledgement: stored.size - (ids.length - missing.length),
    distinctIds: new Set(ids).size,
  };

  // One /audit for both instances: every answered creation was recorded exactly once (by its request id),
  // whichever instance made it, through a SIGKILL and a store outage; no agent was recorded twice.
  const auditCsv = await fetch(`${siteURL}/api/audit/csv?action=agents.create&outcome=success`, { headers: { Cookie: session.cookie } });
  const auditText = await auditCsv.text();
  const metricsSecrets = [
    world.password,
    world.adminKey,
    session.sealed,
    secrets.session,
    secrets.credential,
    secrets.vapid.privateKey,
    routing.webhookSecret,
  ];
  const scraped = {
    A: await instanceMetrics({ port: APP_PORTS.A + 100, secrets: metricsSecrets }),
    B: await instanceMetrics({ port: APP_PORTS.B + 100, secrets: metricsSecrets }),
  };
  await Promise.all([stop(instances.A), stop(routing.last)]);
  const audited = await auditedCreations(postgres.url);
  postgres.stop();
  const countBy = (list) => list.reduce((m, key) => m.set(key, (m.get(key) ?? 0) + 1), new Map());
  const byRequest = countBy(audited.map((e) => e.requestId));
  const byAgent = countBy(audited.map((e) => e.agentId));
  const audit = {
    answeredChanges: requestIds.length,
    answeredWithoutRequestId: requestIds.filter((id) => !id).length,
    missingFromAudit: requestIds.filter((id) => !byRequest.has(id)).length,
    recordedTwice: [...byRequest.values(), ...byAgent.values()].filter((n) => n > 1).length,
    recordedAgents: byAgent.size,
    csvRows: auditText.trim().split('\r\n').length - 1,
  };
  await stop(nginx, { signal: 'SIGQUIT' });
  await stop(demo);
  const logFiles = {
    A: instances.A.logFile,
    B: instances.B.logFile,
    ...Object.fromEntries([...faults.processes, ...routing.processes].map((c) => [c.name, c.logFile])),
  };
  const logs = checkLogs(logFiles, [
    world.password,
    world.adminKey,
    session.sealed,
    secrets.session,
    secrets.credential,
    secrets.vapid.privateKey,
    routing.webhookSecret,
    'cluster-pass-1',
  ]);

  const others = load.errors - load.fiveHundreds - load.networkErrors;
  check(
    'no 5xx answer',
    load.fiveHundreds === 0,
    `${load.fiveHundreds} answers with a 5xx status: ${JSON.stringify(load.firstErrors.slice(0, 5))}`,
  );
  check('no request left without an answer', load.networkErrors === 0, `${load.networkErrors} requests failed without an answer`);
  check(
    'no other unexpected answer',
    others === 0,
    `${others} answers other than 200/201: ${JSON.stringify(load.firstErrors.slice(0, 5))}`,
  );
  check(
    'no lost write: every acknowledged agent is in the upstream',
    missing.length === 0 && writes.distinctIds === acknowledged,
    `${acknowledged} acknowledged, ${missing.length} of them missing upstream, ${writes.distinctIds} distinct ids`,
  );
  check(
    'instance B finishes its requests and exits 0 on SIGTERM',
    stopResult?.code === 0 && logs.shutdown.B?.stopped?.code === 0,
    JSON.stringify(stopResult),
  );
  const afterStop = load.byUpstream['B stopped'] ?? {};
  const toB = afterStop[`127.0.0.1:${APP_PORTS.B}`] ?? 0;
  const toA = afterStop[`127.0.0.1:${APP_PORTS.A}`] ?? 0;
  check('after B stops, new requests go to A', toB === 0 && toA > 0, `${toA} to A, ${toB} to B`);
  const faultOthers = faultLoad.errors;
  check(
    'through a SIGKILL and a store outage: no unexpected answer but those the SIGKILL cut short',
    faultOthers === 0,
    `${faultOthers} unexpected answers: ${JSON.stringify(faultLoad.firstErrors.slice(0, 5))}`,
  );
  check(
    'the instance started after the SIGKILL read back what its predecessor journaled while the store was down',
    faults.timeline.readBackByRestart > 0,
    'it read back no event: the kill did not find events waiting',
  );
  check(
    'one audit log: every answered change is in it exactly once, through a SIGKILL and a store outage',
    audit.answeredWithoutRequestId === 0 && audit.missingFromAudit === 0 && audit.recordedTwice === 0,
    JSON.stringify(audit),
  );
  check(
    'sign-in goes on while the store is down, the instance counting alone and saying so',
    faults.timeline.outage?.status === 200 && faults.timeline.outage.limitsLocal >= 1,
    JSON.stringify(faults.timeline.outage),
  );
  check(
    'two instances together allow exactly one sign-in limit, per address and per email',
    limits.problems.length === 0,
    limits.problems.join('; '),
  );
  check(
    "each instance's metrics scraped and parsed: every family, no raw id or secret in a label",
    Object.values(scraped).every((m) => m.problems.length === 0 && m.figures.requests > 0),
    JSON.stringify(Object.fromEntries(Object.entries(scraped).map(([k, m]) => [k, m.problems]))),
  );
  check(
    "/audit's export shows every recorded creation",
    auditCsv.status === 200 && audit.csvRows === audited.length,
    `${audit.csvRows} rows for ${audited.length} events (${auditCsv.status})`,
  );
  check('memory of each instance steady', mem.problems.length === 0, mem.problems.join('; '));
  check('request logs complete, with the request id, and free of secrets', logs.problems.length === 0, logs.problems.join('; '));
  for (const c of routing.checks) check(c.name, c.ok, c.detail);
  const failures = checks.filter((c) => !c.ok).map((c) => `${c.name}: ${c.detail}`);

  const result = {
    ranAt: new Date(started).toISOString(),
    ok: failures.length === 0,
    failures,
    checks: checks.map((c) => ({ name: c.name, ok: c.ok })),
    setup: {
      instances: 2,
      balancer: 'nginx (proxy_next_upstream error timeout http_502 http_503; keepalive 32)',
      connections,
      calibration,
      durationS: DURATION_MS / 1000,
      loadMs,
      stopBAtS: Math.round((DURATION_MS * STOP_AT) / 1000),
      node: process.version,
      cpus: availableParallelism(),
    },
    session: { signedInThrough: 'A', usedThrough: 'B', checks: crossCheck },
    load: { ...load, requestsPerSecond: Math.round(load.requests / (loadMs / 1000)) },
    writes,
    faults: {
      durationS: FAULT_DURATION_MS / 1000,
      timeline: faults.timeline,
      load: { requests: faultLoad.requests, byStatus: faultLoad.byStatus, excused: faultLoad.excused, errors: faultLoad.errors },
    },
    audit,
    limits: limits.figures,
    routing: routing.figures,
    targets: routingTargets(routing.figures),
    metrics: Object.fromEntries(Object.entries(scraped).map(([k, m]) => [k, m.figures])),
    shutdown: { ...stopResult, inFlightAtSigterm: logs.shutdown.B?.inFlight ?? null, stoppedLine: logs.shutdown.B?.stopped ?? null },
    memoryMiB: mem.figures,
    cpuSeconds: memory.cpuUsed(),
    series: {
      rssMiB: Object.fromEntries(['A', 'B'].map((n) => [n, memory.samples.map((x) => x.rss[n]).filter((v) => v !== null)])),
      heapUsedMiB: Object.fromEntries(Object.entries(logs.memory).map(([n, list]) => [n, list.map((x) => x.heapUsed)])),
    },
    memoryBound: mem.bound,
    logs: logs.figures,
    totalS: Math.round((Date.now() - started) / 1000),
  };
  mkdirSync(path.dirname(RESULTS), { recursive: true });
  writeFileSync(RESULTS, `${JSON.stringify(result, null, 2)}\n`);
  if (RECORD) writePerfTable();
  printSummary(result);
  if (failures.length === 0 && !process.env.CLUSTER_KEEP_LOGS) rmSync(tmp, { recursive: true, force: true });
  else say(`logs kept in ${tmp}`);
  clearTimeout(watchdog);
  return failures.length === 0 ? 0 : 1;
}

function printSummary(r) {
  const line = (label, value) => console.log(`  ${label.padEnd(26)} ${value}`);
  console.log('\n[cluster] summary');
  line(
    'requests',
    `${r.load.requests} in ${(r.setup.loadMs / 1000).toFixed(1)} s (${r.load.requestsPerSecond}/s), ${r.setup.connections} connections`,
  );
  line(
    'connections',
    `${r.setup.connections} (2 × ${r.setup.calibration.saturatedAt}, where ${r.setup.calibration.capacityPerSecond}/s was reached; at most ${MAX_CONNECTIONS})`,
  );
  line('answers by status', JSON.stringify(r.load.byStatus));
  line('failed answers by cause', JSON.stringify(r.load.failedByCause));
  line(
    'latency p50 / p90 / p99',
    `${r.load.latencyMs.p50} / ${r.load.latencyMs.p90} / ${r.load.latencyMs.p99} ms (max ${r.load.latencyMs.max})`,
  );
  line(
    'writes',
    `${r.writes.sent} sent, ${r.writes.acknowledged} acknowledged, ${r.writes.countedUpstream} counted upstream (${r.writes.acknowledgedMissingUpstream} acknowledged ones missing)`,
  );
  line('served by, per phase', JSON.stringify(r.load.byUpstream));
  line(
    'faults',
    `B killed at ${Math.round(r.faults.timeline.killAtMs / 1000)} s, ready again at ${Math.round(r.faults.timeline.restartedAtMs / 1000)} s; store down ${Math.round(r.faults.timeline.storeStoppedAtMs / 1000)}–${Math.round(r.faults.timeline.storeStartedAtMs / 1000)} s; ${r.faults.timeline.readBackByRestart} events read back; ${JSON.stringify(r.faults.load.excused)} excused`,
  );
  line('audit log', `${r.audit.answeredChanges} answered changes, ${r.audit.missingFromAudit} missing, ${r.audit.recordedTwice} twice`);
  line(
    'B on SIGTERM',
    `exit ${r.shutdown.code ?? r.shutdown.signal} after ${r.shutdown.ms} ms, ${r.shutdown.inFlightAtSigterm} requests in flight finished`,
  );
  for (const [name, m] of Object.entries(r.memoryMiB)) {
    line(
      `memory ${name} (MiB)`,
      `RSS start ${m.rss.start}, middle ${m.rss.middle}, end ${m.rss.end} (peak ${m.rss.peak}); live heap ${m.liveHeap.afterWarmup} → ${m.liveHeap.end}`,
    );
  }
  line('CPU seconds under load', JSON.stringify(r.cpuSeconds));
  line(
    'logs',
    `${r.logs.requestLines} request lines, ${r.logs.withBalancerRequestId} with nginx's request id, secrets found: ${r.logs.secretsFound}`,
  );
  const rt = r.routing;
  const ms = (s) => `p50 ${s.p50Ms} / p99 ${s.p99Ms} / max ${s.maxMs} ms (${s.count})`;
  line(
    'routing sign-ups',
    `${rt.signups.answered201} of ${rt.signups.sent} in ${rt.signups.sentInS} s; B killed at ${rt.kill.atS} s (${rt.kill.leasedAtKill} leased, ${rt.kill.routedAfterTheirLease} routed after their lease), ready at ${rt.kill.readyAgainAtS} s`,
  );
  line('routing: webhook delivered', ms(rt.signupToAssignment.delivered));
  line('routing: webhook lost', ms(rt.signupToAssignment.dropped));
  line(
    'routing: lost / twice',
    `${rt.lost} lost, ${rt.routedTwice} routed twice, ${rt.historyNotOnce} without exactly one upstream change`,
  );
  line('routing: re-route', `median ${rt.reroute.p50Ms} ms, max ${rt.reroute.maxMs} ms (${rt.reroute.count} of ${rt.reroute.sample})`);
  line(
    'routing: idle',
    `${rt.idle.calls} upstream call(s) in ${rt.idle.windowS} s (${rt.idle.perMinute}/min) ${JSON.stringify(rt.idle.byPath)}; phase ${rt.durationS} s`,
  );
  const passed = r.checks.filter((c) => c.ok).length;
  console.log(`\ncluster: ${passed} passed, ${r.checks.length - passed} failed`);
  console.log(r.ok ? '[cluster] OK' : `[cluster] FAILED:\n  - ${r.failures.join('\n  - ')}`);
  console.log(`[cluster] figures written to ${path.relative(ROOT, RESULTS)} (${r.totalS} s in all)`);
}

process.on('SIGINT', () => void stopAll().then(() => process.exit(130)));
// A failure inside a timer's callback (the fault phase's) must stop the servers too, not leave them running.
process.on('unhandledRejection', (err) => {
  console.error(`[cluster] ${err?.stack ?? err}`);
  void stopAll().then(() => process.exit(1));
});
main()
  .then((code) => process.exit(code))
  .catch(async (err) => {
    console.error(`[cluster] ${err.stack ?? err}`);
    await stopAll();
    process.exit(1);
  });
