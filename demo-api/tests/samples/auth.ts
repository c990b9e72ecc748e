import { auth } from '@/server/upstream/contract';
import { ADMIN } from '../helpers';
import type { Sample } from '../sample';

/** Valid input for each Authentication endpoint (collected by contract.test.ts). */
export const samples: Record<string, Sample[]> = {
  login: [{ input: { email: 'admin@acme.test', password: 'demo1234' } }, { input: { email: 'multi@demo.test', password: 'demo1234' } }],
  loginSso: [
    {
      input: async (t) => {
        const token = await t.call<{ accessToken: string }>(auth.accessToken, { email: 'agent@acme.test' }, { as: ADMIN });
        return { email: 'agent@acme.test', token: token.body.accessToken };
      },
    },
  ],
  loginToken: [{ input: (t) => ({ api_key: t.key(ADMIN), ro: true }) }],
  forgotPassword: [{ input: { email: 'admin@acme.test' } }],
  accessToken: [{ as: ADMIN, mode: 'manager', input: { email: 'agent@acme.test' } }],
  loginFub: [{ input: { fub_id: '42', fub_domain: 'acme', fub_agent_email: 'agent@acme.test', fub_user_email: 'buyer@acme.test' } }],
};
