import type { AreaTables } from '../../db/schema';

/** Sign-in tokens and the CRM embed accounts. */
export const tables: AreaTables = {
  wipe: ['sso_tokens', 'crm_accounts'],
  sql: `
CREATE TABLE IF NOT EXISTS sso_tokens (
  token TEXT PRIMARY KEY,
  stack_id TEXT NOT NULL,
  email TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);

CREATE TABLE IF NOT EXISTS crm_accounts (domain TEXT PRIMARY KEY, stack_id TEXT NOT NULL);
`,
};
