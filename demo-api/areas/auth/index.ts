import type { DemoArea } from '../../registry';
import { billingRoutes } from './billing';
import { authHandlers } from './handlers';
import { tables } from './schema';
import { seedSteps } from './seed';

// The billing portal the session's payment links open.
export const area: DemoArea<'auth'> = { handlers: authHandlers, tables, seed: seedSteps, extraRoutes: billingRoutes };
