import type { DemoArea } from '../../registry';
import { openhouseHandlers } from './handlers';
import { seedOpenHouse } from './seed';

/** The open house kiosk message: a column of the agents area's users table (seeded with the demo accounts). */
export const area: DemoArea<'openhouse'> = {
  handlers: openhouseHandlers,
  seed: [{ name: 'openhouse', needs: ['accounts'], run: ({ store }) => seedOpenHouse(store) }],
};
