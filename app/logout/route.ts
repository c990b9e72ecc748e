// GET|POST /logout — end the session (cookies cleared) and go to /login
import { forgetAppData } from '@/server/app-data';
import { redirectTo } from '@/server/http';
import { clearSession, getSession } from '@/server/session';

async function logout(req: Request) {
  const session = await getSession();
  if (session) forgetAppData(session);
  await clearSession();
  return redirectTo(req, '/login');
}

export const GET = logout;
export const POST = logout;
