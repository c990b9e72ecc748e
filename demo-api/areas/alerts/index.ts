import type { DemoArea } from '../../registry';
import { alertHandlers } from './handlers';
import { ALERT_SCHEMA, ALERT_TABLES } from './schema';
import { seedAlerts } from './seed';

export const area: DemoArea<'alerts'> = {
  handlers: alertHandlers,
  tables: { wipe: [...ALERT_TABLES], sql: ALERT_SCHEMA },
  // Alerts go to the seeded end users and their tags (the tags step runs first: it is listed first with the same needs).
  seed: [
    {
      name: 'alerts',
      needs: ['accounts', 'agents', 'endUsers', 'listings'],
      run: (ctx) => seedAlerts(ctx.store, ctx.now, ctx.get('listings')),
    },
  ],
};
