import type { DemoArea } from '../../registry';
import { provisionHandlers } from './handlers';
import { agentPaymentRoutes } from './pages';
import { tables } from './schema';
import { seedProvision } from './seed';

/** Self-provisioning: the apps' sign-up links (one per outcome) and the agents signed up through them. */
export const area: DemoArea<'provision'> = {
  handlers: provisionHandlers,
  tables,
  seed: [{ name: 'provision', needs: ['apps'], run: ({ store }) => seedProvision(store) }],
  // The simulated payment page of a self-provisioned agent's subscription.
  extraRoutes: agentPaymentRoutes,
};
