import { z } from 'zod';
import type { RouteCase } from '../route-case';

export const routes: RouteCase[] = [
  {
    file: 'app/api/session/mode/route.ts',
    method: 'POST',
    path: '/api/session/mode',
    access: 'session.switchView',
    body: 'json',
    // The handler's own schema (not exported): the oracle repeats it.
    schema: z.object({ managerMode: z.boolean() }),
    sample: { managerMode: false },
    refuse: ['admin', 'manager', 'agent', 'signedOut'],
    as: 'agentAdminInManagerView',
  },
  { file: 'app/logout/route.ts', method: 'GET', path: '/logout', access: 'public', body: 'none', refuse: [], ok: 303 },
  { file: 'app/logout/route.ts', method: 'POST', path: '/logout', access: 'public', body: 'form', refuse: [], ok: 303 },
];
