// GET|POST /api/auth/sso — sign in by SSO token (/sso?e=…&a=…, rewritten here by proxy.ts)
import { SsoQuery } from '@/lib/auth/schema';
import { MSG } from '@/lib/messages';
import { recordSessionEvent } from '@/server/audit/record';
import { openSession } from '@/server/auth';
import { crossSiteNavigation, formToken, sealPending, unsealPending } from '@/server/request/cross-site';
import { HttpError, publicRoute, redirectTo } from '@/server/http';
import { call } from '@/server/upstream/client';
import { auth } from '@/server/upstream/contract';

// Either missing, or any failure: the /sso page shows 'Invalid or expired SSO access token.'
const failure = () => redirectTo('/sso');

async function signIn(req: Request, email: string, token: string): Promise<Response> {
  const answer = await call(auth.loginSso, { email, token }, null);
  const session = await openSession(answer.api_key, answer.user, answer.app);
  recordSessionEvent(req, 'session.sso', session);
  return redirectTo('/');
}

/** A link followed from another site signs in only from its confirmation page (login CSRF). */
export const GET = publicRoute({ query: SsoQuery, signInLink: true, failure }, async ({ req, query }) => {
  if (!crossSiteNavigation(req)) return signIn(req, query.e, query.a);
  const sealed = await sealPending({ kind: 'sso', email: query.e, token: query.a });
  return redirectTo(`/sso/confirm?t=${encodeURIComponent(sealed)}`);
});

/** The confirmation page's button: the sealed link, posted from this site. */
export const POST = publicRoute({ failure }, async ({ req }) => {
  const pending = await unsealPending('sso', await formToken(req));
  if (!pending) throw new HttpError(400, MSG.ssoInvalid);
  return signIn(req, pending.email, pending.token);
});
