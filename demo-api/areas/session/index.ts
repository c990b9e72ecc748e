import type { DemoArea } from '../../registry';
import { sessionHandlers } from './handlers';
import { tables } from './schema';

export const area: DemoArea<'session'> = { handlers: sessionHandlers, tables };
