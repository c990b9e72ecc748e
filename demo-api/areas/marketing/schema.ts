import type { AreaTables } from '../../db/schema';

/** Marketing analytics events (copies of the web IDX embed code). */
export const tables: AreaTables = {
  wipe: ['marketing_events'],
  sql: `
CREATE TABLE IF NOT EXISTS marketing_events (
  id INTEGER PRIMARY KEY,
  stack_id TEXT NOT NULL,
  user_id INTEGER NOT NULL,
  event TEXT NOT NULL,
  source TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
`,
};
