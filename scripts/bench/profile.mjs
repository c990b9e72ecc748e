// `node scripts/bench/profile.mjs [path ...]`: where the dashboard's CPU goes on a page. Starts the
// servers as the bench does with the dashboard under `node --cpu-prof`, loads each path with
// autocannon (PROFILE_CONNECTIONS, 8; PROFILE_SECONDS, 10), stops the dashboard (which writes the
// profile) and prints CPU ms per request and the heaviest functions and packages by self time.
// Env as the bench: NEXT_DIST_DIR, BENCH_PORT, BENCH_DEMO_PORT. Profiles go to PROFILE_DIR; PROFILE_AS
// signs in another demo account (admin@acme.test by default).
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { load, round } from './probe.mjs';
import { demoControl, signIn, startServers, treeCpuMs } from './servers.mjs';

const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];
const CONNECTIONS = Number(process.env.PROFILE_CONNECTIONS ?? 8);
const SECONDS = Number(process.env.PROFILE_SECONDS ?? 10);
const dir = process.env.PROFILE_DIR ?? path.join(tmpdir(), `broker-dashboard-profile-${Date.now()}`);
mkdirSync(dir, { recursive: true });

/**
 * Self time (ms) per function and per package (or app chunk) of one .cpuprofile within one load run's
 * window (V8's sample clock and process.hrtime are both the monotonic clock), heaviest first.
 */
function summarize(prof, { path: p, from, to, requests }) {
  const byId = new Map(prof.nodes.map((n) => [n.id, n]));
  const self = new Map();
  let t = prof.startTime;
  prof.samples.forEach((id, i) => {
    t += prof.timeDeltas[i] ?? 0;
    if (t >= from && t <= to) self.set(id, (self.get(id) ?? 0) + (prof.timeDeltas[i] ?? 0) / 1000);
  });
  const fns = new Map();
  const pkgs = new Map();
  for (const [id, ms] of self) {
    const { functionName, url, lineNumber } = byId.get(id).callFrame;
    const where = url.replace(/^file:\/\//, '').replace(/.*node_modules\//, '');
    const pkg = url.includes('node_modules/')
      ? where
          .split('/')
          .slice(0, where.startsWith('@') ? 2 : 1)
          .join('/')
      : url
        ? where.split('/').slice(-2).join('/')
        : `(${functionName || 'native'})`;
    const fn = `${functionName || '(anonymous)'} ${where.split('/').slice(-3).join('/')}:${lineNumber + 1}`;
    fns.set(fn, (fns.get(fn) ?? 0) + ms);
    pkgs.set(pkg, (pkgs.get(pkg) ?? 0) + ms);
  }
  const top = (m, n) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(
        ([k, ms]) =>
          `  ${round(ms / requests, 3)
            .toString()
            .padStart(7)} ms/req  ${k}`,
      );
  console.log(`\n${p}, by package or chunk (self time per request):\n${top(pkgs, Number(process.env.PROFILE_TOP ?? 20)).join('\n')}`);
  console.log(`\n${p}, by function (self time per request):\n${top(fns, 30).join('\n')}`);
}

const servers = await startServers({ label: 'profile', dashboardNodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`] });
const usNow = () => Number(process.hrtime.bigint() / 1000n);
const windows = [];
try {
  await demoControl(servers.demoURL, 'POST', '/reset');
  const cookie = await signIn(servers.baseURL, process.env.PROFILE_AS ?? 'admin@acme.test');
  for (const p of paths) {
    // The warm-up runs outside the window the summary reads.
    const opts = { url: `${servers.baseURL}${p}`, headers: { Cookie: cookie }, connections: CONNECTIONS, warmupSeconds: 0 };
    await load({ ...opts, seconds: 2 });
    const from = usNow();
    const cpu0 = treeCpuMs(servers.dashboardPid);
    const r = await load({ ...opts, seconds: SECONDS });
    const cpu = treeCpuMs(servers.dashboardPid) - cpu0;
    windows.push({ path: p, from, to: usNow(), requests: r.requests });
    console.log(
      `${p}: ${round(r.rps)} req/s, p50 ${r.p50_ms} ms, ${r.non2xx} non-2xx; dashboard CPU ${round(cpu / r.requests, 2)} ms/request`,
    );
  }
} finally {
  await servers.stop();
}
const profiles = readdirSync(dir)
  .filter((f) => f.endsWith('.cpuprofile'))
  .map((f) => path.join(dir, f));
const biggest = profiles.sort((a, b) => readFileSync(b).length - readFileSync(a).length);
console.log(`profiles in ${dir}: ${profiles.length}`);
if (biggest[0]) {
  const prof = JSON.parse(readFileSync(biggest[0], 'utf8'));
  for (const w of windows) summarize(prof, w);
}
