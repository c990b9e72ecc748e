import type { AreaTables } from '../../db/schema';

/** Featured listings: an agent's (agent_id) or the app's (agent_id NULL), manual or automatic, shown or hidden. */
export const tables: AreaTables = {
  wipe: ['featured_listings'],
  sql: `
CREATE TABLE IF NOT EXISTS featured_listings (
  id INTEGER PRIMARY KEY,
  stack_id TEXT NOT NULL,
  listing_key TEXT NOT NULL,
  agent_id INTEGER,
  manual INTEGER NOT NULL,
  active INTEGER NOT NULL DEFAULT 1,
  status TEXT NOT NULL,
  views INTEGER NOT NULL DEFAULT 0,
  additional_remarks TEXT,
  added_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS featured_listings_app ON featured_listings (stack_id, agent_id);
`,
};
