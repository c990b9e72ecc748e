import type { AreaTables } from '../../db/schema';

/** Showing requests and their offers, children first (the wipe order). Times are 'YYYY-MM-DD HH:mm:00' in UTC. */
export const tables: AreaTables = {
  wipe: ['showing_offers', 'showings'],
  sql: `
-- A showing an end user asked their agent for, on one listing.
CREATE TABLE IF NOT EXISTS showings (
  id INTEGER PRIMARY KEY,
  stack_id TEXT NOT NULL,
  agent_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  listing_key TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'negotiating', 'booked', 'cancelled')),
  booked_datetime TEXT,
  notes TEXT,
  cancel_reason TEXT,
  -- The calendar link's secret (made on the first ical_token call, then kept).
  ical_token TEXT,
  created_at INTEGER NOT NULL,
  -- When the agent last accepted, countered or cancelled it (NULL before).
  answered_at INTEGER
);
CREATE INDEX IF NOT EXISTS showings_agent ON showings (agent_id, created_at);

-- The offers of a showing, oldest first: the end user's request, then counters either way.
CREATE TABLE IF NOT EXISTS showing_offers (
  id INTEGER PRIMARY KEY,
  showing_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  proposed_dates TEXT NOT NULL,
  message TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS showing_offers_showing ON showing_offers (showing_id, id);
`,
};
