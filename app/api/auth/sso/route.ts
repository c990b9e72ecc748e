// GET /api/auth/sso — sign in by SSO token (/sso?e=…&a=…, rewritten here by proxy.ts)
import { openSession } from '@/server/auth';
import { redirectTo } from '@/server/http';
import { call } from '@/server/upstream/client';
import { auth } from '@/server/upstream/contract';

export async function GET(req: Request) {
  const url = new URL(req.url);
  const email = url.searchParams.get('e')?.trim() ?? '';
  const token = url.searchParams.get('a')?.trim() ?? '';
  // Either missing, or any failure: the /sso page shows 'Invalid or expired SSO access token.'
  if (!email || !token || email.length > 254 || token.length > 500) return redirectTo(req, '/sso');
  try {
    const answer = await call(auth.loginSso, { email, token }, null);
    await openSession(answer.api_key, answer.user, answer.app);
    return redirectTo(req, '/');
  } catch {
    return redirectTo(req, '/sso');
  }
}
