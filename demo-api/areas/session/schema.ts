import type { AreaTables } from '../../db/schema';

/** One api key per sign-in, revocable on its own. */
export const tables: AreaTables = {
  wipe: ['session_keys'],
  sql: `
-- One api key per sign-in (login, SSO, CRM embed), so signing out (POST /logout) can revoke exactly that
-- session; the stable per-account key in users.api_key keeps working (key restore, scripts, tests).
CREATE TABLE IF NOT EXISTS session_keys (
  api_key TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  revoked_at INTEGER
);
CREATE INDEX IF NOT EXISTS session_keys_user ON session_keys (user_id);
`,
};
