// GET /api/fub — CRM embed sign-in (/fub?context=…&signature=…, rewritten here by proxy.ts)
import { FubQuery } from '@/lib/auth/schema';
import { recordSessionEvent } from '@/server/audit/record';
import { openSession } from '@/server/auth';
import { config } from '@/server/config';
import { decodeContext, debugStateError, validSignature } from '@/server/fub';
import { publicRoute, redirectTo } from '@/server/http';
import { call } from '@/server/upstream/client';
import { auth } from '@/server/upstream/contract';
import { UpstreamError } from '@/server/upstream/errors';

/** The /fub error page with one of its codes. */
const fail = (err: string) => redirectTo(`/fub?err=${encodeURIComponent(err)}`);

export const GET = publicRoute({ query: FubQuery, signInLink: true, failure: (err) => fail(errorCode(err)) }, async ({ req, query }) => {
  const { context, signature } = query;
  const secret = config().fubEmbedSecret;
  if (!secret || !context || !signature || !validSignature(context, signature, secret)) return fail('sig');
  const ctx = decodeContext(context);
  if (!ctx) return fail('auth');
  const debugErr = debugStateError(ctx.debugState);
  if (debugErr) return fail(debugErr);
  const answer = await call(
    auth.loginFub,
    {
      fub_id: ctx.account.id,
      fub_domain: ctx.account.domain,
      fub_agent_email: ctx.user.email,
      fub_user_email: ctx.person?.emails[0] ?? '',
      debug: ctx.debugState,
    },
    null,
  );
  if (answer.user_id_redirect === null) return fail('user');
  const session = await openSession(answer.api_key, answer.user, answer.app, { embedded: true });
  recordSessionEvent(req, 'session.sso', session, 'Signed in from the Follow Up Boss embed');
  return redirectTo(`/users/${answer.user_id_redirect}`);
});

/** The upstream's refusal as one of the page's codes where it says which; otherwise the error itself. */
function errorCode(err: unknown): string {
  if (!(err instanceof UpstreamError)) return 'error';
  if (err.status === 401 || err.status === 403) return 'auth';
  const byMessage: Record<string, string> = { 'No Account': 'account', 'User not found': 'user', 'Person not found': 'person' };
  return byMessage[err.message] ?? err.message;
}
