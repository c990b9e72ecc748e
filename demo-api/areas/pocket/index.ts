import type { DemoArea } from '../../registry';
import { geocodeRoutes } from './geocode';
import { pocketHandlers } from './handlers';
import { tables } from './schema';
import { seedPocket } from './seed';

/** Exclusive (pocket) listings of acme: the demo agent's, another agent's, the brokerage's and one from a feed. */
export const area: DemoArea<'pocket'> = {
  handlers: pocketHandlers,
  tables,
  seed: [{ name: 'pocket', needs: ['accounts', 'agents'], run: (ctx) => seedPocket(ctx) }],
  // The geocoder GEOCODER_URL points at in the demo (Nominatim's structured search, from a local gazetteer).
  extraRoutes: geocodeRoutes,
};
