// GET|POST /logout — end the session (cookies cleared) and go to /login
import { forgetAppData } from '@/server/app-data';
import { redirectTo } from '@/server/http';
import { clearSession, getSession } from '@/server/session';

async function logout(req: Request) {
  const session = await getSession();
  if (session) forgetAppData(session);
  await clearSession();
  // ?expired=1: the upstream stopped accepting the key; the sign-in page says so.
  const expired = new URL(req.url).searchParams.get('expired') === '1';
  return redirectTo(req, expired ? '/login?expired=1' : '/login');
}

export const GET = logout;
export const POST = logout;
