import type { AreaTables } from '../../db/schema';

/** Mortgage Pros of the app, an office or an agent. */
export const tables: AreaTables = {
  wipe: ['mortgage_pros'],
  sql: `
-- level 'app' (target_id 0), 'office' (an office id) or 'agent' (a users id).
CREATE TABLE IF NOT EXISTS mortgage_pros (
  id INTEGER PRIMARY KEY,
  stack_id TEXT NOT NULL,
  level TEXT NOT NULL CHECK (level IN ('app', 'office', 'agent')),
  target_id INTEGER NOT NULL DEFAULT 0,
  display_name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT,
  web TEXT,
  company TEXT,
  license_number TEXT NOT NULL,
  photo TEXT,
  UNIQUE (stack_id, level, target_id)
);
`,
};
