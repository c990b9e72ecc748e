import { existsSync } from 'node:fs';
import path from 'node:path';
import { config, ConfigError } from '@/server/config';
import { sweepStaleUploads } from '@/server/files/csv-upload';

try {
  config();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}

// An earlier version kept the audit log in data/audit.sqlite: never start beside it on an empty store.
const earlier = path.resolve('data/audit.sqlite');
const { store } = config();
if (store.kind === 'sqlite' && !process.env.DATABASE_FILE && existsSync(earlier) && !existsSync(store.file)) {
  console.error(
    `Invalid configuration:\n  DATABASE_FILE: ${earlier} holds the audit log of an earlier version: move it to ${store.file}, or set DATABASE_FILE=${earlier}`,
  );
  process.exit(1);
}

// Upload files a crashed process left in the temporary folder; best effort, never delays start-up.
void sweepStaleUploads()
  .then((n) => {
    if (n > 0) console.info(`[startup] removed ${n} stale upload file(s) from the temporary folder`);
  })
  .catch(() => undefined);

// The audit store's migrations run now, so the first staff action finds its table; a store that is down
// is tried again on first use (its events wait on disk meanwhile).
void import('@/server/audit/log').then(({ startAudit }) => startAudit());

// The metrics port's app metrics (server/metrics.ts) exist from the start, so a scrape shows the audit
// counts before any upstream call or refused sign-in; nothing when METRICS_PORT is unset.
void import('@/server/metrics').then(({ metrics }) => metrics());

// Lead routing acts when nobody is signed in: every instance runs the engine's loop (the store decides
// who acts). In demo mode acme starts with routing on, once the demo upstream answers.
void import('@/server/routing/engine').then(({ startRouting }) => startRouting());
// Agent alerts ride the same pattern: every instance runs the loop, the store decides who sends.
void import('@/server/agent-alerts/engine').then(({ startAlerts }) => startAlerts());
if (config().demo) {
  void import('@/server/routing/demo-start').then(async ({ startDemoRouting }) => {
    for (let attempt = 1; attempt <= 30; attempt++) {
      try {
        await startDemoRouting(process.env.PORT ?? '3000');
        return;
      } catch (err) {
        if (attempt === 30) console.warn(`[startup] demo lead routing not set up: ${err instanceof Error ? err.message : String(err)}`);
        await new Promise((r) => setTimeout(r, 2_000));
      }
    }
  });
}
