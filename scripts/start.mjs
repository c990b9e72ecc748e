// `npm start` / `npm run dev`: the dashboard (scripts/serve.mjs over the production build | next dev), preceded by the demo upstream
// (demo-api) when UPSTREAM_API_URL is not set. Ctrl-C or SIGTERM stops both; if one dies, so does the other.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeProblem } from './check-node.mjs';
import { PRODUCTION_NODE_FLAGS } from './node-flags.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const HEALTH_TIMEOUT_MS = 20_000;
const STOP_GRACE_MS = 5_000;

const log = (message) => console.log(`[start] ${message}`);
const fail = (message, code = 1) => {
  console.error(`[start] ${message}`);
  process.exit(code);
};

const nodeVersionProblem = nodeProblem();
if (nodeVersionProblem) fail(nodeVersionProblem);

const mode = process.argv[2];
if (mode !== 'start' && mode !== 'dev') fail('Usage: node scripts/start.mjs start|dev', 2);

function portFrom(name, fallback) {
  const raw = process.env[name];
  const port = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) fail(`${name} must be a port number (1-65535), not "${raw}".`);
  return port;
}

const port = portFrom('PORT', 3000);
const demoPort = portFrom('DEMO_API_PORT', 4000);
const demoHost = process.env.DEMO_API_HOST || '127.0.0.1';
// The demo's mail catcher, where the dashboard sends agent alerts' e-mail in demo mode: 25 above the demo's port.
const demoSmtpPort = portFrom('DEMO_SMTP_PORT', demoPort + 25);
const useDemo = !process.env.UPSTREAM_API_URL;
const bin = (name) => path.join(ROOT, 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);

/** Resolves to an error code ('EADDRINUSE', 'EACCES' ...) or null when the port can be listened on. */
function probePort(portNumber, host) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', (err) => resolve(err.code ?? 'ERROR'));
    server.listen({ port: portNumber, host, exclusive: true }, () => server.close(() => resolve(null)));
  });
}

async function checkPort(portNumber, hosts, what) {
  for (const host of hosts) {
    const problem = await probePort(portNumber, host);
    if (problem === 'EADDRINUSE') fail(`Port ${portNumber} (${what}) is already in use. Stop whatever uses it, or choose another port.`);
    if (problem) fail(`Cannot listen on port ${portNumber} (${what}): ${problem}.`);
  }
}

const children = new Set();
let stopping = false;

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  if (children.size === 0) process.exit(code);
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => {
    for (const child of children) child.kill('SIGKILL');
    process.exit(code);
  }, STOP_GRACE_MS).unref();
}

function run(name, command, args, env) {
  const child = spawn(command, args, { cwd: ROOT, env, stdio: 'inherit' });
  children.add(child);
  child.on('error', (err) => {
    console.error(`[start] could not start ${name}: ${err.message}`);
    stopAll(1);
  });
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping) {
      console.error(`[start] ${name} exited (${signal ?? `code ${code}`}); stopping.`);
      stopAll(code ?? 1);
    } else if (children.size === 0) {
      process.exit(process.exitCode ?? 0);
    }
  });
  return child;
}

async function waitForHealth(url, child) {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || stopping) return false;
    try {
      const res = await fetch(`${url}/__demo/health`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

async function main() {
  process.on('SIGINT', () => stopAll(0));
  process.on('SIGTERM', () => stopAll(0));

  const distDir = process.env.NEXT_DIST_DIR || '.next';
  if (mode === 'start' && !existsSync(path.join(ROOT, distDir, 'BUILD_ID'))) {
    fail(`No production build found (${distDir}/BUILD_ID is missing). Run \`npm run build\` first, or use \`npm run dev\`.`);
  }
  for (const tool of useDemo ? ['next', 'tsx'] : ['next']) {
    if (!existsSync(bin(tool))) fail(`${bin(tool)} is missing. Run \`npm install\` first.`);
  }

  await checkPort(port, [undefined, '127.0.0.1'], 'dashboard, env PORT');
  let upstream = process.env.UPSTREAM_API_URL;
  if (useDemo) {
    await checkPort(demoPort, [demoHost], 'demo upstream, env DEMO_API_PORT');
    await checkPort(demoSmtpPort, [demoHost], "demo upstream's mail catcher, env DEMO_SMTP_PORT");
    const host = demoHost === '0.0.0.0' || demoHost === '::' ? '127.0.0.1' : demoHost;
    upstream = `http://${host.includes(':') ? `[${host}]` : host}:${demoPort}`;
    log(`UPSTREAM_API_URL is not set: starting the demo upstream on ${upstream}`);
    const demo = run('demo upstream', bin('tsx'), [path.join('demo-api', 'main.ts')], {
      ...process.env,
      DEMO_API_PORT: String(demoPort),
      DEMO_API_HOST: demoHost,
      DEMO_SMTP_PORT: String(demoSmtpPort),
      NODE_ENV: process.env.NODE_ENV ?? (mode === 'start' ? 'production' : 'development'),
    });
    if (!(await waitForHealth(upstream, demo))) {
      if (!stopping) {
        console.error(`[start] The demo upstream did not answer at ${upstream}/__demo/health within ${HEALTH_TIMEOUT_MS / 1000} s.`);
        stopAll(1);
      }
      return;
    }
  } else {
    log(`using the upstream at ${upstream}`);
  }

  // Production runs through scripts/serve.mjs: request ids, a JSON log line per request, graceful shutdown.
  const [name, command, args] =
    mode === 'start'
      ? ['dashboard', process.execPath, [...PRODUCTION_NODE_FLAGS, path.join('scripts', 'serve.mjs')]]
      : ['next dev', bin('next'), ['dev', '-p', String(port)]];
  log(`starting the ${name} (${mode}) on http://localhost:${port}`);
  run(name, command, args, {
    ...process.env,
    PORT: String(port),
    UPSTREAM_API_URL: upstream,
    // On the embedded demo the dashboard may generate its own session secret (with a warning).
    ...(useDemo ? { DEMO_MODE: '1', DEMO_SMTP_PORT: String(demoSmtpPort) } : {}),
  });
}

main().catch((err) => {
  console.error('[start]', err);
  stopAll(1);
});
