import type { AreaTables } from '../../db/schema';

/** Agents' alert and global preferences. */
export const tables: AreaTables = {
  wipe: ['prefs'],
  sql: `
CREATE TABLE IF NOT EXISTS prefs (
  user_id INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('prefs', 'global')),
  data TEXT NOT NULL,
  PRIMARY KEY (user_id, kind)
);
`,
};
