// GET|POST /logout — end the session (the upstream revokes its key, the cookies are cleared) and go to /login
import { z } from 'zod';
import { callerOf, forgetAppData } from '@/server/app-data';
import { publicRoute, redirectTo } from '@/server/http';
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

/** ?expired=1: the upstream stopped accepting the key; the sign-in page says so. */
const LogoutQuery = z.object({ expired: z.string().optional() });

/**
 * GET: the redirect of an expired session (proxy.ts, pages) and a typed address. POST: the
 * sidebar's Log out form, this site's pages only (publicRoute refuses a cross-site mutation).
 */
export const GET = publicRoute({ query: LogoutQuery }, async ({ query }) => {
  const session = await getSession();
  if (session) {
    forgetAppData(session);
    await revoke(session);
  }
  await clearSession();
  return redirectTo(query.expired === '1' ? '/login?expired=1' : '/login');
});

export const POST = GET;
