// POST /api/auth/login — email and password sign-in; answers the redirect or the apps to choose from
import { NextResponse } from 'next/server';
import { LoginInput } from '@/lib/validation/auth';
import { login } from '@/server/auth';
import { errorJson, readJson, sameOrigin, toErrorResponse } from '@/server/http';
import { clientAddress, signInLimits, TOO_MANY_ATTEMPTS } from '@/server/rate-limit';

export async function POST(req: Request) {
  if (!sameOrigin(req)) return errorJson(403, 'Cross-site request refused.');
  let input;
  try {
    input = await readJson(req, LoginInput);
  } catch (err) {
    return toErrorResponse(err, 'auth.login');
  }
  const address = `ip:${clientAddress(req)}`;
  const email = `email:${input.email.toLowerCase()}`;
  // Both counters advance on every attempt, so guessing one account from many addresses is held too.
  const limits = signInLimits();
  const addressOk = limits.byAddress.hit(address);
  const emailOk = limits.byEmail.hit(email);
  if (!addressOk || !emailOk) {
    const wait = Math.max(limits.byAddress.retryAfter(address), limits.byEmail.retryAfter(email));
    const res = errorJson(429, TOO_MANY_ATTEMPTS);
    res.headers.set('Retry-After', String(wait));
    return res;
  }
  try {
    const outcome = await login(input);
    if (outcome.kind === 'refused') return errorJson(401, outcome.message);
    if (outcome.kind === 'signedIn') limits.byEmail.reset(email);
    if (outcome.kind === 'chooseApp') return NextResponse.json({ apps: outcome.apps });
    return NextResponse.json({ redirect: outcome.redirect });
  } catch (err) {
    return toErrorResponse(err, 'auth.login');
  }
}
