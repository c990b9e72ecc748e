import type { RouteCase } from '../route-case';

// The audit log: admins only; a read, so read-only mode may export it.
export const routes: RouteCase[] = [
  {
    file: 'app/api/audit/csv/route.ts',
    method: 'GET',
    path: '/api/audit/csv',
    access: 'audit.export',
    body: 'none',
    refuse: ['manager', 'agent', 'agentAdminInAgentView', 'signedOut'],
  },
];
