// Diagnosis, not a bench: N Lighthouse runs (mobile defaults) of each path as a role, printing TBT and the
// performance score of each run and their medians; each path's last report goes to /tmp/tbt-diag_<path>.json.
// SERVER_CPUS=1 moves the dashboard and the demo, with their threads (SERVER_PIDS=demo: the demo alone), to
// those CPUs after they start, to tell the browser's own work from the servers' when the run is pinned
// with taskset. BENCH_PORT / BENCH_DEMO_PORT as for the benches.
// Usage: taskset -c 0 npx tsx scripts/bench/diag/tbt-diag.mjs [--as admin@acme.test] [--runs 5] /login / /tags
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { launchChrome, lighthouseReport } from '../screens/lighthouse.mjs';
import { demoControl, signIn, startServers, tree } from '../servers.mjs';
import { median } from '../screens/targets.ts';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(name);
  if (i < 0) return fallback;
  const [, value] = args.splice(i, 2);
  return value;
};
const as = opt('--as', 'admin@acme.test');
const runs = Number(opt('--runs', '5'));
const servers = await startServers({ label: 'tbt-diag' });
try {
  if (process.env.SERVER_CPUS) {
    for (const pid of (process.env.SERVER_PIDS ?? 'dashboard,demo').split(',').map((k) => servers[`${k}Pid`])) {
      for (const p of tree(pid)) execFileSync('taskset', ['-a', '-cp', process.env.SERVER_CPUS, String(p)], { stdio: 'ignore' });
    }
  }
  await demoControl(servers.demoURL, 'POST', '/reset');
  const cookie = await signIn(servers.baseURL, as);
  const chrome = await launchChrome();
  try {
    for (const p of args) {
      const tbt = [];
      const perf = [];
      const rest = [];
      for (let i = 0; i < runs; i += 1) {
        const lhr = await lighthouseReport(chrome.port, `${servers.baseURL}${p}`, p === '/login' ? null : cookie, ['performance']);
        tbt.push(Math.round(lhr.audits['total-blocking-time'].numericValue));
        perf.push(Math.round(lhr.categories.performance.score * 100));
        const m = lhr.audits.metrics.details.items[0];
        rest.push(
          `FCP ${m.firstContentfulPaint} LCP ${m.largestContentfulPaint} SI ${m.speedIndex} (observed FCP ${m.observedFirstContentfulPaint} LCP ${m.observedLargestContentfulPaint})`,
        );
        writeFileSync(`/tmp/tbt-diag${p.replaceAll('/', '_')}.json`, JSON.stringify(lhr));
      }
      for (const r of rest) console.log(`  ${r}`);
      console.log(`${p}: TBT ${tbt.join(' ')} (median ${median(tbt)}), performance ${perf.join(' ')} (median ${median(perf)})`);
    }
  } finally {
    await chrome.kill();
  }
} finally {
  await servers.stop();
}
