// GET|POST /logout — end the session (the upstream revokes its key, the cookies are cleared) and go to /login
import { z } from 'zod';
import { removeSessionSubscriptions } from '@/server/agent-alerts/subscriptions';
import { forgetAppData, getAppData } from '@/server/app-data';
import { callerOf } from '@/server/upstream/caller';
import { recordSessionEvent } from '@/server/audit/record';
import { crossSiteNavigation } from '@/server/request/cross-site';
import { publicRoute, redirectTo } from '@/server/http';
import { log } from '@/server/log';
import { clearSession, getSession, type Session } from '@/server/session';
import { call } from '@/server/upstream/client';
import { session as sessionCalls } from '@/server/upstream/contract';
import { UpstreamError } from '@/server/upstream/errors';

/** Signing out must not wait long on an upstream that does not answer. */
const REVOKE_TIMEOUT_MS = 3_000;

/**
 * The cookie is the only state this server keeps, so the upstream revokes the session's key: a copy
 * of the old cookie then gets 401 on every call. A key the upstream already refuses counts as revoked.
 */
async function revoked(session: Session): Promise<boolean> {
  try {
    await call(sessionCalls.logout, {}, callerOf(session), { timeoutMs: REVOKE_TIMEOUT_MS });
    return true;
  } catch (err) {
    if (err instanceof UpstreamError && err.sessionExpired) return true;
    log.warn({ where: 'logout', err: err instanceof Error ? err.message : String(err) }, 'upstream logout failed');
    return false;
  }
}

/** This device's alerts end with its session; a store that does not answer must not keep anyone signed in. */
async function stopDeviceAlerts(session: Session): Promise<void> {
  try {
    await removeSessionSubscriptions(session);
  } catch (err) {
    log.warn(
      { where: 'logout', err: err instanceof Error ? err.message : String(err) },
      "this device's alert subscription could not be removed",
    );
  }
}

/**
 * Signs out only when the key is revoked: clearing the cookie alone would report an end that did not
 * happen (a copy of it would keep working for up to a day). Otherwise the session stays, and the
 * retry page says so.
 */
async function signOut(req: Request, expired: boolean): Promise<Response> {
  const session = await getSession();
  if (session) {
    if (!(await revoked(session))) return redirectTo('/logout/confirm?failed=1');
    await stopDeviceAlerts(session);
    forgetAppData(session);
    recordSessionEvent(req, 'session.signOut', session, expired ? 'Signed out: the session had expired' : 'Signed out');
  }
  await clearSession();
  return redirectTo(expired ? '/login?expired=1' : '/login');
}

/**
 * The retry page's other way out, asked for in so many words: this browser forgets the session while
 * the upstream keeps its key until it expires (someone leaving a shared computer must not be stuck
 * while the upstream is down). The sign-in page says which of the two happened.
 */
async function forgetHere(req: Request): Promise<Response> {
  const session = await getSession();
  if (session) {
    await stopDeviceAlerts(session);
    forgetAppData(session);
    recordSessionEvent(req, 'session.signOut', session, 'Signed out on this browser only (the upstream did not revoke the key)');
  }
  await clearSession();
  return redirectTo('/login?signedout=browser');
}

/**
 * ?expired=1: the upstream stopped accepting the key; the sign-in page says so. ?browser=1 (POST only):
 * sign out on this browser alone, after a revocation failed.
 */
const LogoutQuery = z.object({ expired: z.string().optional(), browser: z.string().optional() });

/**
 * GET: the redirect of an expired session (pages) and a typed address; a link on another site only
 * opens the confirmation page (/logout/confirm), whose button posts here. POST: the sidebar's Log out
 * form and that button, this site's pages only (publicRoute refuses a cross-site mutation).
 */
export const GET = publicRoute({ query: LogoutQuery }, async ({ req, query }) => {
  const expired = query.expired === '1';
  const session = await getSession();
  if (session && crossSiteNavigation(req) && !(expired && (await keyRefused(session)))) return redirectTo('/logout/confirm');
  return signOut(req, expired);
});

/**
 * Whether the upstream refuses the session's key, read from the app data (a read). A link from another
 * site to a page of an expired session comes here with ?expired=1 as a cross-site navigation: that claim
 * is believed only when it is true, so a forged one still asks first.
 */
async function keyRefused(session: Session): Promise<boolean> {
  try {
    await getAppData(session);
    return false;
  } catch (err) {
    return err instanceof UpstreamError && err.sessionExpired;
  }
}

export const POST = publicRoute({ query: LogoutQuery }, async ({ req, query }) =>
  query.browser === '1' ? forgetHere(req) : signOut(req, query.expired === '1'),
);
