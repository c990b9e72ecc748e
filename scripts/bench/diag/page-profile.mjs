// Diagnosis, not a bench: the dashboard's CPU profile while it serves one page N times in a row, and the
// functions and files that took the most self time. BENCH_PORT / BENCH_DEMO_PORT as for the benches.
// Usage: npx node scripts/bench/diag/page-profile.mjs /insights [200] [admin@acme.test]
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { demoControl, signIn, startServers, treeCpuMs } from '../servers.mjs';

const [pagePath = '/insights', n = '200', email = 'admin@acme.test'] = process.argv.slice(2);
const dir = '/tmp/page-profile';
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
const servers = await startServers({ label: 'page-profile', dashboardNodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`] });
let cpu = 0;
try {
  await demoControl(servers.demoURL, 'POST', '/reset');
  const cookie = await signIn(servers.baseURL, email);
  const get = async () => {
    const res = await fetch(`${servers.baseURL}${pagePath}`, { headers: { Cookie: cookie } });
    await res.text();
    if (res.status !== 200) throw new Error(`${pagePath}: ${res.status}`);
  };
  for (let i = 0; i < 20; i += 1) await get();
  const before = treeCpuMs(servers.dashboardPid);
  const t0 = performance.now();
  for (let i = 0; i < Number(n); i += 1) await get();
  cpu = (treeCpuMs(servers.dashboardPid) - before) / Number(n);
  console.log(
    `${pagePath}: ${n} requests, ${((performance.now() - t0) / Number(n)).toFixed(1)} ms each, dashboard CPU ${cpu.toFixed(2)} ms a request`,
  );
} finally {
  await servers.stop();
}
const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
if (file) {
  const prof = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  const self = new Map();
  const byId = new Map(prof.nodes.map((node) => [node.id, node]));
  const dt = new Map();
  prof.samples.forEach((id, i) => dt.set(id, (dt.get(id) ?? 0) + (prof.timeDeltas[i] ?? 0)));
  const byFile = new Map();
  for (const [id, us] of dt) {
    const f = byId.get(id).callFrame;
    const where = `${f.functionName || '(anon)'} ${f.url.replace(/^.*\/(node_modules|\.next)\//, '$1/')}:${f.lineNumber}`;
    self.set(where, (self.get(where) ?? 0) + us);
    const u = f.url.replace(/^.*\/(node_modules\/[^/]+|\.next\/server\/chunks\/ssr|\.next\/server)\/.*$/, '$1') || f.functionName;
    byFile.set(u, (byFile.get(u) ?? 0) + us);
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const top = (m, k) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, k)
      .map(([w, us]) => `${((100 * us) / total).toFixed(1).padStart(5)} %  ${w}`)
      .join('\n');
  console.log(`self time by function:\n${top(self, 25)}\n\nby place:\n${top(byFile, 12)}`);
}
