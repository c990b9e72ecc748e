import { config, ConfigError } from '@/server/config';
import { sweepStaleUploads } from '@/server/csv-upload';

try {
  config();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
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
