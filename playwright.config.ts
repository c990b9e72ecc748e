import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { E2E } from './tests/e2e/support/env';

/**
 * End-to-end tests drive a real Chromium against the production entry (scripts/serve.mjs) and the embedded demo upstream.
 * Debian's Chromium is used where it is installed (Playwright cannot download browsers on these
 * machines); elsewhere Playwright's own browser.
 */
const systemChromium = '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests/e2e',
  // One output folder per port base, so runs side by side do not delete each other's traces.
  outputDir: `test-results/${process.env.E2E_PORT ?? 3100}`,
  // Spec files run side by side, each worker on its own servers (global-setup.ts); a file's tests run
  // in order. One worker per core the run may use (`taskset -c 0`: one), as each worker's browser and
  // two servers keep a core busy; E2E_WORKERS overrides it.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? Math.max(1, availableParallelism())),
  retries: process.env.CI ? 1 : 0,
  // Every wait in the suite is for a condition; these bounds only stop a test that hangs. They are
  // sized for the slowest machine of this kind (about 3 times a fast one, docs/performance.md) and
  // stated here once, not raised test by test.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  // The JSON report's counts (passed, flaky, failed) go into `npm test`'s record (scripts/test.mjs).
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]],
  use: {
    baseURL: E2E.baseURL,
    // Recording a trace slows every page by about 40 % (measured): CI records one when it retries a
    // failed test; a local run keeps the trace of a failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // The dashboard's service worker (public/sw.js) would carry every navigation, out of page.route's and
    // the request events' sight: the suites see the network as it is; the offline test allows it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: existsSync(systemChromium) ? systemChromium : undefined,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--use-gl=angle',
        '--use-angle=swiftshader',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } }],
  // Each worker's demo upstream and dashboard (support/env.ts), started and stopped here.
  globalSetup: './tests/e2e/global-setup.ts',
});
