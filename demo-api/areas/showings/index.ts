import type { DemoArea } from '../../registry';
import { showingHandlers } from './handlers';
import { tables } from './schema';
import { seedShowings } from './seed';

/** Showing requests with their offers (document 3, §3 Showing, §4 Showing statuses); the calendar file is served by ./ical.ts. */
export const area: DemoArea<'showings'> = {
  handlers: showingHandlers,
  tables,
  seed: [{ name: 'showings', needs: ['accounts', 'agents', 'endUsers', 'listings'], run: (ctx) => seedShowings(ctx) }],
};
