import type { AreaTables } from '../../db/schema';

/** Each dashboard user's own automation beta switch (the brokerage's own is in app_settings). */
export const tables: AreaTables = {
  wipe: ['user_automation'],
  sql: `
CREATE TABLE IF NOT EXISTS user_automation (
  user_id INTEGER PRIMARY KEY,
  automation_beta INTEGER NOT NULL DEFAULT 0
);
`,
};
