// POST /api/auth/login — email and password sign-in; answers the redirect or the apps to choose from
import { NextResponse } from 'next/server';
import { LoginInput } from '@/lib/auth/schema';
import { login } from '@/server/auth';
import { HttpError, publicRoute } from '@/server/http';
import { countAttempt, signInLimits } from '@/server/rate-limit';

export const POST = publicRoute({ body: LoginInput }, async ({ req, body }) => {
  const limits = signInLimits();
  const { email } = countAttempt(limits, req, body.email);
  const outcome = await login(body);
  if (outcome.kind === 'refused') throw new HttpError(401, outcome.message);
  if (outcome.kind === 'signedIn') limits.byEmail.reset(email);
  if (outcome.kind === 'chooseApp') return NextResponse.json({ apps: outcome.apps });
  return NextResponse.json({ redirect: outcome.redirect });
});
