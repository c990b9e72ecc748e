import { ClaimInput, TouchInput } from '@/lib/routing/lead-schema';
import type { RouteCase } from '../route-case';
import type { Role } from '../sessions';

// Lead routing's switch and webhook: admins, never restricted or read-only. An agent's claim and tap:
// every role but a restricted admin (an allowed caller with no open lead gets a 409 or nothing done).
const ADMIN_ONLY: Role[] = [
  'manager',
  'agent',
  'agentWithoutMpro',
  'agentAdminInAgentView',
  'restrictedAdmin',
  'selfProvisionedAgent',
  'readOnly',
  'signedOut',
];
const LEAD: Role[] = ['restrictedAdmin', 'readOnly', 'signedOut'];
const apiKey = (u: Parameters<NonNullable<RouteCase['upstream']>>[0]) =>
  void u.get('/app/api_key').reply(200, { key: 'dk_acme_brokerage' }).persist();

// Each suite calls the table in order: on, then the webhook (which needs routing on), then off.
export const routes: RouteCase[] = [
  {
    file: 'app/api/routing/on/route.ts',
    method: 'POST',
    path: '/api/routing/on',
    access: 'routing.enable',
    body: 'none',
    refuse: ADMIN_ONLY,
    upstream: apiKey,
  },
  {
    file: 'app/api/routing/webhook/route.ts',
    method: 'POST',
    path: '/api/routing/webhook',
    access: 'routing.webhook',
    body: 'none',
    refuse: ADMIN_ONLY,
    upstream: (u) =>
      void u
        .post('/webhooks')
        .reply(200, { hooks: [{ type: 'user', url: 'http://dashboard.test/api/webhooks/users/acme/s' }] })
        .persist(),
  },
  {
    file: 'app/api/routing/off/route.ts',
    method: 'POST',
    path: '/api/routing/off',
    access: 'routing.disable',
    body: 'none',
    refuse: ADMIN_ONLY,
  },
  {
    file: 'app/api/routing/claim/route.ts',
    method: 'POST',
    path: '/api/routing/claim',
    access: 'routing.claim',
    body: 'json',
    schema: ClaimInput,
    sample: { userId: 77 },
    as: 'agent',
    refuse: LEAD,
    ok: 409,
  },
  {
    file: 'app/api/routing/touch/route.ts',
    method: 'POST',
    path: '/api/routing/touch',
    access: 'routing.touch',
    body: 'json',
    schema: TouchInput,
    sample: { userId: 77, touch: 'call' },
    as: 'agent',
    refuse: LEAD,
  },
  // Server to server: authenticated by the secret in its path (a wrong one: 401); its own suite has the rest.
  {
    file: 'app/api/webhooks/users/[stackId]/[secret]/route.ts',
    method: 'POST',
    path: '/api/webhooks/users/acme/wrong',
    params: { stackId: 'acme', secret: 'wrong' },
    access: 'public',
    body: 'none',
    refuse: [],
    ok: 401,
    serverToServer: true,
  },
];
