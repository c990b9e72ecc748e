import type { AreaTables } from '../../db/schema';

/** The apps, their end users and listings with the activity the statistics count, and the help items. */
export const tables: AreaTables = {
  wipe: ['agent_changes', 'saved_searches', 'favorites', 'logins', 'events', 'end_users', 'listings', 'help_items', 'apps'],
  // The seed drops these, bulk-inserts the activity, then builds them once (faster).
  bulkIndexes: [
    'events_app_time',
    'events_app_type_time',
    'events_user_time',
    'logins_app_time',
    'logins_user_time',
    'end_users_created',
    'end_users_agent',
    'end_users_email',
  ],
  sql: `
CREATE TABLE IF NOT EXISTS apps (
  stack_id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  template TEXT NOT NULL DEFAULT 'default',
  toggles TEXT NOT NULL,
  strings TEXT NOT NULL,
  plan_limit INTEGER NOT NULL,
  payments INTEGER NOT NULL,
  theme_color TEXT NOT NULL,
  mpro_allow_agents INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE IF NOT EXISTS listings (
  listing_key TEXT PRIMARY KEY,
  full_address TEXT NOT NULL,
  city TEXT NOT NULL,
  state TEXT NOT NULL,
  zip TEXT NOT NULL,
  price REAL NOT NULL,
  beds INTEGER,
  baths REAL,
  lot_size TEXT,
  listing_date INTEGER,
  description TEXT,
  details TEXT NOT NULL,
  photo_count INTEGER NOT NULL,
  mls_disclaimer TEXT
);

-- End users of the mobile app (buyers and leads); agent_id NULL = unassigned.
CREATE TABLE IF NOT EXISTS end_users (
  id INTEGER PRIMARY KEY,
  stack_id TEXT NOT NULL,
  agent_id INTEGER,
  display_name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT,
  photo TEXT,
  created_at INTEGER NOT NULL,
  last_login INTEGER,
  -- 0 after 'Make inactive' on the user detail page.
  active INTEGER NOT NULL DEFAULT 1,
  -- Set by the new-user dialog and the CSV import (scrypt, as the agents' passwords).
  password_hash TEXT,
  -- Where the user came from: a sign-up ('app', 'web', 'open_house', 'agent_link') or staff ('dashboard', 'import'); NULL = not known.
  source TEXT,
  -- The agent whose own invite link the user came through (getUser's has_direct_agent); kept when the agent changes.
  via_agent_id INTEGER
);
CREATE INDEX IF NOT EXISTS end_users_created ON end_users (stack_id, created_at);
CREATE INDEX IF NOT EXISTS end_users_agent ON end_users (agent_id, created_at);
CREATE INDEX IF NOT EXISTS end_users_email ON end_users (stack_id, lower(email));

-- Who an end user's agent was and who changed it (bulk change on /users, change agent on the detail page).
CREATE TABLE IF NOT EXISTS agent_changes (
  id INTEGER PRIMARY KEY,
  stack_id TEXT NOT NULL,
  user_id INTEGER NOT NULL,
  from_agent_id INTEGER,
  to_agent_id INTEGER,
  changed_by INTEGER,
  time INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS agent_changes_user ON agent_changes (user_id, time);

-- Activity of end users on listings: view, open, share, fav, note.
CREATE TABLE IF NOT EXISTS events (
  id INTEGER PRIMARY KEY,
  stack_id TEXT NOT NULL,
  user_id INTEGER NOT NULL,
  listing_key TEXT NOT NULL,
  type TEXT NOT NULL,
  note TEXT,
  time INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS events_app_time ON events (stack_id, time);
-- Covering index for most viewed and views per month: counted without touching the table.
CREATE INDEX IF NOT EXISTS events_app_type_time ON events (stack_id, type, time, listing_key, user_id);
CREATE INDEX IF NOT EXISTS events_user_time ON events (user_id, time);

CREATE TABLE IF NOT EXISTS logins (
  id INTEGER PRIMARY KEY,
  stack_id TEXT NOT NULL,
  user_id INTEGER NOT NULL,
  time INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS logins_app_time ON logins (stack_id, time);
CREATE INDEX IF NOT EXISTS logins_user_time ON logins (user_id, time);

CREATE TABLE IF NOT EXISTS favorites (
  user_id INTEGER NOT NULL,
  listing_key TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, listing_key)
);

-- An end user's saved searches (the saved-searches area reads and writes them). criteria: the filters
-- as JSON text; polygon: a JSON list of regions of [lng, lat] pairs; lat/lng: the search's centre.
CREATE TABLE IF NOT EXISTS saved_searches (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  criteria TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  lat REAL,
  lng REAL,
  polygon TEXT NOT NULL DEFAULT '[]',
  notify_email INTEGER NOT NULL DEFAULT 1,
  notify_push INTEGER NOT NULL DEFAULT 1,
  updated_at INTEGER,
  last_sent INTEGER
);
CREATE INDEX IF NOT EXISTS saved_searches_user ON saved_searches (user_id);

CREATE TABLE IF NOT EXISTS help_items (
  id INTEGER PRIMARY KEY,
  section TEXT NOT NULL,
  title TEXT NOT NULL,
  type TEXT NOT NULL,
  content TEXT NOT NULL,
  sort INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS help_items_section ON help_items (section, sort);
`,
};
