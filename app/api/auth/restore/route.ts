// GET|POST /api/auth/restore — key restore (/login?api_key=…&ro=1, rewritten here by proxy.ts); the key leaves the address bar
import { RestoreQuery } from '@/lib/auth/schema';
import { MSG } from '@/lib/messages';
import { recordSessionEvent } from '@/server/audit/record';
import { openSession } from '@/server/auth';
import { crossSiteNavigation, formToken, sealPending, unsealPending } from '@/server/request/cross-site';
import { HttpError, publicRoute, redirectTo } from '@/server/http';
import { call } from '@/server/upstream/client';
import { auth } from '@/server/upstream/contract';
import { UpstreamError } from '@/server/upstream/errors';

// A missing or refused key, or any failure: the sign-in page says which.
const failure = (err: unknown) =>
  redirectTo(err instanceof UpstreamError && err.kind === 'network' ? '/login?restore=unreachable' : '/login?restore=failed');

async function restore(req: Request, apiKey: string, readOnly: boolean): Promise<Response> {
  const answer = await call(auth.loginToken, { api_key: apiKey, ro: readOnly }, null);
  const session = await openSession(apiKey, answer.user, answer.app, { readOnly });
  recordSessionEvent(req, session.readOnly ? 'session.readOnly' : 'session.restore', session);
  return redirectTo('/');
}

/** A link followed from another site signs in only from its confirmation page (login CSRF). */
export const GET = publicRoute({ query: RestoreQuery, signInLink: true, failure }, async ({ req, query }) => {
  const readOnly = query.ro === '1';
  if (!crossSiteNavigation(req)) return restore(req, query.api_key, readOnly);
  const token = await sealPending({ kind: 'restore', apiKey: query.api_key, readOnly });
  return redirectTo(`/login/confirm?t=${encodeURIComponent(token)}`);
});

/** The confirmation page's button: the sealed link, posted from this site. */
export const POST = publicRoute({ failure }, async ({ req }) => {
  const pending = await unsealPending('restore', await formToken(req));
  if (!pending) throw new HttpError(400, MSG.restoreFailed);
  return restore(req, pending.apiKey, pending.readOnly);
});
