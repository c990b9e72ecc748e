import { SubscribeInput, UnsubscribeInput } from '@/lib/agent-alerts/push-subscription';
import type { RouteCase } from '../route-case';
import type { Role } from '../sessions';

/** A browser's subscription as toJSON() gives it: a 65-byte P-256 key and a 16-byte secret, base64url. */
export const SAMPLE_SUBSCRIPTION = {
  endpoint: 'https://push.example.test/send/route-table-device',
  expirationTime: null,
  keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
};

// Alerts on this device: an agent's own; never in read-only mode, never for admins or managers.
const NOT_AGENTS: Role[] = ['admin', 'manager', 'agentAdminInManagerView', 'readOnly', 'premierAdmin', 'restrictedAdmin', 'signedOut'];

export const routes: RouteCase[] = [
  {
    file: 'app/api/agent-alerts/subscription/route.ts',
    method: 'POST',
    path: '/api/agent-alerts/subscription',
    access: 'agentAlerts.subscribe',
    body: 'json',
    schema: SubscribeInput,
    sample: SAMPLE_SUBSCRIPTION,
    as: 'agent',
    refuse: NOT_AGENTS,
  },
  {
    file: 'app/api/agent-alerts/subscription/route.ts',
    method: 'DELETE',
    path: '/api/agent-alerts/subscription',
    access: 'agentAlerts.unsubscribe',
    body: 'json',
    schema: UnsubscribeInput,
    sample: { endpoint: SAMPLE_SUBSCRIPTION.endpoint },
    as: 'agent',
    refuse: NOT_AGENTS,
  },
];
