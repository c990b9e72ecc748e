import { NextResponse, type NextRequest } from 'next/server';
import { isPublicPath, redirectFor, routeRule } from '@/lib/access';
import { safeNextPath } from '@/lib/redirect';
import { config as appConfig } from '@/server/config';
import { getAppData } from '@/server/app-data';
import { READ_ONLY_COOKIE, readOnlyCookieOptions, SESSION_COOKIE, unsealSession, type Session } from '@/server/session';
import { UpstreamError } from '@/server/upstream/errors';
import { viewerOf } from '@/server/viewer';

/**
 * The first gate (never the only one: route handlers and services check again):
 * sign-in redirect with the remembered path, role and toggle gating from lib/access, the read-only
 * flag, the unpaid self-provisioned agent's payment screen, and framing rules.
 */
export async function proxy(request: NextRequest) {
  const url = request.nextUrl;
  const path = url.pathname;

  // ?ro=1 switches read-only mode on (its own cookie, one day), then the flag leaves the address bar.
  if (url.searchParams.get('ro') === '1' && !url.searchParams.has('api_key')) {
    const clean = url.clone();
    clean.searchParams.delete('ro');
    const res = NextResponse.redirect(clean, 303);
    res.cookies.set(READ_ONLY_COOKIE, '1', readOnlyCookieOptions());
    return res;
  }

  // Sign-in entry points that must set a cookie are route handlers behind the public addresses.
  if (path === '/login' && url.searchParams.has('api_key')) return frame(NextResponse.rewrite(internal(url, '/api/auth/restore')), false);
  if (path === '/sso' && url.searchParams.has('e') && url.searchParams.has('a')) return frame(NextResponse.rewrite(internal(url, '/api/auth/sso')), false);
  if (path === '/fub' && !url.searchParams.has('err')) return frame(NextResponse.rewrite(internal(url, '/api/fub')), true);

  const session = await unsealSession(request.cookies.get(SESSION_COOKIE)?.value);
  const embedded = session?.embedded === true || path === '/fub';

  if (isPublicPath(path)) {
    if (path === '/login' && session) return NextResponse.redirect(new URL('/', url), 303);
    return frame(NextResponse.next(), embedded);
  }
  if (!routeRule(path)) return frame(NextResponse.next(), embedded); // the not-found page
  if (!session) return toLogin(url);
  if (path === '/logout') return NextResponse.next();

  if (unpaid(session)) return frame(NextResponse.rewrite(new URL('/payment-required', url)), embedded);

  const readOnly = session.readOnly || request.cookies.get(READ_ONLY_COOKIE)?.value === '1';
  try {
    const app = await getAppData(session);
    const target = redirectFor(viewerOf({ ...session, readOnly }, app), path);
    if (target) return NextResponse.redirect(new URL(target, url), 303);
  } catch (err) {
    if (err instanceof UpstreamError && err.sessionExpired) return toLogin(url, true);
    // Upstream down: let the page render its own error state rather than failing here.
  }
  return frame(NextResponse.next(), embedded);
}

function internal(url: URL, pathname: string): URL {
  const target = new URL(url);
  target.pathname = pathname;
  return target;
}

/** Self-provisioned agents without a subscription status see the payment screen instead of the dashboard. */
function unpaid(session: Session): boolean {
  return session.user.type === 'agent' && session.user.selfProvisioned && !session.user.subscriptionStatus;
}

function toLogin(url: URL, expired = false): NextResponse {
  const login = new URL('/login', url);
  const next = safeNextPath(url.pathname + url.search);
  if (next !== '/') login.searchParams.set('next', next);
  if (expired) login.searchParams.set('expired', '1');
  const res = NextResponse.redirect(login, 303);
  if (expired) res.cookies.delete(SESSION_COOKIE);
  return res;
}

/** Only the CRM may frame the embed (/fub and an embedded session's pages); nothing frames the rest. */
function frame(res: NextResponse, embedded: boolean): NextResponse {
  if (embedded) {
    res.headers.set('Content-Security-Policy', `frame-ancestors ${appConfig().fubEmbedOrigin}`);
  } else {
    res.headers.set('Content-Security-Policy', "frame-ancestors 'none'");
    res.headers.set('X-Frame-Options', 'DENY');
  }
  return res;
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|api/|favicon.ico|icon.png|robots.txt).*)'],
};
