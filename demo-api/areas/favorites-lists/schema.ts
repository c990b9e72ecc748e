/** The Favorites lists area's tables, children first (the order they are wiped in). */
export const FAVORITES_TABLES = ['list_share_recipients', 'list_shares', 'favorite_list_items', 'favorite_lists'] as const;

export const FAVORITES_SCHEMA = `
-- Lists of favourite listings kept by a dashboard user (agent or admin) of an app.
CREATE TABLE IF NOT EXISTS favorite_lists (
  id INTEGER PRIMARY KEY,
  stack_id TEXT NOT NULL,
  owner_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS favorite_lists_owner ON favorite_lists (owner_id, stack_id);

CREATE TABLE IF NOT EXISTS favorite_list_items (
  list_id INTEGER NOT NULL,
  listing_key TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (list_id, listing_key)
);

-- A share of a list; revoked_at set means revoked for good (a list has at most one live share).
CREATE TABLE IF NOT EXISTS list_shares (
  id INTEGER PRIMARY KEY,
  list_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  revoked_at INTEGER
);
CREATE INDEX IF NOT EXISTS list_shares_list ON list_shares (list_id, revoked_at);

-- End users who see a shared list.
CREATE TABLE IF NOT EXISTS list_share_recipients (
  share_id INTEGER NOT NULL,
  end_user_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (share_id, end_user_id)
);
`;

export type ListRow = { id: number; stack_id: string; owner_id: number; name: string; created_at: number };
