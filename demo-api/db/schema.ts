import { TAG_SCHEMA, TAG_TABLES } from '../areas/tags/schema';

/** Bump when the schema changes: an older data dir is then rebuilt from the seed. */
export const SCHEMA_VERSION = 4;

/** Indexes of the big activity tables: the seed drops them, bulk-inserts, then builds them once (faster). */
export const BULK_INDEXES = ['events_app_time', 'events_app_type_time', 'events_user_time', 'logins_app_time', 'logins_user_time', 'end_users_created', 'end_users_agent', 'end_users_email'];

/** Tables in the order they are wiped (children first). */
export const TABLES = [
  ...TAG_TABLES,
  'session_keys', 'sso_tokens', 'outbox', 'prefs', 'mortgage_pros', 'saved_searches', 'favorites', 'logins', 'events',
  'end_users', 'listings', 'help_items', 'crm_accounts', 'users', 'offices', 'apps', 'meta',
] as const;

export const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

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

CREATE TABLE IF NOT EXISTS offices (
  id INTEGER PRIMARY KEY,
  stack_id TEXT NOT NULL,
  parent_id INTEGER NOT NULL,
  name TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS offices_stack ON offices (stack_id);

-- Dashboard users (admins, managers, agents): one row per person per app, each with its own api key.
CREATE TABLE IF NOT EXISTS users (
  id INTEGER PRIMARY KEY,
  stack_id TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('admin', 'manager', 'agent')),
  sub_type TEXT CHECK (sub_type IN ('agentManager', 'agentAdmin')),
  email TEXT NOT NULL,
  password_hash TEXT,
  api_key TEXT NOT NULL UNIQUE,
  login_status TEXT NOT NULL DEFAULT 'ok' CHECK (login_status IN ('ok', 'disabled', 'check_other')),
  display_name TEXT NOT NULL,
  phone TEXT,
  photo TEXT,
  office_id INTEGER,
  crm_email TEXT,
  web TEXT,
  bio TEXT,
  license_display TEXT,
  license_number TEXT,
  license_prefix TEXT,
  brokerage_name TEXT,
  active INTEGER NOT NULL DEFAULT 1,
  priority INTEGER NOT NULL DEFAULT 0,
  sort_order INTEGER NOT NULL DEFAULT 0,
  login_count INTEGER NOT NULL DEFAULT 0,
  last_login INTEGER,
  created_at INTEGER NOT NULL,
  total_users INTEGER NOT NULL DEFAULT 0,
  self_provisioned INTEGER NOT NULL DEFAULT 0,
  subscription_status TEXT,
  subscription_cancel_at INTEGER,
  guid TEXT,
  mpro_agent INTEGER NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX IF NOT EXISTS users_app_email ON users (stack_id, lower(email));
CREATE INDEX IF NOT EXISTS users_email ON users (lower(email));
CREATE INDEX IF NOT EXISTS users_order ON users (stack_id, kind, sort_order, id);
CREATE INDEX IF NOT EXISTS users_name ON users (stack_id, kind, display_name COLLATE NOCASE, id);
CREATE INDEX IF NOT EXISTS users_created ON users (stack_id, kind, created_at, id);
-- One index per sort direction mix (ai/aa, ua/ud), so a page of any sort reads only its rows.
CREATE INDEX IF NOT EXISTS users_active ON users (stack_id, kind, active, display_name COLLATE NOCASE, id);
CREATE INDEX IF NOT EXISTS users_active_desc ON users (stack_id, kind, active DESC, display_name COLLATE NOCASE, id);
CREATE INDEX IF NOT EXISTS users_total ON users (stack_id, kind, total_users, display_name COLLATE NOCASE, id);
CREATE INDEX IF NOT EXISTS users_total_desc ON users (stack_id, kind, total_users DESC, display_name COLLATE NOCASE, id);
CREATE INDEX IF NOT EXISTS users_office ON users (stack_id, office_id);

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
  last_login INTEGER
);
CREATE INDEX IF NOT EXISTS end_users_created ON end_users (stack_id, created_at);
CREATE INDEX IF NOT EXISTS end_users_agent ON end_users (agent_id, created_at);
CREATE INDEX IF NOT EXISTS end_users_email ON end_users (stack_id, lower(email));

-- users.total_users follows end-user assignment, so the ud/ua sorts read an indexed column.
CREATE TRIGGER IF NOT EXISTS end_users_ins AFTER INSERT ON end_users WHEN NEW.agent_id IS NOT NULL BEGIN
  UPDATE users SET total_users = total_users + 1 WHERE id = NEW.agent_id;
END;
CREATE TRIGGER IF NOT EXISTS end_users_del AFTER DELETE ON end_users WHEN OLD.agent_id IS NOT NULL BEGIN
  UPDATE users SET total_users = total_users - 1 WHERE id = OLD.agent_id;
END;
CREATE TRIGGER IF NOT EXISTS end_users_upd AFTER UPDATE OF agent_id ON end_users BEGIN
  UPDATE users SET total_users = total_users - 1 WHERE id = OLD.agent_id;
  UPDATE users SET total_users = total_users + 1 WHERE id = NEW.agent_id;
END;

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

CREATE TABLE IF NOT EXISTS saved_searches (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  criteria TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS saved_searches_user ON saved_searches (user_id);

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

CREATE TABLE IF NOT EXISTS prefs (
  user_id INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('prefs', 'global')),
  data TEXT NOT NULL,
  PRIMARY KEY (user_id, kind)
);

-- What a real upstream would send: e-mails, pushes and text messages.
CREATE TABLE IF NOT EXISTS outbox (
  id INTEGER PRIMARY KEY,
  stack_id TEXT,
  kind TEXT NOT NULL CHECK (kind IN ('email', 'push', 'sms')),
  to_addr TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS outbox_to ON outbox (lower(to_addr));

CREATE TABLE IF NOT EXISTS sso_tokens (
  token TEXT PRIMARY KEY,
  stack_id TEXT NOT NULL,
  email TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);

-- One api key per sign-in (login, SSO, CRM embed), so signing out (POST /logout) can revoke exactly that
-- session; the stable per-account key in users.api_key keeps working (key restore, scripts, tests).
CREATE TABLE IF NOT EXISTS session_keys (
  api_key TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  revoked_at INTEGER
);
CREATE INDEX IF NOT EXISTS session_keys_user ON session_keys (user_id);

CREATE TABLE IF NOT EXISTS help_items (
  id INTEGER PRIMARY KEY,
  section TEXT NOT NULL,
  title TEXT NOT NULL,
  type TEXT NOT NULL,
  content TEXT NOT NULL,
  sort INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS help_items_section ON help_items (section, sort);

CREATE TABLE IF NOT EXISTS crm_accounts (domain TEXT PRIMARY KEY, stack_id TEXT NOT NULL);
${TAG_SCHEMA}`;
