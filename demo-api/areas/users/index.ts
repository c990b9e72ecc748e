import type { DemoArea } from '../../registry';
import { userHandlers } from './handlers';
import { seedUsers } from './seed';

/** The users list's calls; its tables are the app area's end_users and agent_changes, and the Tags area's. */
export const area: DemoArea<'users'> = {
  handlers: userHandlers,
  seed: [
    {
      name: 'users-history',
      needs: ['accounts', 'endUsers'],
      run: ({ store, now, get }) => seedUsers(store, now, get('accounts').get('acme|admin@acme.test') ?? 0),
    },
  ],
};
