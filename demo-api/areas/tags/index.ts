import type { DemoArea } from '../../registry';
import { tagHandlers } from './handlers';
import { TAG_SCHEMA, TAG_TABLES } from './schema';
import { seedTags } from './seed';

export const area: DemoArea<'tags'> = {
  handlers: tagHandlers,
  tables: { wipe: [...TAG_TABLES], sql: TAG_SCHEMA },
  // Tags go on the seeded end users and are owned by the demo accounts and generated agents.
  seed: [
    {
      name: 'tags',
      needs: ['accounts', 'agents', 'endUsers'],
      gives: ['tags'],
      run: ({ store, now, give }) => {
        seedTags(store, now);
        give('tags', true);
      },
    },
  ],
};
