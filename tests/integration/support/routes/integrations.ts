import { IntegrationInput, WidgetKeyInput } from '@/lib/integrations/schema';
import type { RouteCase } from '../route-case';

/** The app's integration as the upstream answers it (with its secrets, which the dashboard never passes on). */
export const upstreamIntegration = {
  name: 'fub',
  api_url: null,
  api_key: 'fka_secret_123',
  username: null,
  password: null,
  site_id: null,
  active: 1,
  sync_checked: 1,
  error: null,
};

// The CRM box: an admin (integrationsEnabled, not restricted) or an agent (integrationsAgentEnabled, their own); saving never in read-only mode.
export const routes: RouteCase[] = [
  {
    file: 'app/api/integrations/route.ts',
    method: 'GET',
    path: '/api/integrations',
    access: 'integrations.read',
    body: 'none',
    refuse: ['manager', 'signedOut'],
    upstream: (u) => void u.get('/integration').reply(200, { info: upstreamIntegration }).persist(),
  },
  {
    file: 'app/api/integrations/route.ts',
    method: 'POST',
    path: '/api/integrations',
    access: 'integrations.save',
    body: 'json',
    schema: IntegrationInput,
    sample: { name: 'fub', api_key: '', api_url: '', username: '', password: '', active: true },
    refuse: ['manager', 'readOnly', 'signedOut'],
    upstream: (u) => {
      u.get('/integration').reply(200, { info: upstreamIntegration }).persist();
      u.post('/integration').reply(200, { info: upstreamIntegration }).persist();
    },
  },
  {
    file: 'app/api/integrations/widget/token/route.ts',
    method: 'GET',
    path: '/api/integrations/widget/token',
    access: 'integrations.widget',
    body: 'none',
    refuse: ['manager', 'agent', 'signedOut'],
    upstream: (u) => void u.get('/integration/rollout/token').reply(200, { jwt: 'a.b.c' }).persist(),
  },
  {
    file: 'app/api/integrations/widget/key/route.ts',
    method: 'POST',
    path: '/api/integrations/widget/key',
    access: 'integrations.widgetKey',
    body: 'json',
    schema: WidgetKeyInput,
    sample: { appKey: 'wk_1', connectionId: 'conn-1', deleted: false },
    refuse: ['manager', 'agent', 'readOnly', 'signedOut'],
    upstream: (u) => void u.post('/integration/rollout/key').reply(200, { ok: true, connected: true }).persist(),
  },
];
