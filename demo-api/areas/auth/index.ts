import type { DemoArea } from '../../registry';
import { authHandlers } from './handlers';
import { tables } from './schema';
import { seedSteps } from './seed';

export const area: DemoArea<'auth'> = { handlers: authHandlers, tables, seed: seedSteps };
