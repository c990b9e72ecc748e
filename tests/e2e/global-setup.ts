import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { metricsProblems, scrapeMetrics } from '../../scripts/cluster/metrics.mjs';
import { assertPortFree, start, stop, waitForHttp } from '../../scripts/cluster/processes.mjs';
import { startOtlpReceiver } from '../../scripts/otlp-receiver.mjs';
import { ExportedText } from '../support/telemetry-secrets';
import { auditSecretLeaks, demoSecrets, mailSecretLeaks } from './support/audit-secrets';
import { E2E, serverPorts } from './support/env';
import { freePort } from '../support/free-port';

/**
 * One demo upstream and one dashboard (scripts/serve.mjs over the same build) for each worker, all started at once
 * before the first test and stopped after the last. A worker that Playwright restarts after a failed
 * test finds its pair still running; every spec file resets its demo in beforeAll. The servers' output
 * goes to test-results/servers/, read it when a test fails for a reason the page does not show.
 */
export default async function globalSetup(config: FullConfig) {
  const logs = join(dirname(config.configFile ?? '.'), 'test-results', 'servers');
  mkdirSync(logs, { recursive: true });
  const pairs = Array.from({ length: config.workers }, (_, index) => serverPorts(index));
  for (const { dashboard, demo } of pairs) {
    await assertPortFree(dashboard, `the dashboard of an end-to-end worker (E2E_PORT + worker)`);
    await assertPortFree(demo, `the demo upstream of an end-to-end worker (E2E_DEMO_PORT + worker)`);
  }

  // The dashboards export their spans here and serve metrics, so the secret scan covers both.
  const exported = new ExportedText();
  const receiver = await startOtlpReceiver({ onSpans: (spans) => exported.add(spans) });
  const telemetry = { otlp: receiver.url, metricsPorts: [] as number[] };
  for (let i = 0; i < pairs.length; i += 1) telemetry.metricsPorts.push(await freePort());
  const children = (
    await Promise.all(
      pairs.map((ports, i) => startPair(ports, logs, { otlp: telemetry.otlp, metricsPort: telemetry.metricsPorts[i] as number })),
    )
  ).flat();
  // A runner stopped before its teardown (Ctrl-C twice, a killed CI job) leaves no server behind.
  process.once('exit', () => children.forEach((child) => child.kill('SIGKILL')));
  return async () => {
    const scrapes = await Promise.all(telemetry.metricsPorts.map((port) => scrapeMetrics(port).then(({ families }) => families)));
    // Stopped gracefully, each dashboard flushes its last spans to the receiver.
    await Promise.all(children.map((child) => stop(child, { graceMs: 5_000 })));
    await receiver.close();
    const demoFiles = pairs.map(({ demo }) => join(tmpdir(), `broker-dashboard-e2e-${demo}`, 'demo.sqlite'));
    const fixed = [E2E.password, E2E.sessionSecret, E2E.fubSecret, E2E.credentialKey, E2E.vapid.privateKey];
    // No audit event, alert mail, span or metric label of the whole run may hold a secret the servers used.
    const secrets = [...demoSecrets(demoFiles, fixed)];
    const leaks = [
      ...auditSecretLeaks(
        pairs.map(({ dashboard }) => join(auditDir(dashboard), 'dashboard.sqlite')),
        demoFiles,
        fixed,
      ),
      ...mailSecretLeaks(demoFiles, new Set(secrets)),
      ...exported.leaks(secrets),
      ...scrapes.flatMap((families) => metricsProblems(families, { secrets })),
    ];
    if (leaks.length) throw new Error(`secrets in the audit log, a mail, a span or a metric label:\n${leaks.join('\n')}`);
  };
}

/** A dashboard's own audit log for the run (SQLite, the default store), wiped at the start. */
const auditDir = (dashboard: number) => join(tmpdir(), `broker-dashboard-e2e-audit-${dashboard}`);

async function startPair(
  { dashboard, demo }: { dashboard: number; demo: number },
  logs: string,
  telemetry: { otlp: string; metricsPort: number },
) {
  rmSync(auditDir(dashboard), { recursive: true, force: true });
  const demoURL = `http://127.0.0.1:${demo}`;
  const dataDir = join(tmpdir(), `broker-dashboard-e2e-${demo}`);
  rmSync(dataDir, { recursive: true, force: true });
  const upstream = start(`demo upstream :${demo}`, process.execPath, ['node_modules/tsx/dist/cli.mjs', 'demo-api/main.ts'], {
    env: { ...process.env, DEMO_API_PORT: String(demo), DEMO_DATA_DIR: dataDir, DEMO_PUBLIC_URL: demoURL },
    logFile: join(logs, `demo-${demo}.log`),
  });
  // The production entry (what `npm start` and the image run): request ids, forwarded-for, the request log.
  const app = start(`dashboard :${dashboard}`, process.execPath, ['scripts/serve.mjs'], {
    env: {
      ...process.env,
      PORT: String(dashboard),
      UPSTREAM_API_URL: demoURL,
      DEMO_MODE: '1',
      SESSION_SECRETS: E2E.sessionSecret,
      FUB_EMBED_SECRET: E2E.fubSecret,
      CREDENTIAL_KEYS: E2E.credentialKey,
      VAPID_PUBLIC_KEY: E2E.vapid.publicKey,
      VAPID_PRIVATE_KEY: E2E.vapid.privateKey,
      LOG_LEVEL: 'silent',
      // The suite signs in hundreds of times from one address; the per-email limit stays as shipped.
      SIGNIN_LIMIT_PER_ADDRESS: '1000000',
      // Tests that change a toggle or the template upstream wait for the dashboard's cached app data
      // to expire: 2 s here instead of the shipped 30 (tests/integration covers the cache itself).
      APP_CACHE_SECONDS: '2',
      DATABASE_FILE: join(auditDir(dashboard), 'dashboard.sqlite'),
      AUDIT_QUEUE_DIR: join(auditDir(dashboard), 'queue'),
      OTEL_EXPORTER_OTLP_ENDPOINT: telemetry.otlp,
      METRICS_PORT: String(telemetry.metricsPort),
    },
    logFile: join(logs, `dashboard-${dashboard}.log`),
  });
  await Promise.all([waitForHttp(`${demoURL}/__demo/health`, upstream), waitForHttp(`http://localhost:${dashboard}/login`, app)]);
  return [app, upstream];
}
