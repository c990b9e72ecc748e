import type { AreaTables } from '../../db/schema';

/** The user detail's own tables, children first (the wipe order). Favorites, saved searches, events and agent changes are the app area's. */
export const USER_DETAIL_TABLES = ['agent_notes', 'scheduled_viewings', 'protected_users'] as const;

export const tables: AreaTables = {
  wipe: [...USER_DETAIL_TABLES],
  sql: `
-- The agent's private notes on an end user (one text per user), and who wrote them last.
CREATE TABLE IF NOT EXISTS agent_notes (
  user_id INTEGER PRIMARY KEY,
  notes TEXT NOT NULL,
  updated_at INTEGER NOT NULL,
  updated_by INTEGER
);

-- Viewings an end user scheduled from the app: a listing, a time, a status.
CREATE TABLE IF NOT EXISTS scheduled_viewings (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL,
  listing_key TEXT NOT NULL,
  time INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('requested', 'confirmed', 'canceled')),
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS scheduled_viewings_user ON scheduled_viewings (user_id, time);

-- End users never offered 'Make inactive' (the app-store review account).
CREATE TABLE IF NOT EXISTS protected_users (
  user_id INTEGER PRIMARY KEY
);
`,
};
