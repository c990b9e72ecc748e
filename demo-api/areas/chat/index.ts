import type { DemoArea } from '../../registry';
import { chatHandlers } from './handlers';
import { CHAT_SCHEMA, CHAT_TABLES } from './schema';
import { seedChat } from './seed';

export const area: DemoArea<'chat'> = {
  handlers: chatHandlers,
  tables: { wipe: [...CHAT_TABLES], sql: CHAT_SCHEMA },
  // Rooms join the demo accounts' and generated agents to their end users.
  seed: [{ name: 'chat', needs: ['accounts', 'agents', 'endUsers'], run: ({ store, now, get }) => seedChat(store, now, get('accounts')) }],
};
