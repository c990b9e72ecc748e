/** The Tags area's tables, children first (the order they are wiped in). */
export const TAG_TABLES = ['end_user_tags', 'tags'] as const;

export const TAG_SCHEMA = `
-- Tags of an app. system_tag: the platform's (kiosk ...); super_tag: available to all agents; otherwise
-- user_id's own. user_id is the maker (NULL for system tags). Ids start at 1: id 0 is the virtual Agent tag.
CREATE TABLE IF NOT EXISTS tags (
  id INTEGER PRIMARY KEY,
  stack_id TEXT NOT NULL,
  tag TEXT NOT NULL,
  tag_long TEXT,
  tag_desc TEXT,
  color TEXT NOT NULL,
  system_tag INTEGER NOT NULL DEFAULT 0,
  super_tag INTEGER NOT NULL DEFAULT 0,
  user_id INTEGER,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS tags_stack ON tags (stack_id, user_id);

-- Which end user carries which tag.
CREATE TABLE IF NOT EXISTS end_user_tags (
  end_user_id INTEGER NOT NULL,
  tag_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (end_user_id, tag_id)
);
CREATE INDEX IF NOT EXISTS end_user_tags_tag ON end_user_tags (tag_id, end_user_id);
`;

export type TagRow = {
  id: number;
  stack_id: string;
  tag: string;
  tag_long: string | null;
  tag_desc: string | null;
  color: string;
  system_tag: 0 | 1;
  super_tag: 0 | 1;
  user_id: number | null;
  created_at: number;
};
