import type { DemoArea } from '../../registry';
import { userHandlers } from './handlers';
import { seedUsers } from './seed';
import { seedSources } from './sources';

/** The users list's calls; its tables are the app area's end_users and agent_changes, and the Tags area's. */
export const area: DemoArea<'users'> = {
  handlers: userHandlers,
  seed: [
    {
      name: 'users-history',
      needs: ['accounts', 'endUsers'],
      run: ({ store, now, get }) => seedUsers(store, now, get('accounts').get('acme|admin@acme.test') ?? 0),
    },
    // After the tags: the import and open house tags decide those users' sources.
    { name: 'user-sources', needs: ['endUsers', 'tags'], run: ({ store }) => seedSources(store) },
  ],
};
