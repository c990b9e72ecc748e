import type { AreaTables } from '../../db/schema';

/** Dashboard users (admins, managers, agents) and the office tree. */
export const tables: AreaTables = {
  wipe: ['users', 'offices'],
  sql: `
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
  mpro_agent INTEGER NOT NULL DEFAULT 0,
  -- The open house kiosk's welcome message (the openhouse area writes it).
  kiosk_message TEXT,
  -- The agent's own profile: MLS e-mail and social links.
  mls_email TEXT,
  social_youtube TEXT,
  social_tiktok TEXT,
  social_instagram TEXT,
  social_facebook TEXT,
  social_twitter TEXT,
  social_linkedin TEXT
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
`,
};
