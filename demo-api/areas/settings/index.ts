import type { DemoArea } from '../../registry';
import { settingsHandlers } from './handlers';
import { tables } from './schema';
import { seedSettings } from './seed';

/** Broker settings: the app's settings, its API key and webhooks. */
export const area: DemoArea<'settings'> = {
  handlers: settingsHandlers,
  tables,
  seed: [{ name: 'settings', needs: ['apps'], run: ({ store }) => seedSettings(store) }],
};
