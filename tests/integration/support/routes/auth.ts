import { ForgotInput, LoginInput } from '@/lib/auth/schema';
import type { RouteCase } from '../route-case';
import { ADMIN_ID, appData } from '../sessions';

export const routes: RouteCase[] = [
  {
    file: 'app/api/auth/login/route.ts',
    method: 'POST',
    path: '/api/auth/login',
    access: 'public',
    body: 'json',
    schema: LoginInput,
    sample: { email: 'admin@acme.test', password: 'demo1234' },
    refuse: [],
    upstream: (u) =>
      void u
        .post('/login')
        .reply(200, {
          api_key: 'fresh-key',
          app: appData(),
          user: {
            id: ADMIN_ID,
            type: 'admin',
            subType: null,
            email: 'admin@acme.test',
            display_name: 'Alex Admin',
            payments: true,
            agent_data: null,
          },
        })
        .persist(),
  },
  {
    file: 'app/api/auth/forgot/route.ts',
    method: 'POST',
    path: '/api/auth/forgot',
    access: 'public',
    body: 'json',
    schema: ForgotInput,
    sample: { email: 'admin@acme.test' },
    refuse: [],
    upstream: (u) =>
      void u.post('/login/forgot').reply(200, { message: 'If an account exists for this email, a reset link has been sent.' }).persist(),
  },
  {
    file: 'app/api/auth/restore/route.ts',
    method: 'GET',
    path: '/api/auth/restore?api_key=k',
    access: 'public',
    body: 'query',
    refuse: [],
    ok: 303,
  },
  // The confirmation page's button (a link opened from another site), with the sealed link as field t.
  { file: 'app/api/auth/restore/route.ts', method: 'POST', path: '/api/auth/restore', access: 'public', body: 'form', refuse: [], ok: 303 },
  {
    file: 'app/api/auth/sso/route.ts',
    method: 'GET',
    path: '/api/auth/sso?e=a%40b.co&a=t',
    access: 'public',
    body: 'query',
    refuse: [],
    ok: 303,
  },
  { file: 'app/api/auth/sso/route.ts', method: 'POST', path: '/api/auth/sso', access: 'public', body: 'form', refuse: [], ok: 303 },
  { file: 'app/api/fub/route.ts', method: 'GET', path: '/api/fub', access: 'public', body: 'query', refuse: [], ok: 303 },
];
