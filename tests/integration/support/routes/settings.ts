import { FairHousingModeInput } from '@/lib/fair-housing/schema';
import { AutomationInput, BrokerageNameInput, DmcaInput, FeaturedModeInput, WebhookInput } from '@/lib/settings/schema';
import type { RouteCase } from '../route-case';
import type { Role } from '../sessions';

/** The app's settings as the upstream answers them. */
export const upstreamSettings = {
  settings: {
    brokerage_name: 'Acme Realty',
    dmca_link: 'https://acmerealty.test/dmca',
    featured_mode: 'agent',
    automation_beta: 0,
    join_link: 'https://acmerealty.test/join/acme',
    fair_housing_mode: 'warn',
  },
};

// Broker settings: admins (an agent-admin in manager view too), never in read-only mode for a change.
const NOT_ADMIN: Role[] = ['manager', 'agent', 'agentWithoutMpro', 'agentAdminInAgentView', 'readOnly', 'signedOut'];
const save = (u: Parameters<NonNullable<RouteCase['upstream']>>[0]) => void u.post('/app/settings').reply(200, upstreamSettings).persist();

export const routes: RouteCase[] = [
  {
    file: 'app/api/settings/name/route.ts',
    method: 'POST',
    path: '/api/settings/name',
    access: 'settings.save',
    body: 'json',
    schema: BrokerageNameInput,
    sample: { name: 'Acme Realty Group' },
    refuse: NOT_ADMIN,
    upstream: save,
  },
  {
    file: 'app/api/settings/dmca/route.ts',
    method: 'POST',
    path: '/api/settings/dmca',
    access: 'settings.save',
    body: 'json',
    schema: DmcaInput,
    sample: { dmcaLink: 'https://acmerealty.test/legal/dmca' },
    refuse: NOT_ADMIN,
    upstream: save,
  },
  {
    file: 'app/api/settings/featured-mode/route.ts',
    method: 'POST',
    path: '/api/settings/featured-mode',
    access: 'settings.save',
    body: 'json',
    schema: FeaturedModeInput,
    sample: { mode: 'office' },
    refuse: NOT_ADMIN,
    upstream: save,
  },
  {
    file: 'app/api/settings/fair-housing/route.ts',
    method: 'POST',
    path: '/api/settings/fair-housing',
    access: 'settings.save',
    body: 'json',
    schema: FairHousingModeInput,
    sample: { mode: 'block' },
    refuse: NOT_ADMIN,
    upstream: save,
  },
  {
    file: 'app/api/settings/automation/route.ts',
    method: 'POST',
    path: '/api/settings/automation',
    access: 'settings.automation',
    body: 'json',
    schema: AutomationInput,
    sample: { enabled: true },
    refuse: NOT_ADMIN,
    upstream: save,
  },
  {
    file: 'app/api/settings/api-key/route.ts',
    method: 'GET',
    path: '/api/settings/api-key',
    access: 'settings.apiKey',
    body: 'none',
    // Read-only mode too: the key, or an SSO token's read-write session, would lift it.
    refuse: NOT_ADMIN,
    upstream: (u) => void u.get('/app/api_key').reply(200, { key: 'key-admin' }).persist(),
  },
  {
    file: 'app/api/settings/sso-try/route.ts',
    method: 'POST',
    path: '/api/settings/sso-try',
    access: 'settings.apiKey',
    body: 'none',
    // Read-only mode too: the key, or an SSO token's read-write session, would lift it.
    refuse: NOT_ADMIN,
    upstream: (u) => void u.post('/sso/access_token').reply(200, { accessToken: 'tok-123' }).persist(),
  },
  {
    file: 'app/api/settings/webhook/route.ts',
    method: 'POST',
    path: '/api/settings/webhook',
    access: 'settings.save',
    body: 'json',
    schema: WebhookInput,
    sample: { url: 'https://hooks.acmerealty.test/v2/users' },
    refuse: NOT_ADMIN,
    upstream: (u) => {
      u.get('/webhooks')
        .reply(200, { hooks: [{ type: 'user', url: 'https://hooks.acmerealty.test/users' }] })
        .persist();
      u.post('/webhooks')
        .reply(200, { hooks: [{ type: 'user', url: 'https://hooks.acmerealty.test/v2/users' }] })
        .persist();
    },
  },
];
