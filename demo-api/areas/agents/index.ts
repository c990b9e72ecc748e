import type { DemoArea } from '../../registry';
import { agentCsvHandlers } from './csv';
import { agentHandlers } from './handlers';
import { profileHandlers } from './profile';
import { tables } from './schema';
import { seedSteps } from './seed';

export const area: DemoArea<'agents'> = {
  handlers: { ...agentHandlers, ...agentCsvHandlers, ...profileHandlers },
  tables,
  seed: seedSteps,
};
