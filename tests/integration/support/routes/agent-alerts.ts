import { defaultPrefs } from '@/lib/agent-alerts/rules';
import { AlertPrefsInput, LockInput } from '@/lib/agent-alerts/schema';
import type { RouteCase } from '../route-case';
import type { Role } from '../sessions';
import { officesUpstream } from './routing-config';

// Agent alerts: an agent's own choices (never read-only); the locks for admins and, offices on, managers.
const LOCKS: Role[] = [
  'agent',
  'agentWithoutMpro',
  'agentAdminInAgentView',
  'restrictedAdmin',
  'selfProvisionedAgent',
  'readOnly',
  'signedOut',
];

export const routes: RouteCase[] = [
  {
    file: 'app/api/agent-alerts/prefs/route.ts',
    method: 'POST',
    path: '/api/agent-alerts/prefs',
    access: 'agentAlerts.prefsSave',
    body: 'json',
    schema: AlertPrefsInput,
    sample: defaultPrefs('America/Los_Angeles'),
    as: 'agent',
    refuse: ['admin', 'manager', 'agentAdminInManagerView', 'readOnly', 'premierAdmin', 'signedOut'],
    upstream: officesUpstream,
  },
  {
    file: 'app/api/agent-alerts/locks/route.ts',
    method: 'POST',
    path: '/api/agent-alerts/locks',
    access: 'agentAlerts.lock',
    body: 'json',
    schema: LockInput,
    sample: { behaviour: 'routed', officeId: 0, locked: true },
    refuse: LOCKS,
    upstream: officesUpstream,
  },
];
