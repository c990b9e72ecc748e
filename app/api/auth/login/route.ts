// POST /api/auth/login — email and password sign-in; answers the redirect or the apps to choose from
import { NextResponse } from 'next/server';
import { LoginInput } from '@/lib/validation/auth';
import { login } from '@/server/auth';
import { HttpError, publicRoute } from '@/server/http';
import { clientAddress, signInLimits, TOO_MANY_ATTEMPTS } from '@/server/rate-limit';

export const POST = publicRoute({ body: LoginInput }, async ({ req, body }) => {
  const address = `ip:${clientAddress(req)}`;
  const email = `email:${body.email.toLowerCase()}`;
  // Both counters advance on every attempt, so guessing one account from many addresses is held too.
  const limits = signInLimits();
  const addressOk = limits.byAddress.hit(address);
  const emailOk = limits.byEmail.hit(email);
  if (!addressOk || !emailOk) {
    const wait = Math.max(limits.byAddress.retryAfter(address), limits.byEmail.retryAfter(email));
    throw new HttpError(429, TOO_MANY_ATTEMPTS, { 'Retry-After': String(wait) });
  }
  const outcome = await login(body);
  if (outcome.kind === 'refused') throw new HttpError(401, outcome.message);
  if (outcome.kind === 'signedIn') limits.byEmail.reset(email);
  if (outcome.kind === 'chooseApp') return NextResponse.json({ apps: outcome.apps });
  return NextResponse.json({ redirect: outcome.redirect });
});
