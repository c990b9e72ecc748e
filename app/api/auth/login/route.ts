// POST /api/auth/login — email and password sign-in; answers the redirect or the apps to choose from
import { NextResponse } from 'next/server';
import { LoginInput } from '@/lib/validation/auth';
import { login } from '@/server/auth';
import { errorJson, readJson, sameOrigin, toErrorResponse } from '@/server/http';

export async function POST(req: Request) {
  if (!sameOrigin(req)) return errorJson(403, 'Cross-site request refused.');
  const input = await readJson(req, LoginInput);
  if (input instanceof NextResponse) return input;
  try {
    const outcome = await login(input);
    if (outcome.kind === 'refused') return errorJson(401, outcome.message);
    if (outcome.kind === 'chooseApp') return NextResponse.json({ apps: outcome.apps });
    return NextResponse.json({ redirect: outcome.redirect });
  } catch (err) {
    return toErrorResponse(err, 'auth.login');
  }
}
