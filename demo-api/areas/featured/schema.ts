import type { AreaTables } from '../../db/schema';

/** Featured listings: an agent's (agent_id) or the app's (agent_id NULL), manual or automatic, shown or hidden. */
export const tables: AreaTables = {
  wipe: ['listing_videos', 'video_credits', 'featured_listings'],
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
-- AI listing videos: ordered (paid, or free from a credit) at ordered_at, processed for duration seconds of
-- the demo clock, then ready, or errored when fail is 1.
CREATE TABLE IF NOT EXISTS listing_videos (
  id INTEGER PRIMARY KEY,
  stack_id TEXT NOT NULL,
  listing_key TEXT NOT NULL,
  agent_id INTEGER,
  photos TEXT,
  token TEXT NOT NULL UNIQUE,
  ordered_at INTEGER,
  duration INTEGER NOT NULL,
  fail INTEGER NOT NULL DEFAULT 0,
  show INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS listing_videos_app ON listing_videos (stack_id, listing_key);
-- Free video orders left for an agent (a 'free' payment link spends one).
CREATE TABLE IF NOT EXISTS video_credits (agent_id INTEGER PRIMARY KEY, credits INTEGER NOT NULL);
`,
};
