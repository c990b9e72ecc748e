// GET|POST /logout — end the session (the upstream revokes its key, the cookies are cleared) and go to /login
import { callerOf, forgetAppData } from '@/server/app-data';
import { errorJson, redirectTo, sameOrigin } from '@/server/http';
import { log } from '@/server/log';
import { clearSession, getSession, type Session } from '@/server/session';
import { call } from '@/server/upstream/client';
import { session as sessionCalls } from '@/server/upstream/contract';

/** Signing out must not wait long on an upstream that does not answer. */
const REVOKE_TIMEOUT_MS = 3_000;

/**
 * The cookie is the only state this server keeps, so the upstream revokes the session's key: a copy
 * of the old cookie then gets 401 on every call. Best effort: a failing upstream never blocks signing out.
 */
async function revoke(session: Session) {
  try {
    await call(sessionCalls.logout, {}, callerOf(session), { timeoutMs: REVOKE_TIMEOUT_MS });
  } catch (err) {
    log.warn({ where: 'logout', err: err instanceof Error ? err.message : String(err) }, 'upstream logout failed');
  }
}

async function logout(req: Request) {
  const session = await getSession();
  if (session) {
    forgetAppData(session);
    await revoke(session);
  }
  await clearSession();
  // ?expired=1: the upstream stopped accepting the key; the sign-in page says so.
  const expired = new URL(req.url).searchParams.get('expired') === '1';
  return redirectTo(req, expired ? '/login?expired=1' : '/login');
}

/** The redirect of an expired session (proxy.ts, pages) and a typed address. */
export const GET = logout;

/** The sidebar's Log out form: this site's pages only. */
export async function POST(req: Request) {
  if (!sameOrigin(req)) return errorJson(403, 'Cross-site request refused.');
  return logout(req);
}
