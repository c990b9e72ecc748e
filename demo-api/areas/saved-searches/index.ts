import type { DemoArea } from '../../registry';
import { searchHandlers } from './handlers';
import { SEARCH_SCHEMA, SEARCH_TABLES } from './schema';
import { seedSearches } from './seed';

export const area: DemoArea<'saved-searches'> = {
  handlers: searchHandlers,
  tables: { wipe: [...SEARCH_TABLES], sql: SEARCH_SCHEMA },
  // Listings get their place on the map and their filterable facts; saved searches their filters and regions; templates for the demo accounts.
  seed: [
    {
      name: 'saved-searches',
      needs: ['accounts', 'agents', 'listings', 'endUsers'],
      run: ({ store, now, get }) =>
        seedSearches(store, now, { listings: get('listings'), accounts: get('accounts'), agents: get('agents') }),
    },
  ],
};
