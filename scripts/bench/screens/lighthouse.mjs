// One Chromium for Lighthouse, and one run of a page with Lighthouse's default (mobile) settings:
// simulated slow 4G and 4× CPU slowdown. A signed-in page gets the session cookie as a header.
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { onCpus } from '../cpus.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

/**
 * Lighthouse's default simulates slow 4G and 4× CPU from a fast load; BENCH_BROWSER_THROTTLING=devtools
 * imposes the same for real. The simulated LCP counts every request and task that finished before the
 * observed paint, a race on loopback (docs/performance.md); the applied one is a phone's load, slower to run.
 */
export const THROTTLING = process.env.BENCH_BROWSER_THROTTLING === 'devtools' ? 'devtools' : 'simulate';

// Headless, no background hosts to reach offline, and WebGL2 through SwiftShader for the maps (the
// end-to-end tests' flags, playwright.config.ts).
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--use-gl=angle',
  '--use-angle=swiftshader',
];

/** Chrome for Lighthouse: CHROME_PATH, else Debian's, else the launcher's pick; with `cpus`, run there only. */
export async function launchChrome({ cpus } = {}) {
  const chromePath = process.env.CHROME_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  if (!cpus) return chromeLauncher.launch({ chromeFlags: CHROME_FLAGS, chromePath });
  return chromeLauncher.launch({ chromeFlags: CHROME_FLAGS, chromePath: onCpus(chromePath ?? chromeLauncher.getChromePath(), cpus) });
}

/**
 * The bench runs offline, on loopback: a host the machine cannot resolve can only be a third party's,
 * e.g. Follow Up Boss's embedded-apps script on /fub, which a connected browser loads. That one console
 * error is not counted; a refused script (CSP) or any other error still is.
 */
const OFFLINE_CONFIG = {
  extends: 'lighthouse:default',
  audits: [{ path: 'errors-in-console', options: { ignoredPatterns: ['net::ERR_NAME_NOT_RESOLVED'] } }],
};

const score = (lhr, category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

/**
 * Lighthouse's report (lhr) of `url` for `categories`. Throws when the run failed or landed elsewhere (a
 * redirect would measure another screen).
 */
export async function lighthouseReport(chromePort, url, cookie, categories = CATEGORIES) {
  const result = await lighthouse(
    url,
    {
      port: chromePort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
      throttlingMethod: THROTTLING,
      extraHeaders: cookie ? { Cookie: cookie } : undefined,
    },
    OFFLINE_CONFIG,
  );
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`${url}: Lighthouse gave no result`);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const landed = new URL(lhr.finalDisplayedUrl);
  const wanted = new URL(url);
  if (landed.pathname !== wanted.pathname) throw new Error(`${url}: Lighthouse landed on ${landed.pathname}`);
  return lhr;
}

/** One Lighthouse run of `url`, as an Audit of targets.ts. */
export async function lighthouseRun(chromePort, url, cookie) {
  const lhr = await lighthouseReport(chromePort, url, cookie);
  // The accessibility and best-practices audits that cost points, so a miss says what to fix.
  const failing = ['accessibility', 'best-practices'].flatMap((c) =>
    (lhr.categories[c]?.auditRefs ?? []).filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id),
  );
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    best_practices: score(lhr, 'best-practices'),
    tbt_ms: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    lcp_ms: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
    failing,
  };
}
