// The servers a benchmark or audit measures: the demo upstream and the dashboard as production runs it
// (scripts/serve.mjs, as npm start, the image and the cluster do) over an existing production build,
// both on loopback, started as children and stopped by their own pids.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertPortFree } from '../cluster/processes.mjs';
import { PRODUCTION_NODE_FLAGS } from '../node-flags.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const PASSWORD = 'demo1234';
const SESSION_SECRET = 'bench-session-secret-0123456789abcdef0123456789';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function portFrom(name, fallback) {
  const raw = process.env[name];
  const port = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new Error(`${name} must be a port number, not "${raw}"`);
  return port;
}

export async function waitFor(url, child, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${child.name} exited before ${url} answered (see ${child.logFile})`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s (see ${child.logFile})`);
}

export function launch(name, args, env, logDir) {
  const logFile = path.join(logDir, `${name}.log`);
  const out = createWriteStream(logFile, { flags: 'w' });
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  child.name = name;
  child.logFile = logFile;
  return child;
}

export async function stopChild(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

/** The environment of a measured dashboard: the demo upstream, quiet logs, the sign-in limits out of the way. */
export function dashboardEnv({ demoURL, distDir, logDir }) {
  return {
    NODE_ENV: 'production',
    // The run's own store and journal, never the working tree's data/.
    DATABASE_FILE: path.join(logDir, 'dashboard.sqlite'),
    AUDIT_QUEUE_DIR: path.join(logDir, 'audit-queue'),
    NEXT_DIST_DIR: distDir,
    UPSTREAM_API_URL: demoURL,
    DEMO_MODE: '1',
    SESSION_SECRETS: SESSION_SECRET,
    FUB_EMBED_SECRET: 'demo-embed-secret',
    LOG_LEVEL: 'silent',
    // No balancer in front: a stop closes idle connections at once (within stopChild's 5 s, so a
    // --cpu-prof profile is written before SIGKILL would lose it).
    DRAIN_IDLE_MS: '0',
    NEXT_TELEMETRY_DISABLED: '1',
    SIGNIN_LIMIT_PER_ADDRESS: '100000000',
    // The per-email count is cleared by each success, but 32 sign-ins in flight count before any clears it.
    SIGNIN_LIMIT_PER_EMAIL: '100000000',
  };
}

/**
 * Starts the demo upstream and the dashboard. Ports: BENCH_PORT (3501) and BENCH_DEMO_PORT (4501);
 * the build: NEXT_DIST_DIR (.next); `dashboardNodeArgs` go to the dashboard's node (e.g. --cpu-prof). The sign-in limits are raised for the dashboard only, so the
 * sign-in case measures sealing a session, not the limiter's refusals.
 */
export async function startServers({ label = 'bench', dashboardNodeArgs = [] } = {}) {
  const port = portFrom('BENCH_PORT', 3501);
  const demoPort = portFrom('BENCH_DEMO_PORT', 4501);
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  if (!existsSync(path.join(ROOT, distDir, 'BUILD_ID'))) {
    throw new Error(`No production build in ${distDir}/ (BUILD_ID is missing): run \`NEXT_DIST_DIR=${distDir} npx next build\` first.`);
  }
  await assertPortFree(port, 'dashboard, BENCH_PORT');
  await assertPortFree(demoPort, 'demo upstream, BENCH_DEMO_PORT');
  const logDir = path.join(tmpdir(), `broker-dashboard-${label}-${port}`);
  mkdirSync(logDir, { recursive: true });
  const demoURL = `http://127.0.0.1:${demoPort}`;
  const baseURL = `http://127.0.0.1:${port}`;

  const demo = launch(
    'demo-api',
    [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'demo-api/main.ts'],
    {
      DEMO_API_PORT: String(demoPort),
      DEMO_DATA_DIR: path.join(logDir, 'demo-data'),
      DEMO_PUBLIC_URL: demoURL,
      NODE_ENV: 'production',
    },
    logDir,
  );
  let dashboard = null;
  try {
    await waitFor(`${demoURL}/__demo/health`, demo);
    dashboard = launch(
      'dashboard',
      [...PRODUCTION_NODE_FLAGS, ...dashboardNodeArgs, path.join(ROOT, 'scripts/serve.mjs')],
      {
        ...dashboardEnv({ demoURL, distDir, logDir }),
        PORT: String(port),
        HOST: '127.0.0.1',
      },
      logDir,
    );
    await waitFor(`${baseURL}/login`, dashboard);
  } catch (err) {
    await stopChild(dashboard);
    await stopChild(demo);
    throw err;
  }
  return {
    baseURL,
    demoURL,
    distDir,
    logDir,
    dashboardPid: dashboard.pid,
    demoPid: demo.pid,
    async stop() {
      await stopChild(dashboard);
      await stopChild(demo);
    },
  };
}

/** The api key of a demo account for one app (GET /__demo/accounts). */
export async function apiKeyOf(demoURL, email, stackId) {
  const res = await fetch(`${demoURL}/__demo/accounts`);
  const { accounts } = await res.json();
  const key = accounts.find((a) => a.email === email)?.apps.find((a) => a.stack_id === stackId)?.api_key;
  if (!key) throw new Error(`no api key for ${email} in ${stackId}`);
  return key;
}

export async function demoControl(demoURL, method, route, body) {
  const res = await fetch(`${demoURL}/__demo${route}`, {
    method,
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`demo ${method} ${route}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** Signs in through POST /api/auth/login; answers the Cookie header value of the session. */
export async function signIn(baseURL, email) {
  const res = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseURL },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email} answered ${res.status}: ${await res.text()}`);
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  if (cookies.length === 0) throw new Error(`sign-in of ${email} set no cookie`);
  return cookies.join('; ');
}

/** The fields of /proc/PID/stat after the command name (field 3, the state, is index 0). */
function statFields(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** A process and all its descendants (Linux /proc). */
export function tree(pid) {
  const children = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const ppid = Number(statFields(name)[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(name));
    } catch {
      // gone meanwhile
    }
  }
  const out = [];
  const stack = [pid];
  while (stack.length) {
    const p = stack.pop();
    out.push(p);
    stack.push(...(children.get(p) ?? []));
  }
  return out;
}

/** Resident memory of a process and all its descendants, in bytes. */
export function treeRss(pid) {
  let total = 0;
  for (const p of tree(pid)) {
    try {
      const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${p}/status`, 'utf8'));
      if (m) total += Number(m[1]) * 1024;
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

/** CPU time (user + system, ms) used so far by a process and its descendants (the demo runs under tsx's child). */
export function treeCpuMs(pid) {
  const msPerTick = 1000 / 100; // USER_HZ is 100 on Linux
  let ticks = 0;
  for (const p of tree(pid)) {
    try {
      const f = statFields(p);
      ticks += Number(f[11]) + Number(f[12]);
    } catch {
      // gone meanwhile
    }
  }
  return ticks * msPerTick;
}

/** What the figures were measured on. */
export function machine() {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model ?? 'unknown',
    cores: cpus.length,
    memory_gb: Math.round(os.totalmem() / 1024 ** 3),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    load_average: os.loadavg().map((n) => Math.round(n * 100) / 100),
  };
}
