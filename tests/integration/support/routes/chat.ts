import { BotMessageInput } from '@/lib/chat/schema';
import type { RouteCase } from '../route-case';

// Chat: agents and admins with chatEnabled, never an admin on the hiding template; the bot message: admins, not read-only.
export const routes: RouteCase[] = [
  {
    file: 'app/api/chat/bot-message/route.ts',
    method: 'POST',
    path: '/api/chat/bot-message',
    access: 'chat.botMessage',
    body: 'json',
    schema: BotMessageInput,
    sample: { message: 'Welcome to Acme Realty!' },
    refuse: ['agent', 'manager', 'readOnly', 'premierAdmin', 'restrictedAdmin', 'signedOut'],
    upstream: (u) => void u.post('/chat/bot_message').reply(200, { ok: true }).persist(),
  },
  {
    file: 'app/api/chat/transcript/[roomId]/route.ts',
    method: 'GET',
    path: '/api/chat/transcript/room-acme-0001',
    params: { roomId: 'room-acme-0001' },
    access: 'chat.read',
    body: 'none',
    refuse: ['manager', 'premierAdmin', 'restrictedAdmin', 'signedOut'],
    upstream: (u) =>
      void u.get('/chat/transcript').query(true).reply(200, { transcript: '[2026-11-20 10:00 UTC] Blake Buyer: Hi!' }).persist(),
  },
  {
    file: 'app/api/chat/transcript/[roomId]/download/route.ts',
    method: 'GET',
    path: '/api/chat/transcript/room-acme-0001/download',
    params: { roomId: 'room-acme-0001' },
    access: 'chat.transcriptDownload',
    body: 'none',
    refuse: ['manager', 'premierAdmin', 'restrictedAdmin', 'signedOut'],
    upstream: (u) =>
      void u.get('/chat/transcript').query(true).reply(200, { transcript: '[2026-11-20 10:00 UTC] Blake Buyer: Hi!' }).persist(),
  },
];
