import type { DemoArea } from '../../registry';
import { featuredHandlers } from './handlers';
import { videoPaymentRoutes } from './pages';
import { tables } from './schema';
import { seedFeatured } from './seed';

/** Featured listings, manual and automatic, for the demo agents (one agent has none). */
export const area: DemoArea<'featured'> = {
  handlers: featuredHandlers,
  tables,
  seed: [{ name: 'featured', needs: ['accounts', 'agents', 'listings'], run: (ctx) => seedFeatured(ctx) }],
  // The simulated payment page of a video order.
  extraRoutes: videoPaymentRoutes,
};
