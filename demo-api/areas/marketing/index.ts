import type { DemoArea } from '../../registry';
import { marketingHandlers } from './handlers';
import { tables } from './schema';
import { seedMarketing } from './seed';

/** Marketing links and analytics events; the pages the links open and the store badges are served by ./pages.ts. */
export const area: DemoArea<'marketing'> = {
  handlers: marketingHandlers,
  tables,
  seed: [{ name: 'marketing', needs: ['accounts'], run: ({ store }) => seedMarketing(store) }],
};
