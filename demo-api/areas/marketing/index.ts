import type { DemoArea } from '../../registry';
import { marketingHandlers } from './handlers';
import { marketingRoutes } from './pages';
import { tables } from './schema';
import { seedMarketing } from './seed';

/** Marketing links and analytics events. */
export const area: DemoArea<'marketing'> = {
  handlers: marketingHandlers,
  tables,
  seed: [{ name: 'marketing', needs: ['accounts'], run: ({ store }) => seedMarketing(store) }],
  // The pages the marketing links open, and the store badges' pictures.
  extraRoutes: marketingRoutes,
};
