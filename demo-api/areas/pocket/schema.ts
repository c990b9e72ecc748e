import type { AreaTables } from '../../db/schema';

/** Exclusive (pocket) listings: an agent's (agent_id) or the brokerage's (agent_id NULL); photos a JSON array of URLs in order. */
export const tables: AreaTables = {
  wipe: ['pocket_listings'],
  sql: `
CREATE TABLE IF NOT EXISTS pocket_listings (
  id INTEGER PRIMARY KEY,
  stack_id TEXT NOT NULL,
  listing_key TEXT NOT NULL UNIQUE,
  agent_id INTEGER,
  tp_id TEXT,
  available_globally INTEGER NOT NULL DEFAULT 0,
  full_address TEXT NOT NULL,
  hide_address INTEGER NOT NULL DEFAULT 0,
  city TEXT NOT NULL,
  state TEXT NOT NULL,
  zip TEXT NOT NULL,
  beds REAL,
  baths REAL,
  building_size REAL,
  lotsize_sqft REAL,
  garages REAL,
  year_built REAL,
  price REAL NOT NULL,
  listing_id TEXT NOT NULL DEFAULT '',
  list_agent_name TEXT NOT NULL DEFAULT '',
  list_agent_license TEXT NOT NULL DEFAULT '',
  list_agent_company TEXT NOT NULL DEFAULT '',
  public_remarks TEXT NOT NULL DEFAULT '',
  additional_remarks TEXT NOT NULL DEFAULT '',
  private_remarks TEXT NOT NULL DEFAULT '',
  disclaimer TEXT NOT NULL DEFAULT '',
  listing_date INTEGER,
  lat REAL NOT NULL,
  lng REAL NOT NULL,
  photos TEXT NOT NULL DEFAULT '[]',
  property_type TEXT NOT NULL,
  status TEXT NOT NULL,
  active INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS pocket_listings_app ON pocket_listings (stack_id, agent_id);
`,
};
