import type { DemoArea } from '../../registry';
import { userSettingsHandlers } from './handlers';
import { tables } from './schema';
import { seedUserSettings } from './seed';

/** Agent settings: the own API key, CRM parsing e-mail, automation beta and the agent's users as CSV. */
export const area: DemoArea<'user-settings'> = {
  handlers: userSettingsHandlers,
  tables,
  seed: [{ name: 'user-settings', needs: ['accounts', 'endUsers'], run: (ctx) => seedUserSettings(ctx) }],
};
