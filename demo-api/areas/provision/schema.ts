import type { AreaTables } from '../../db/schema';

/** The apps' agent sign-up links and the sign-ups already made (by idempotency key). */
export const tables: AreaTables = {
  wipe: ['provision_signups', 'provision_links'],
  sql: `
CREATE TABLE IF NOT EXISTS provision_links (
  provision_id TEXT PRIMARY KEY,
  uri TEXT NOT NULL,
  stack_id TEXT NOT NULL,
  -- 'open', 'disabled' (the link is switched off) or 'broken' (the upstream fails without a message).
  state TEXT NOT NULL DEFAULT 'open',
  -- A path of the demo's payment page; NULL while the brokerage's payment setup is not complete.
  payment_path TEXT
);
CREATE TABLE IF NOT EXISTS provision_signups (
  idempotency_key TEXT PRIMARY KEY,
  provision_id TEXT NOT NULL,
  user_id INTEGER NOT NULL
);
`,
};
