/** The saved-searches area's tables, children first (the wipe order). Saved searches themselves live in the app area's saved_searches. */
export const SEARCH_TABLES = ['search_templates', 'named_areas', 'listing_geo'] as const;

export const SEARCH_SCHEMA = `
-- Where a listing is and what the filter panel filters it by (one row per listings row).
-- status: soon, active, open, pocket, pending, closed, lease; prop_type: house, condo, mfamily, mobile, land, other.
-- flags: JSON list of the custom flags it has (pool, waterfront, view, new_construction).
CREATE TABLE IF NOT EXISTS listing_geo (
  listing_key TEXT PRIMARY KEY,
  lat REAL NOT NULL,
  lng REAL NOT NULL,
  status TEXT NOT NULL,
  prop_type TEXT NOT NULL,
  sqft INTEGER,
  lot_sqft INTEGER,
  year_built INTEGER,
  hoa INTEGER NOT NULL DEFAULT 0,
  reduced INTEGER NOT NULL DEFAULT 0,
  flags TEXT NOT NULL DEFAULT '[]',
  agent_id INTEGER
);
CREATE INDEX IF NOT EXISTS listing_geo_lat ON listing_geo (lat, lng);

-- Named areas (neighbourhoods) offered as location suggestions, with their outline (JSON [lng, lat] pairs).
CREATE TABLE IF NOT EXISTS named_areas (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  sub_name TEXT NOT NULL,
  entry_type TEXT NOT NULL,
  lat REAL NOT NULL,
  lng REAL NOT NULL,
  polygon TEXT NOT NULL
);

-- Search templates: an agent's reusable search; shared = seen (not edited) by every agent of the app.
CREATE TABLE IF NOT EXISTS search_templates (
  id INTEGER PRIMARY KEY,
  stack_id TEXT NOT NULL,
  agent_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  filters TEXT NOT NULL,
  polygon TEXT NOT NULL DEFAULT '[]',
  lat REAL,
  lng REAL,
  notify_email INTEGER NOT NULL DEFAULT 1,
  notify_push INTEGER NOT NULL DEFAULT 1,
  shared INTEGER NOT NULL DEFAULT 0,
  code TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  last_sent INTEGER
);
CREATE INDEX IF NOT EXISTS search_templates_stack ON search_templates (stack_id, agent_id);
`;

export type GeoRow = {
  listing_key: string;
  lat: number;
  lng: number;
  status: string;
  prop_type: string;
  sqft: number | null;
  lot_sqft: number | null;
  year_built: number | null;
  hoa: number;
  reduced: number;
  flags: string;
  agent_id: number | null;
};
export type TemplateRow = {
  id: number;
  stack_id: string;
  agent_id: number;
  name: string;
  filters: string;
  polygon: string;
  lat: number | null;
  lng: number | null;
  notify_email: number;
  notify_push: number;
  shared: number;
  code: string;
  created_at: number;
  last_sent: number | null;
};
export type SavedSearchRow = {
  id: number;
  user_id: number;
  name: string;
  criteria: string;
  created_at: number;
  lat: number | null;
  lng: number | null;
  polygon: string;
  notify_email: number;
  notify_push: number;
  updated_at: number | null;
  last_sent: number | null;
};
