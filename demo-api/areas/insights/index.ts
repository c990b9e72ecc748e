import type { DemoArea } from '../../registry';
import { insightHandlers } from './handlers';
import { tables } from './schema';
import { insightSeed } from './seed';

export const area: DemoArea<'insights'> = { handlers: insightHandlers, tables, seed: insightSeed };
