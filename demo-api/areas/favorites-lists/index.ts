import type { DemoArea } from '../../registry';
import { favoritesListHandlers } from './handlers';
import { FAVORITES_SCHEMA, FAVORITES_TABLES } from './schema';
import { seedFavoritesLists } from './seed';

export const area: DemoArea<'favorites-lists'> = {
  handlers: favoritesListHandlers,
  tables: { wipe: [...FAVORITES_TABLES], sql: FAVORITES_SCHEMA },
  // Lists hold seeded listings and are shared with the demo accounts' end users.
  seed: [
    {
      name: 'favoritesLists',
      needs: ['accounts', 'listings', 'endUsers'],
      run: ({ store, now, get }) => seedFavoritesLists(store, now, get('accounts'), get('listings')),
    },
  ],
};
