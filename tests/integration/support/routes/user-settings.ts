import { AgentAutomationInput, CrmEmailInput } from '@/lib/user-settings/schema';
import type { RouteCase } from '../route-case';
import type { Role } from '../sessions';
import { upstreamAgent } from './agents';

/** subscriber@acme.test (tests/support/roles.ts selfProvisionedAgent) as the upstream answers their profile once canceled. */
export const upstreamSubscriberProfile = {
  ...upstreamAgent,
  id: 12,
  email: 'subscriber@acme.test',
  self_provisioned: true,
  subscription_status: 'canceled',
  subscription_cancel_at: 1_800_000_000,
};

// Agent settings: non-admins' own (the CRM parsing e-mail an admin's too); mutations never in read-only mode.
const ADMINS: Role[] = ['admin', 'agentAdminInManagerView', 'readOnly', 'premierAdmin', 'restrictedAdmin', 'signedOut'];
const NOT_SELF_PROVISIONED: Role[] = [
  'admin',
  'manager',
  'agent',
  'agentWithoutMpro',
  'agentAdminInAgentView',
  'agentAdminInManagerView',
  'readOnly',
  'premierAdmin',
  'restrictedAdmin',
  'signedOut',
];

export const routes: RouteCase[] = [
  {
    file: 'app/api/user-settings/api-key/route.ts',
    method: 'GET',
    path: '/api/user-settings/api-key',
    access: 'userSettings.apiKey',
    body: 'none',
    as: 'agent',
    refuse: ADMINS,
    upstream: (u) => void u.get('/user/api_key').reply(200, { key: 'key-agent' }).persist(),
  },
  {
    file: 'app/api/user-settings/crm-email/route.ts',
    method: 'POST',
    path: '/api/user-settings/crm-email',
    access: 'userSettings.crmEmail',
    body: 'json',
    as: 'agent',
    schema: CrmEmailInput,
    sample: { crmEmail: 'leads@crm.acme.test' },
    // An admin (an agent-admin in admin view too) sets their own on /settings; managers have none.
    refuse: ['readOnly', 'signedOut', 'manager'],
    upstream: (u) => void u.post('/user/crm_email/3').reply(200, { crm_email: 'leads@crm.acme.test' }).persist(),
  },
  {
    file: 'app/api/user-settings/automation/route.ts',
    method: 'POST',
    path: '/api/user-settings/automation',
    access: 'userSettings.automation',
    body: 'json',
    as: 'agent',
    schema: AgentAutomationInput,
    sample: { enabled: true },
    refuse: ADMINS,
    upstream: (u) => void u.post('/user/automation').reply(200, { automation_beta: 1 }).persist(),
  },
  {
    file: 'app/api/user-settings/subscription/route.ts',
    method: 'DELETE',
    path: '/api/user-settings/subscription',
    access: 'userSettings.cancelSubscription',
    body: 'none',
    as: 'selfProvisionedAgent',
    refuse: NOT_SELF_PROVISIONED,
    upstream: (u) => {
      u.delete('/cancel_subscription').reply(200, { ok: true, message: 'Subscription canceled' }).persist();
      u.get('/user/profile/12').reply(200, upstreamSubscriberProfile).persist();
    },
  },
  {
    file: 'app/api/user-settings/users-csv/route.ts',
    method: 'GET',
    path: '/api/user-settings/users-csv',
    access: 'userSettings.usersCsv',
    body: 'none',
    as: 'selfProvisionedAgent',
    refuse: NOT_SELF_PROVISIONED,
    upstream: (u) => {
      u.get('/user/profile/12').reply(200, upstreamSubscriberProfile).persist();
      u.get('/user/users_csv').reply(200, 'id,name,email\n1,Paula,paula@example.com\n', { 'Content-Type': 'text/csv' }).persist();
    },
  },
];
