import type { DemoArea } from '../../registry';
import { integrationHandlers } from './handlers';
import { tables } from './schema';
import { seedIntegrations } from './seed';
import { crmWidgetRoutes } from './widget';

/** CRM integrations: the apps' and the agents' own, checked on the demo clock. */
export const area: DemoArea<'integrations'> = {
  handlers: integrationHandlers,
  tables,
  seed: [{ name: 'integrations', needs: ['accounts'], run: (ctx) => seedIntegrations(ctx) }],
  // A stand-in for the third-party CRM widget module (CRM_WIDGET_URL in the demo).
  extraRoutes: crmWidgetRoutes,
};
