import type { DemoArea } from '../../registry';
import { accountHandlers } from './handlers';
import { tables } from './schema';

export const area: DemoArea<'account'> = { handlers: accountHandlers, tables };
