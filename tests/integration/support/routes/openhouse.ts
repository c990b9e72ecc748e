import { KioskMessageInput } from '@/lib/openhouse/schema';
import type { RouteCase } from '../route-case';

// Open house: the kiosk message is an agent's own; never in read-only mode.
export const routes: RouteCase[] = [
  {
    file: 'app/api/openhouse/route.ts',
    method: 'POST',
    path: '/api/openhouse',
    access: 'openHouse.save',
    body: 'json',
    schema: KioskMessageInput,
    sample: { message: 'Welcome! Sign in for the details.' },
    as: 'agent',
    refuse: ['admin', 'manager', 'agentAdminInManagerView', 'readOnly', 'premierAdmin', 'signedOut'],
    upstream: (u) =>
      void u.post('/user/kiosk_message').reply(200, { ok: true, kiosk_message: 'Welcome! Sign in for the details.' }).persist(),
  },
];
