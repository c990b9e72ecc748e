import type { DemoArea } from '../../registry';
import { showingHandlers } from './handlers';
import { showingCalendarRoutes } from './ical';
import { tables } from './schema';
import { seedShowings } from './seed';

/** Showing requests with their offers. */
export const area: DemoArea<'showings'> = {
  handlers: showingHandlers,
  tables,
  seed: [{ name: 'showings', needs: ['accounts', 'agents', 'endUsers', 'listings'], run: (ctx) => seedShowings(ctx) }],
  // The calendar links (not an api call: the dashboard opens the link the upstream hands out).
  extraRoutes: showingCalendarRoutes,
};
