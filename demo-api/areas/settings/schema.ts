import type { AreaTables } from '../../db/schema';

/** Each app's settings and webhooks. */
export const tables: AreaTables = {
  wipe: ['webhooks', 'app_settings'],
  sql: `
CREATE TABLE IF NOT EXISTS app_settings (
  stack_id TEXT PRIMARY KEY,
  brokerage_name TEXT NOT NULL,
  dmca_link TEXT,
  featured_mode TEXT NOT NULL DEFAULT 'agent',
  automation_beta INTEGER NOT NULL DEFAULT 0,
  join_link TEXT,
  fair_housing_mode TEXT NOT NULL DEFAULT 'warn'
);
CREATE TABLE IF NOT EXISTS webhooks (
  id INTEGER PRIMARY KEY,
  stack_id TEXT NOT NULL,
  type TEXT NOT NULL,
  url TEXT NOT NULL
);
`,
};
