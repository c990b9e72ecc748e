import { SignupInput } from '@/lib/provision/schema';
import type { RouteCase } from '../route-case';

/** acme's own sign-up link as the upstream answers it. */
export const upstreamProvisionApp = {
  enabled: true,
  payment_url: 'https://pay.upstream.test/agent/acme',
  theme: { logo: 'http://upstream.test/logo.png' },
  name: 'Acme Realty',
};
export const SIGNUP_SAMPLE = {
  uri: 'acme',
  provisionId: 'join-acme',
  idempotencyKey: '6f1c1e4e-8a49-4c55-9d9e-2b8f0c1a7d11',
  name: 'Nora Newagent',
  email: 'nora.newagent@example.com',
  phone: '(415) 555-0190',
  password: 'secret12',
};

// Self-provisioning: a public form (no session), same-site only.
export const routes: RouteCase[] = [
  {
    file: 'app/api/provision/signup/route.ts',
    method: 'POST',
    path: '/api/provision/signup',
    access: 'public',
    body: 'json',
    schema: SignupInput,
    sample: SIGNUP_SAMPLE,
    refuse: [],
    upstream: (u) => {
      u.get('/provision/acme/join-acme').reply(200, upstreamProvisionApp).persist();
      u.post('/provision/agent').reply(200, { guid: '0f5a2f7e-1c2d-4e3f-a456-7b8c9d0e1f2a' }).persist();
    },
  },
];
