import type { AreaTables } from '../../db/schema';

/** Insights reads the app area's events; this covering index lets every aggregate scan a period alone. */
export const tables: AreaTables = {
  wipe: [],
  bulkIndexes: ['events_insights'],
  sql: `
-- Insights: one app's events of a period, with everything the aggregates group by, read from the index alone.
CREATE INDEX IF NOT EXISTS events_insights ON events (stack_id, time, user_id, type, listing_key);
`,
};
