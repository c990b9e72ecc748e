import type { DemoArea } from '../../registry';
import { appHandlers } from './handlers';
import { tables } from './schema';
import { seedSteps } from './seed';

export const area: DemoArea<'app'> = { handlers: appHandlers, tables, seed: seedSteps };
