import type { AreaTables } from '../../db/schema';

/**
 * CRM integrations: the app's (agent_id NULL) or an agent's own. A saved integration is checked on the demo
 * clock: checking until saved_at + the check time (never when stuck = 1), then running or an error.
 */
export const tables: AreaTables = {
  wipe: ['rollout_keys', 'integrations'],
  sql: `
CREATE TABLE IF NOT EXISTS integrations (
  id INTEGER PRIMARY KEY,
  stack_id TEXT NOT NULL,
  agent_id INTEGER,
  name TEXT,
  api_url TEXT,
  api_key TEXT,
  username TEXT,
  password TEXT,
  site_id TEXT,
  active INTEGER NOT NULL DEFAULT 0,
  sync_checked INTEGER NOT NULL DEFAULT 0,
  error TEXT,
  saved_at INTEGER NOT NULL,
  stuck INTEGER NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX IF NOT EXISTS integrations_owner ON integrations (stack_id, IFNULL(agent_id, 0));
-- The CRM widget's connection key per app (deleted = 1 once disconnected).
CREATE TABLE IF NOT EXISTS rollout_keys (stack_id TEXT PRIMARY KEY, app_key TEXT NOT NULL, connection_id TEXT NOT NULL, deleted INTEGER NOT NULL DEFAULT 0, saved_at INTEGER NOT NULL);
`,
};
