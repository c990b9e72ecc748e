import { createHash } from 'node:crypto';

/** The tables of one area: its CREATE statements, its table names in wipe order (children first), and bulk-load indexes. */
export type AreaTables = { sql: string; wipe: readonly string[]; bulkIndexes?: readonly string[] };

/** The whole database: every area's tables after the shared ones, and a version that follows the SQL. */
export type DbSchema = { sql: string; tables: readonly string[]; bulkIndexes: readonly string[]; version: number };

/** Shared by every area: the seed's own facts, the messages a real upstream would send and the webhooks it posted. */
const BASE: AreaTables = {
  wipe: ['webhook_deliveries', 'outbox', 'meta'],
  sql: `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

-- What a real upstream would send: e-mails, pushes and text messages; and 'mail', what the demo's SMTP
-- listener received (demo-api/smtp.ts: the dashboard's own alert e-mails), with its sender and HTML part.
CREATE TABLE IF NOT EXISTS outbox (
  id INTEGER PRIMARY KEY,
  stack_id TEXT,
  kind TEXT NOT NULL CHECK (kind IN ('email', 'push', 'sms', 'mail')),
  from_addr TEXT,
  to_addr TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  html TEXT,
  -- A caught mail's header lines as they arrived (JSON list), to see what a mail carries beyond its words.
  headers TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS outbox_to ON outbox (lower(to_addr));

-- Every user webhook the upstream posted (demo-api/webhooks.ts): status is the last attempt's HTTP
-- status, 'error' (no answer), 'dropped' (lost on purpose, never sent) or 'pending'; at = the last change.
CREATE TABLE IF NOT EXISTS webhook_deliveries (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  stack_id TEXT NOT NULL,
  user_id INTEGER NOT NULL,
  event TEXT NOT NULL CHECK (event IN ('created', 'updated', 'activity')),
  url TEXT NOT NULL,
  attempts INTEGER NOT NULL,
  status TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS webhook_deliveries_stack ON webhook_deliveries (stack_id, seq);
`,
};

/**
 * Join the areas' tables (in the contract's area order) after the shared ones. The version is a hash
 * of all the SQL, so any schema change rebuilds an older data dir from the seed without a manual bump.
 */
export function buildSchema(areas: readonly AreaTables[]): DbSchema {
  const sql = [BASE, ...areas].map((a) => a.sql).join('\n');
  return {
    sql,
    // Wiped children first: later areas build on earlier ones, the shared tables go last.
    tables: [...[...areas].reverse().flatMap((a) => a.wipe), ...BASE.wipe],
    bulkIndexes: areas.flatMap((a) => a.bulkIndexes ?? []),
    // user_version is a signed 32-bit integer: 28 bits of the hash fit, and never 0 (a fresh file).
    version: (parseInt(createHash('sha256').update(sql).digest('hex').slice(0, 7), 16) % 0xfffffff) + 1,
  };
}
