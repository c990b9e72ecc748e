// GET /api/auth/sso — sign in by SSO token (/sso?e=…&a=…, rewritten here by proxy.ts)
import { SsoQuery } from '@/lib/validation/auth';
import { openSession } from '@/server/auth';
import { publicRoute, redirectTo } from '@/server/http';
import { call } from '@/server/upstream/client';
import { auth } from '@/server/upstream/contract';

// Either missing, or any failure: the /sso page shows 'Invalid or expired SSO access token.'
export const GET = publicRoute({ query: SsoQuery, failure: () => redirectTo('/sso') }, async ({ query }) => {
  const answer = await call(auth.loginSso, { email: query.e, token: query.a }, null);
  await openSession(answer.api_key, answer.user, answer.app);
  return redirectTo('/');
});
