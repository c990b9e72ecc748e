import type { DemoArea } from '../../registry';
import { userDetailHandlers } from './handlers';
import { tables } from './schema';
import { seedUserDetail } from './seed';

export const area: DemoArea<'user-detail'> = {
  handlers: userDetailHandlers,
  tables,
  seed: [
    {
      name: 'user-detail',
      needs: ['accounts', 'agents', 'endUsers', 'listings'],
      run: ({ store, now, get }) => seedUserDetail(store, now, get('listings')),
    },
  ],
};
