// `npm run test:container`: builds the image from the project's own Dockerfile with the container
// engine found (engine.mjs: docker, else podman + buildah), runs it with host networking against the
// demo upstream on loopback with production settings, and checks, each by name, what an operator
// relies on: a non-root process that cannot change the application, health and readiness, the login
// page with its static files, a sign-in and a session used on a page and a route handler, JSON log
// lines with request ids and no secret, a clean stop on SIGTERM during a slow request, and an image
// under IMAGE_LIMIT_MB holding no source, dev dependency, .env or demo database.
// Never skips: no engine is a failure that says what to install. Figures go to
// test-results/container.json (bench/results/container.json with TEST_RECORD=1).
import { randomBytes } from 'node:crypto';
import { vapidKeys } from '../vapid-keys.mjs';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertPortFree, sleep, start, stopAll, waitForHttp } from '../cluster/processes.mjs';
import { signIn } from '../cluster/session.mjs';
import { writePerfTable } from '../bench/perf-table.mjs';
import { findEngine, seconds, sh } from './engine.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const say = (message) => console.log(`[container] ${message}`);
const int = (name, fallback) => {
  const value = Number(process.env[name] || fallback);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number`);
  return value;
};

const PORT = int('CONTAINER_PORT', 3400);
const DEMO_PORT = int('CONTAINER_DEMO_PORT', 4401);
const IMAGE = process.env.CONTAINER_IMAGE || 'localhost/broker-dashboard:test';
// Agent alerts added Web Push and SMTP libraries (about 1.5 MB) to the 350 MB the image was held to.
const IMAGE_LIMIT_MB = 360;
const GRACE_MS = 20_000;
/** The slow request's upstream delay: well inside the grace period and the upstream timeout. */
const SLOW_MS = 4_000;
const ACCOUNT = 'admin@acme.test';
const WATCHDOG_MS = 40 * 60_000;
/** The figures: recorded in bench/results/ (and the performance table) only with TEST_RECORD=1, so a plain run leaves the tree clean. */
const RECORD = process.env.TEST_RECORD === '1';
const RESULTS = RECORD ? path.join(ROOT, 'bench', 'results', 'container.json') : path.join(ROOT, 'test-results', 'container.json');
const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));

/** Each named check, passed or failed, with how long it took; a failed one makes the exit code non-zero. */
const checks = [];
async function check(name, fn) {
  const started = Date.now();
  let ok = false;
  let detail = '';
  try {
    const result = await fn();
    ok = result === true || result?.ok === true;
    detail = typeof result === 'object' && result ? (result.detail ?? '') : ok ? '' : 'returned false';
  } catch (err) {
    detail = err instanceof Error ? err.message : String(err);
  }
  const ms = Date.now() - started;
  checks.push({ name, ok, ms, ...(detail ? { detail } : {}) });
  console.log(`[container] ${ok ? 'PASS' : 'FAIL'} ${name} (${seconds(ms)})${detail ? `: ${detail}` : ''}`);
  return ok;
}
const pass = (detail) => ({ ok: true, detail });
const fail = (detail) => ({ ok: false, detail });

const figures = {};
let engine;
let container;

/** Runs an engine command; throws with its output when it fails. */
function engineCli(args, options = {}) {
  const [cmd, full] = engine.cli(args);
  return sh(cmd, full, options);
}
const exec = (script) => engineCli(['exec', container, 'sh', '-c', script]);

async function main() {
  const watchdog = setTimeout(() => {
    console.error('[container] the run took too long: stopping everything');
    void cleanup().then(() => process.exit(1));
  }, WATCHDOG_MS);
  watchdog.unref();
  const started = Date.now();

  if (
    !(await check('a container engine is available', () => {
      engine = findEngine();
      return pass(engine.version);
    }))
  )
    return finish(started);

  let nodeImage = null;
  if (
    !(await check('the Node 24 base image is available', () => {
      const t = Date.now();
      nodeImage = engine.nodeImage(say);
      figures.baseImageMs = Date.now() - t;
      return pass(nodeImage ?? 'node:24-bookworm-slim from the registry (the Dockerfile default)');
    }))
  )
    return finish(started);

  if (
    !(await check('the image builds from the Dockerfile', () => {
      const t = Date.now();
      const args = ['-t', IMAGE, '-f', path.join(ROOT, 'Dockerfile')];
      if (nodeImage) args.push('--build-arg', `NODE_IMAGE=${nodeImage}`);
      // Behind a TLS-inspecting proxy npm inside the build needs the machine's CA bundle: the
      // Dockerfile takes it as the build secret npm_ca (never stored in a layer).
      const npmCa = sh('npm', ['config', 'get', 'cafile']).stdout.trim();
      const ca = [process.env.NODE_EXTRA_CA_CERTS, process.env.NPM_CONFIG_CAFILE, npmCa].find((f) => f && f !== 'null' && existsSync(f));
      if (ca) args.push('--secret', `id=npm_ca,src=${ca}`);
      const previous = engineCli(['image', 'inspect', '--format', '{{.Id}}', IMAGE]).stdout.trim();
      const [cmd, full] = engine.build([...args, ROOT]);
      say(`${cmd} ${full.join(' ')}`);
      const built = sh(cmd, full, { inherit: process.env.CONTAINER_BUILD_LOG === '1' });
      figures.buildMs = Date.now() - t;
      // The image of the previous run, untagged now: removed, so runs on one machine do not fill its disk.
      const current = engineCli(['image', 'inspect', '--format', '{{.Id}}', IMAGE]).stdout.trim();
      if (previous && previous !== current) engineCli(['rmi', previous]);
      if (built.status !== 0)
        return fail(`${cmd} build failed:\n${(built.stderr + built.stdout).trim().split('\n').slice(-30).join('\n')}`);
      return pass(`in ${seconds(figures.buildMs)}`);
    }))
  )
    return finish(started);

  await check(`the image is at most ${IMAGE_LIMIT_MB} MB`, () => {
    const size = Number(engineCli(['image', 'inspect', '--format', '{{.Size}}', IMAGE], { check: true }).stdout.trim());
    figures.imageMB = Math.round(size / 1e5) / 10;
    return { ok: figures.imageMB <= IMAGE_LIMIT_MB, detail: `${figures.imageMB} MB` };
  });

  for (const [what, port] of [
    ['the container, CONTAINER_PORT', PORT],
    ['demo upstream, CONTAINER_DEMO_PORT', DEMO_PORT],
  ]) {
    await assertPortFree(port, what);
  }
  const tmp = mkdtempSync(path.join(tmpdir(), 'broker-container-'));
  const demoURL = `http://127.0.0.1:${DEMO_PORT}`;
  const demo = start('demo upstream', process.execPath, ['--import', 'tsx', 'demo-api/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', DEMO_API_PORT: String(DEMO_PORT), DEMO_DATA_DIR: path.join(tmp, 'demo') },
    logFile: path.join(tmp, 'demo-api.log'),
  });
  await waitForHttp(`${demoURL}/__demo/health`, demo);
  const accounts = await (await fetch(`${demoURL}/__demo/accounts`)).json();
  const password = accounts.password;
  const apiKeys = accounts.accounts.flatMap((a) => a.apps.map((app) => app.api_key)).filter(Boolean);

  // Production settings, with real random secrets. COOKIE_SECURE=false only because this test
  // speaks plain HTTP on loopback: with its default (auto: Secure under NODE_ENV=production) the
  // session cookie would not come back over http://.
  const secrets = {
    session: randomBytes(32).toString('hex'),
    fub: randomBytes(16).toString('hex'),
    credential: randomBytes(32).toString('base64'),
    vapid: vapidKeys(),
  };
  container = `broker-container-test-${process.pid}`;
  const base = `http://127.0.0.1:${PORT}`;
  const runArgs = [
    '-d',
    '--name',
    container,
    '--network',
    'host',
    '-e',
    'NODE_ENV=production',
    '-e',
    `PORT=${PORT}`,
    '-e',
    'HOST=127.0.0.1',
    '-e',
    `UPSTREAM_API_URL=${demoURL}`,
    '-e',
    `SESSION_SECRETS=${secrets.session}`,
    '-e',
    `CREDENTIAL_KEYS=${secrets.credential}`,
    '-e',
    `VAPID_PUBLIC_KEY=${secrets.vapid.publicKey}`,
    '-e',
    `VAPID_PRIVATE_KEY=${secrets.vapid.privateKey}`,
    '-e',
    'VAPID_SUBJECT=mailto:ops@container.test',
    '-e',
    `FUB_EMBED_SECRET=${secrets.fub}`,
    '-e',
    'FUB_EMBED_ORIGIN=https://app.followupboss.com',
    '-e',
    'COOKIE_SECURE=false',
    '-e',
    `SHUTDOWN_GRACE_MS=${GRACE_MS}`,
    '-e',
    'LOG_LEVEL=info',
    IMAGE,
  ];
  const runStarted = Date.now();
  const [runCmd, runFull] = engine.run(runArgs);
  const ran = sh(runCmd, runFull);
  if (ran.status !== 0) {
    await check('the container starts', () => fail(`${runCmd} run failed: ${ran.stderr.trim()}`));
    return finish(started);
  }
  const healthy = await check('the container answers /api/health', async () => {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const state = engineCli(['inspect', '--format', '{{.State.Running}}', container]).stdout.trim();
      if (state === 'false') return fail(`the container exited: ${logs().slice(-2000)}`);
      try {
        const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2_000) });
        const body = await res.json();
        if (res.status === 200 && body.status === 'ok') {
          figures.healthyMs = Date.now() - runStarted;
          return pass(`${seconds(figures.healthyMs)} from run to healthy`);
        }
      } catch {
        // not listening yet
      }
      await sleep(100);
    }
    return fail(`no healthy answer within 60 s: ${logs().slice(-2000)}`);
  });
  if (!healthy) return finish(started);

  await check('readiness reports the upstream', async () => {
    const up = await fetch(`${base}/api/health?ready=1`);
    const body = await up.json();
    if (up.status !== 200 || body.status !== 'ready' || body.upstream !== 'ok')
      return fail(`with the upstream up: ${up.status} ${JSON.stringify(body)}`);
    return pass(JSON.stringify(body));
  });

  await check('the process runs as a non-root user and cannot write the application files', () => {
    const uid = exec("awk '/^Uid:/ {print $2}' /proc/1/status").stdout.trim();
    const comm = exec('cat /proc/1/comm').stdout.trim();
    if (!/^\d+$/.test(uid) || uid === '0') return fail(`pid 1 (${comm}) runs as uid ${uid || '?'}`);
    // Everything under /app the server's user could change: only Next's cache folder and data/ (the
    // audit log's SQLite file and its queue) may be.
    const writable = exec(
      "find /app -writable -not -path '/app/.next/cache' -not -path '/app/.next/cache/*' -not -path '/app/data' -not -path '/app/data/*' | head -20",
    ).stdout.trim();
    if (writable) return fail(`writable by uid ${uid}: ${writable.split('\n').join(', ')}`);
    const attempt = exec(
      'for f in /app/server.js /app/serve.mjs /app/.next/BUILD_ID; do if echo x >>"$f"; then echo "$f"; fi; done 2>/dev/null; touch /app/new-file 2>/dev/null && echo /app/new-file',
    ).stdout.trim();
    if (attempt) return fail(`wrote ${attempt}`);
    return pass(`pid 1 (${comm}) runs as uid ${uid}; nothing under /app but .next/cache and data/ is writable`);
  });

  await check('/login renders with its stylesheet and scripts', async () => {
    const res = await fetch(`${base}/login`);
    const html = await res.text();
    if (res.status !== 200) return fail(`/login answered ${res.status}`);
    const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
    const css2 = [...html.matchAll(/<link[^>]+href="([^"]+\.css[^"]*)"[^>]*rel="stylesheet"/g)].map((m) => m[1]);
    const js = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]);
    const assets = [...new Set([...css, ...css2])].map((u) => ['css', u]).concat([...new Set(js)].map((u) => ['js', u]));
    if (!assets.some(([k]) => k === 'css') || !assets.some(([k]) => k === 'js'))
      return fail(`the page links ${css.length} stylesheets and ${js.length} scripts`);
    const bad = [];
    let bytes = 0;
    for (const [kind, url] of assets) {
      const asset = await fetch(new URL(url.replaceAll('&amp;', '&'), base));
      const body = await asset.arrayBuffer();
      bytes += body.byteLength;
      const type = asset.headers.get('content-type') ?? '';
      if (asset.status !== 200 || body.byteLength === 0 || !type.includes(kind === 'css' ? 'text/css' : 'javascript'))
        bad.push(`${url}: ${asset.status} ${type}`);
    }
    if (!/<form/i.test(html) || !/type="password"/.test(html)) bad.push('no sign-in form in the page');
    return bad.length
      ? fail(bad.join('; '))
      : pass(`${css.length + css2.length} stylesheet(s), ${js.length} scripts, ${Math.round(bytes / 1024)} KiB`);
  });

  let session;
  await check(`${ACCOUNT} signs in and opens /agents and GET /api/agents with that session`, async () => {
    session = await signIn(base, ACCOUNT, password);
    const page = await fetch(`${base}/agents`, { headers: { Cookie: session.cookie }, redirect: 'manual' });
    const html = await page.text();
    if (page.status !== 200 || !/<h1[^>]*>[^<]*Agents/i.test(html))
      return fail(`/agents answered ${page.status}${page.headers.get('location') ? ` → ${page.headers.get('location')}` : ''}`);
    const api = await fetch(`${base}/api/agents`, { headers: { Cookie: session.cookie } });
    const body = await api.json();
    if (api.status !== 200 || !Array.isArray(body.agents) || body.agents.length === 0)
      return fail(`GET /api/agents answered ${api.status}: ${JSON.stringify(body).slice(0, 200)}`);
    const anonymous = await fetch(`${base}/api/agents`);
    await anonymous.arrayBuffer();
    if (anonymous.status !== 401) return fail(`GET /api/agents without the session answered ${anonymous.status}`);
    return pass(`/agents 200, /api/agents 200 with ${body.agents.length} agents, 401 without the session`);
  });

  const markerId = `container-check-${randomBytes(6).toString('hex')}`;
  await (await fetch(`${base}/api/health`, { headers: { 'X-Request-Id': markerId } })).arrayBuffer();

  let stop;
  await check('SIGTERM during a slow request lets it finish and the container exits 0 within the grace period', async () => {
    if (!session) return fail('no session (the sign-in failed)');
    const fault = await fetch(`${demoURL}/__demo/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: '/agents', method: 'GET', count: 1, delay_ms: SLOW_MS }),
    });
    if (!fault.ok) return fail(`the demo upstream refused the fault: ${fault.status}`);
    const requestStarted = Date.now();
    const slow = fetch(`${base}/api/agents`, { headers: { Cookie: session.cookie } }).then(
      async (res) => ({ status: res.status, body: await res.text(), at: Date.now() }),
      (err) => ({ status: 0, body: String(err?.cause ?? err), at: Date.now() }),
    );
    await sleep(1_000);
    const sent = Date.now();
    engineCli(['kill', '--signal', 'TERM', container], { check: true });
    const waited = engineCli(['wait', container], { timeoutMs: GRACE_MS + 15_000 });
    const exitedAt = Date.now();
    const answer = await slow;
    const exitCode = Number(waited.stdout.trim().split('\n').pop());
    stop = { requestMs: answer.at - requestStarted, exitMs: exitedAt - sent, exitCode };
    figures.stopMs = stop.exitMs;
    const problems = [];
    if (answer.status !== 200) problems.push(`the slow request answered ${answer.status} ${answer.body.slice(0, 200)}`);
    else if (answer.at - requestStarted < SLOW_MS) problems.push('the request was not slow: the fault did not apply');
    if (waited.status !== 0 || exitCode !== 0) problems.push(`the container exited with ${waited.stdout.trim() || waited.stderr.trim()}`);
    if (stop.exitMs > GRACE_MS) problems.push(`it took ${seconds(stop.exitMs)} to exit, more than the ${GRACE_MS / 1000} s grace period`);
    return problems.length
      ? fail(problems.join('; '))
      : pass(`the request answered 200 after ${seconds(stop.requestMs)}; exit 0 ${seconds(stop.exitMs)} after SIGTERM`);
  });

  await check('the logs are JSON lines with request ids and no secret', () => {
    const text = logs();
    const lines = text.split('\n').filter((l) => l.trim());
    const parsed = [];
    const notJson = [];
    for (const line of lines) {
      try {
        parsed.push(JSON.parse(line));
      } catch {
        notJson.push(line);
      }
    }
    const problems = [];
    if (notJson.length) problems.push(`${notJson.length} lines are not JSON, e.g. ${notJson[0].slice(0, 200)}`);
    const requests = parsed.filter((l) => l.msg === 'request');
    if (requests.length < 5) problems.push(`only ${requests.length} request lines`);
    const noId = requests.filter((l) => typeof l.reqId !== 'string' || l.reqId.length < 8);
    if (noId.length) problems.push(`${noId.length} request lines without a request id`);
    if (!requests.some((l) => l.reqId === markerId && l.route === '/api/health'))
      problems.push(`no request line carries the X-Request-Id sent (${markerId})`);
    if (!parsed.some((l) => l.msg === 'stopped' && l.code === 0)) problems.push('no "stopped" line with code 0');
    const secretsSeen = [
      ['SESSION_SECRETS', secrets.session],
      ['CREDENTIAL_KEYS', secrets.credential],
      ['VAPID_PRIVATE_KEY', secrets.vapid.privateKey],
      ['FUB_EMBED_SECRET', secrets.fub],
      ['the session cookie', session?.sealed],
      ['the password', password],
      ...apiKeys.map((key) => ['an api key', key]),
    ].filter(([, value]) => value && text.includes(value));
    if (secretsSeen.length) problems.push(`the logs hold ${[...new Set(secretsSeen.map(([n]) => n))].join(', ')}`);
    figures.logLines = lines.length;
    return problems.length ? fail(problems.join('; ')) : pass(`${lines.length} lines, ${requests.length} requests, each with a reqId`);
  });

  await check('the image holds no source tree, dev dependencies, .env or demo database', () => {
    const devDeps = Object.keys(pkg.devDependencies ?? {});
    const script = [
      'cd /app',
      'ls -A',
      'echo ---',
      "find / -xdev \\( -path /proc -o -path /sys \\) -prune -o \\( -name '.env' -o -name '.env.*' -o -name '*.db' -o -name '*.db-wal' -o -name '*.sqlite' -o -name '*.sqlite3' \\) -print",
      'echo ---',
      "find /app -path /app/node_modules -prune -o \\( -name '*.ts' -o -name '*.tsx' \\) -print | grep -v '\\.d\\.ts$' | head",
      'echo ---',
      // better-sqlite3 ships: it is the audit log's SQLite driver (server/audit/), not only the demo's.
      `for d in ${[...devDeps, 'tsx', 'hono', '@hono/node-server'].join(' ')}; do [ -e "node_modules/$d" ] && echo "$d"; done; true`,
    ].join('\n');
    const [cmd, full] = engine.run(['--rm', '--network', 'none', '--entrypoint', 'sh', IMAGE, '-c', script]);
    const out = sh(cmd, full);
    if (out.status !== 0) return fail(`could not look inside the image: ${out.stderr.trim()}`);
    const [top, stray, sources, deps] = out.stdout.split('---\n').map((s) => s.trim().split('\n').filter(Boolean));
    const SOURCE = [
      'app',
      'components',
      'lib',
      'server',
      'demo-api',
      'tests',
      'scripts',
      'docs',
      'bench',
      'tsconfig.json',
      'package-lock.json',
      'next.config.ts',
      'Dockerfile',
      '.git',
      'README.md',
    ];
    const problems = [];
    const sourceTop = top.filter((e) => SOURCE.includes(e));
    if (sourceTop.length) problems.push(`source in /app: ${sourceTop.join(', ')}`);
    if (sources.length) problems.push(`TypeScript sources: ${sources.join(', ')}`);
    if (deps.length) problems.push(`development or demo-only packages in node_modules: ${deps.join(', ')}`);
    if (stray.length) problems.push(`.env or database files: ${stray.join(', ')}`);
    return problems.length ? fail(problems.join('; ')) : pass(`/app holds ${top.join(' ')}`);
  });

  return finish(started);
}

function logs() {
  if (!container || !engine) return '';
  const out = engineCli(['logs', container]);
  return out.stdout + out.stderr;
}

async function cleanup() {
  if (container && engine) {
    engineCli(['rm', '-f', container]);
  }
  await stopAll();
}

async function finish(started) {
  await cleanup();
  figures.totalMs = Date.now() - started;
  const failed = checks.filter((c) => !c.ok);
  const result = { at: new Date().toISOString(), engine: engine?.version, image: IMAGE, figures, checks };
  mkdirSync(path.dirname(RESULTS), { recursive: true });
  writeFileSync(RESULTS, `${JSON.stringify(result, null, 2)}\n`);
  if (RECORD) writePerfTable();
  console.log('[container] ----');
  for (const c of checks) console.log(`[container] ${c.ok ? 'PASS' : 'FAIL'}  ${c.name}  (${seconds(c.ms)})`);
  const f = figures;
  console.log(
    `[container] build ${f.buildMs ? seconds(f.buildMs) : '-'} (base image ${f.baseImageMs !== undefined ? seconds(f.baseImageMs) : '-'}), ` +
      `image ${f.imageMB ?? '-'} MB, run to healthy ${f.healthyMs ? seconds(f.healthyMs) : '-'}, SIGTERM to exit ${f.stopMs ? seconds(f.stopMs) : '-'}, total ${seconds(f.totalMs)}`,
  );
  console.log(
    `[container] ${failed.length === 0 ? 'all checks passed' : `${failed.length} of ${checks.length} checks failed`}; figures in ${path.relative(ROOT, RESULTS)}`,
  );
  process.exitCode = failed.length === 0 && checks.length > 0 ? 0 : 1;
}

main().catch(async (err) => {
  console.error(`[container] FAIL: ${err instanceof Error ? err.stack : err}`);
  await cleanup().catch(() => undefined);
  process.exitCode = 1;
});
