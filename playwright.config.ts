import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DASHBOARD_PORT, DEMO_PORT, E2E } from './tests/e2e/support/env';

/**
 * End-to-end tests drive a real Chromium against `next start` and the embedded demo upstream.
 * Debian's Chromium is used where it is installed (Playwright cannot download browsers on these
 * machines); elsewhere Playwright's own browser.
 */
const systemChromium = '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests/e2e',
  // One output folder per port pair, so runs side by side do not delete each other's traces.
  outputDir: `test-results/${DASHBOARD_PORT}`,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: E2E.baseURL,
    // Recording a trace slows every page by about 40 % (measured): CI records one when it retries a
    // failed test; a local run keeps the trace of a failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
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
  webServer: [
    {
      command: 'node node_modules/tsx/dist/cli.mjs demo-api/main.ts',
      url: `${E2E.demoURL}/__demo/health`,
      env: {
        DEMO_API_PORT: String(DEMO_PORT),
        DEMO_DATA_DIR: join(tmpdir(), `broker-dashboard-e2e-${DEMO_PORT}`),
        DEMO_PUBLIC_URL: E2E.demoURL,
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
    },
    {
      command: `node node_modules/next/dist/bin/next start -p ${DASHBOARD_PORT}`,
      url: `${E2E.baseURL}/login`,
      env: {
        UPSTREAM_API_URL: E2E.demoURL,
        DEMO_MODE: '1',
        SESSION_SECRETS: E2E.sessionSecret,
        FUB_EMBED_SECRET: E2E.fubSecret,
        LOG_LEVEL: 'silent',
        // The suite signs in hundreds of times from one address; the per-email limit stays as shipped.
        SIGNIN_LIMIT_PER_ADDRESS: '1000000',
        // Tests that change a toggle or the template upstream wait for the dashboard's cached app data
        // to expire: 2 s here instead of the shipped 30 (tests/integration covers the cache itself).
        APP_CACHE_SECONDS: '2',
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
    },
  ],
});
