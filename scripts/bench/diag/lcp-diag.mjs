// Diagnosis, not a bench: Lighthouse (mobile defaults) on the given paths as the given role, printing each
// page's LCP, FCP, the LCP element and its phases; the whole report goes to /tmp/lhr_<path>.json. BENCH_PORT / BENCH_DEMO_PORT as for the benches.
// BENCH_BROWSER_THROTTLING=devtools applies the throttling instead of simulating it, as for the bench.
// Usage: npx tsx scripts/bench/diag/lcp-diag.mjs [--as agent@acme.test] /tags /users ...
import { writeFileSync } from 'node:fs';
import { launchChrome, lighthouseReport } from '../screens/lighthouse.mjs';
import { demoControl, signIn, startServers } from '../servers.mjs';

const args = process.argv.slice(2);
const as = args[0] === '--as' ? args[1] : 'admin@acme.test';
const paths = args[0] === '--as' ? args.slice(2) : args;
const servers = await startServers({ label: 'lcp-diag' });
try {
  await demoControl(servers.demoURL, 'POST', '/reset');
  const cookie = await signIn(servers.baseURL, as);
  const chrome = await launchChrome();
  try {
    for (const p of paths) {
      const lhr = await lighthouseReport(chrome.port, `${servers.baseURL}${p}`, cookie, ['performance']);
      const a = lhr.audits;
      const items = a['lcp-breakdown-insight']?.details?.items ?? [];
      const phases = items[0]?.items?.map((i) => `${i.subpart} ${Math.round(i.duration)}`).join(', ');
      const node = items[1];
      writeFileSync(`/tmp/lhr${p.replaceAll('/', '_')}.json`, JSON.stringify(lhr));
      const m = a.metrics?.details?.items?.[0] ?? {};
      console.log(
        `${p} observed FCP ${Math.round(m.observedFirstContentfulPaint)} LCP ${Math.round(m.observedLargestContentfulPaint)} DCL ${Math.round(m.observedDomContentLoaded)}`,
      );
      console.log(
        `${p} LCP ${Math.round(a['largest-contentful-paint'].numericValue)} FCP ${Math.round(a['first-contentful-paint'].numericValue)} | ${node?.snippet?.slice(0, 70)} "${node?.nodeLabel?.slice(0, 50)}" ${node?.boundingRect?.width}x${node?.boundingRect?.height} | ${phases}`,
      );
    }
  } finally {
    // A failed run (a screen that sends the role away) must not leave its Chromium behind.
    await chrome.kill();
  }
} finally {
  await servers.stop();
}
