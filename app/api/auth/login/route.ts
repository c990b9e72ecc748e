// POST /api/auth/login — email and password sign-in; answers the redirect or the apps to choose from
import { NextResponse } from 'next/server';
import { LoginInput } from '@/lib/auth/schema';
import { recordFailedSignIn, recordSessionEvent } from '@/server/audit/record';
import { login, type LoginOutcome } from '@/server/auth';
import { HttpError, publicRoute, toErrorResponse } from '@/server/http';
import { metrics, type SignInRefusal } from '@/server/metrics';
import { countAttempt, settleAttempt, signInLimits, type Attempt } from '@/server/limits/attempts';

export const POST = publicRoute({ body: LoginInput }, async ({ req, body }) => {
  let outcome: LoginOutcome;
  let attempt: Attempt | null = null;
  // A failed sign-in is filed under the brokerage the upstream named, never the one the request names:
  // anyone may send any stack_id, and it must not write into that brokerage's audit log.
  let refusedIn: string | null = null;
  let refused: SignInRefusal | null = null;
  try {
    attempt = await countAttempt(signInLimits(), req, body.email);
    outcome = await login(body);
    if (outcome.kind === 'refused') {
      refusedIn = outcome.stackId;
      refused = outcome.reason;
      throw new HttpError(401, outcome.message);
    }
  } catch (err) {
    // The failure's own answer, recorded with its status and message (never the password tried).
    const res = await toErrorResponse(err, '/api/auth/login');
    // A refusal (4xx) uses up the allowance; the upstream failing to judge (5xx, unreachable) does not.
    if (attempt && res.status >= 500) await settleAttempt(attempt, 'unjudged');
    const { error } = (await res.clone().json()) as { error: { message: string } };
    recordFailedSignIn(req, body.email, refusedIn, res.status, error.message);
    metrics()?.signInRefusals.inc({ reason: refused ?? refusalOf(res.status) });
    return res;
  }
  await settleAttempt(attempt, 'succeeded');
  if (outcome.kind === 'signedIn') recordSessionEvent(req, 'session.signIn', outcome.session);
  if (outcome.kind === 'chooseApp') return NextResponse.json({ apps: outcome.apps });
  return NextResponse.json({ redirect: outcome.redirect });
});

/** Why a sign-in the upstream did not answer with a refusal failed: the limit, the upstream's 4xx, or its fault. */
function refusalOf(status: number): SignInRefusal {
  if (status === 429) return 'rate_limited';
  return status < 500 ? 'credentials' : 'upstream_error';
}
