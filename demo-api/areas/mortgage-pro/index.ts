import type { DemoArea } from '../../registry';
import { mortgageProHandlers } from './handlers';
import { tables } from './schema';
import { seedSteps } from './seed';

export const area: DemoArea<'mortgage-pro'> = { handlers: mortgageProHandlers, tables, seed: seedSteps };
