import type { DemoArea } from '../../registry';
import { appResourceHandlers } from './handlers';
import { tables } from './schema';
import { seedAppResources } from './seed';

/** App resources: custom link sections in two scopes, per brokerage or office, and their link clicks. */
export const area: DemoArea<'app-resources'> = {
  handlers: appResourceHandlers,
  tables,
  seed: [{ name: 'app-resources', needs: ['offices', 'accounts', 'agents', 'endUsers'], run: (ctx) => seedAppResources(ctx) }],
};
