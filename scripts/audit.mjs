// `npm run audit`: Lighthouse (desktop preset) on /login and on the home page signed in as admin,
// against `next start` over an existing build and the demo upstream, on loopback. Prints the
// performance, accessibility and best-practices scores, writes bench/results/audit.json, and exits 1
// when a score is under 95. Env: NEXT_DIST_DIR, BENCH_PORT, BENCH_DEMO_PORT (see scripts/bench/servers.mjs),
// CHROME_PATH (Debian's /usr/bin/chromium by default).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { writePerfTable } from './bench/perf-table.mjs';
import { demoControl, machine, ROOT, signIn, startServers } from './bench/servers.mjs';

const TARGET = 95;
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function describeItem(item) {
  if (item.description) return `${item.description}${item.sourceLocation?.url ? ` (${item.sourceLocation.url})` : ''}`;
  if (item.issueType) return `${item.issueType}: ${JSON.stringify(item.subItems?.items ?? item).slice(0, 600)}`;
  return JSON.stringify(item).slice(0, 300);
}

async function audit(chromePort, url, headers) {
  const result = await lighthouse(
    url,
    { port: chromePort, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, extraHeaders: headers, disableStorageReset: false },
    desktopConfig,
  );
  const lhr = result.lhr;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, lhr.categories[c]?.score === null ? null : Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
  );
  // What cost points, so a missed target says why.
  const failing = Object.values(lhr.audits)
    .filter(
      (a) =>
        a.score !== null &&
        a.score < 0.9 &&
        a.scoreDisplayMode !== 'informative' &&
        a.scoreDisplayMode !== 'notApplicable' &&
        a.scoreDisplayMode !== 'manual',
    )
    .map((a) => ({
      id: a.id,
      score: a.score,
      value: a.displayValue ?? null,
      // The console errors and browser issues themselves: a score alone does not say what to fix.
      items: ['errors-in-console', 'inspector-issues'].includes(a.id) ? (a.details?.items ?? []).map(describeItem) : undefined,
    }));
  const metrics = Object.fromEntries(
    ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'].map((id) => [
      id,
      lhr.audits[id]?.displayValue ?? null,
    ]),
  );
  return { url: lhr.finalDisplayedUrl, scores, metrics, failing };
}

async function main() {
  process.env.CHROME_PATH ||= existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : '';
  const servers = await startServers({ label: 'audit' });
  let chrome = null;
  try {
    await demoControl(servers.demoURL, 'POST', '/reset');
    const cookie = await signIn(servers.baseURL, 'admin@acme.test');
    chrome = await chromeLauncher.launch({ chromeFlags: CHROME_FLAGS, chromePath: process.env.CHROME_PATH || undefined });
    const pages = [
      { name: '/login', url: `${servers.baseURL}/login`, headers: {} },
      { name: '/ (admin)', url: `${servers.baseURL}/`, headers: { Cookie: cookie } },
    ];
    const results = [];
    for (const p of pages) {
      console.log(`[audit] ${p.name}`);
      results.push({ name: p.name, ...(await audit(chrome.port, p.url, p.headers)) });
    }
    const targets = results.flatMap((r) =>
      CATEGORIES.map((c) => ({ name: `${r.name} ${c}`, target: `≥ ${TARGET}`, value: r.scores[c], met: (r.scores[c] ?? 0) >= TARGET })),
    );
    const out = { machine: machine(), at: new Date().toISOString(), preset: 'desktop', results, targets };
    mkdirSync(path.join(ROOT, 'bench', 'results'), { recursive: true });
    writeFileSync(path.join(ROOT, 'bench', 'results', 'audit.json'), `${JSON.stringify(out, null, 2)}\n`);
    writePerfTable();

    console.log(`\n${'page'.padEnd(12)} ${CATEGORIES.map((c) => c.padStart(15)).join('')}`);
    for (const r of results) console.log(`${r.name.padEnd(12)} ${CATEGORIES.map((c) => String(r.scores[c]).padStart(15)).join('')}`);
    for (const r of results) {
      console.log(
        `\n${r.name}: ${Object.entries(r.metrics)
          .map(([k, v]) => `${k} ${v}`)
          .join(', ')}`,
      );
      for (const f of r.failing) {
        console.log(`  below 0.9: ${f.id}${f.value ? ` (${f.value})` : ''}`);
        for (const item of f.items ?? []) console.log(`    ${item}`);
      }
    }
    const missed = targets.filter((t) => !t.met);
    console.log(
      missed.length
        ? `\n[audit] under ${TARGET}: ${missed.map((t) => `${t.name} ${t.value}`).join(', ')}`
        : `\n[audit] every score is ${TARGET} or more`,
    );
    console.log(`[audit] load average ${machine().load_average.join(' / ')}; wrote bench/results/audit.json`);
    if (missed.length) process.exitCode = 1;
  } finally {
    if (chrome) await chrome.kill();
    await servers.stop();
  }
}

main().catch((err) => {
  console.error(`[audit] ${err instanceof Error ? err.stack : err}`);
  process.exitCode = 1;
});
