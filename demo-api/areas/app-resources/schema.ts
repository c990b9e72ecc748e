import type { AreaTables } from '../../db/schema';

/**
 * Custom sections (one level of sub-sections through parent_id), their contents (the links), and the
 * link clicks of the app's users (end users open global links, agents open agent links too).
 */
export const tables: AreaTables = {
  wipe: ['custom_link_clicks', 'custom_contents', 'custom_sections'],
  sql: `
CREATE TABLE IF NOT EXISTS custom_sections (
  id INTEGER PRIMARY KEY,
  stack_id TEXT NOT NULL,
  office_id INTEGER,
  flag INTEGER NOT NULL,
  parent_id INTEGER,
  title TEXT NOT NULL,
  sort_order INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS custom_sections_scope ON custom_sections (stack_id, flag, office_id);
CREATE TABLE IF NOT EXISTS custom_contents (
  id INTEGER PRIMARY KEY,
  section_id INTEGER NOT NULL,
  sort_order INTEGER NOT NULL,
  title TEXT NOT NULL,
  text TEXT,
  url TEXT
);
CREATE INDEX IF NOT EXISTS custom_contents_section ON custom_contents (section_id);
CREATE TABLE IF NOT EXISTS custom_link_clicks (
  id INTEGER PRIMARY KEY,
  content_id INTEGER NOT NULL,
  clicker_kind TEXT NOT NULL,
  clicker_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS custom_link_clicks_content ON custom_link_clicks (content_id);
`,
};
