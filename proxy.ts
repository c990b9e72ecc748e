import { NextResponse, type NextRequest } from 'next/server';
import { isPublicPath, redirectFor, routeRule } from '@/lib/access';
import { loginPath } from '@/lib/redirect';
import { decodablePath } from '@/lib/url-path';
import { config as appConfig } from '@/server/config';
import { getAppData } from '@/server/app-data';
import { errorJson, LINK_QUERY_HEADER } from '@/server/http';
import { unknownRecord } from '@/server/records';
import { EMBEDDED_HEADER, securityHeaders } from '@/server/request/security-headers';
import { READ_ONLY_COOKIE, readOnlyCookieOptions, SESSION_COOKIE, unsealSession, type Session } from '@/server/session';
import { UpstreamError } from '@/server/upstream/errors';
import { viewerOf } from '@/server/viewer';

/**
 * The first gate (never the only one: route handlers and services check again):
 * sign-in redirect with the remembered path, role and toggle gating from lib/access, the read-only
 * flag, the unpaid self-provisioned agent's payment screen, and the security headers of every page.
 */
export async function proxy(request: NextRequest) {
  // Route handlers reach the proxy only when their path holds a percent-escape (see the matcher).
  if (request.nextUrl.pathname.startsWith('/api/')) {
    return decodablePath(request.nextUrl.pathname) ? NextResponse.next() : errorJson(400, MALFORMED_PATH);
  }
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
  const session = await unsealSession(request.cookies.get(SESSION_COOKIE)?.value);
  const embedded = session?.embedded === true || request.nextUrl.pathname === '/fub';
  const res = await route(request, session, nonce, embedded);
  const c = appConfig();
  const headers = securityHeaders({
    nonce,
    embedded,
    fubOrigin: c.fubEmbedOrigin,
    upstreamOrigin: new URL(c.upstreamUrl).origin,
    production: c.production,
    development: process.env.NODE_ENV === 'development',
    mapOrigins: c.map.origins,
    // The CRM widget's module is loaded on /settings only: its origin is allowed there and nowhere else.
    moduleOrigins: c.crmWidget && request.nextUrl.pathname === '/settings' ? [c.crmWidget.origin] : [],
    fubScriptOrigin: c.fubEmbedScript.origin,
  });
  for (const [k, v] of Object.entries(headers)) res.headers.set(k, v);
  return res;
}

async function route(request: NextRequest, session: Session | null, nonce: string, embedded: boolean): Promise<NextResponse> {
  const url = request.nextUrl;
  const path = url.pathname;
  // The page renders with the nonce: Next reads it from the request's CSP header.
  const forward = new Headers(request.headers);
  forward.set('x-nonce', nonce);
  // The root layout loads Follow Up Boss's script on the pages this CSP allows it on: the same decision, never the client's say.
  if (embedded) forward.set(EMBEDDED_HEADER, '1');
  else forward.delete(EMBEDDED_HEADER);
  forward.set('Content-Security-Policy', `script-src 'nonce-${nonce}'`);
  forward.delete(LINK_QUERY_HEADER);
  const next = () => NextResponse.next({ request: { headers: forward } });
  // Next repeats a rewrite's address to the browser (x-middleware-rewrite), so it carries no query string.
  const rewrite = (pathname: string) => {
    const target = new URL(url);
    target.pathname = pathname;
    target.search = '';
    return NextResponse.rewrite(target, { request: { headers: forward } });
  };
  // A sign-in link's query (an api key, an SSO token, the embed's signed context) goes in a request header, never echoed.
  const signInLink = (pathname: string) => {
    forward.set(LINK_QUERY_HEADER, url.search);
    return rewrite(pathname);
  };

  // A malformed percent-escape names no page: the not-found page (404), signed in or not.
  if (!decodablePath(path)) return rewrite(NO_PAGE);

  // ?ro=1 switches read-only mode on (its own cookie, one day), then the flag leaves the address bar.
  if (url.searchParams.get('ro') === '1' && !url.searchParams.has('api_key')) {
    const clean = url.clone();
    clean.searchParams.delete('ro');
    const res = NextResponse.redirect(clean, 303);
    res.cookies.set(READ_ONLY_COOKIE, '1', readOnlyCookieOptions());
    return res;
  }

  // Sign-in entry points that must set a cookie are route handlers behind the public addresses.
  if (path === '/login' && url.searchParams.has('api_key')) return signInLink('/api/auth/restore');
  if (path === '/sso' && url.searchParams.has('e') && url.searchParams.has('a')) return signInLink('/api/auth/sso');
  if (path === '/fub' && !url.searchParams.has('err')) return signInLink('/api/fub');

  if (isPublicPath(path)) {
    if (path === '/login' && session) return NextResponse.redirect(new URL('/', url), 303);
    return next();
  }
  if (!routeRule(path)) return next(); // the not-found page
  if (!session) return toLogin(url);
  // Signing out needs neither the app data nor a paid subscription (and works while the upstream is down).
  if (path === '/logout' || path === '/logout/confirm') return next();

  if (unpaid(session)) return rewrite('/payment-required');

  const readOnly = session.readOnly || request.cookies.get(READ_ONLY_COOKIE)?.value === '1';
  try {
    const app = await getAppData(session);
    const target = redirectFor(viewerOf({ ...session, readOnly }, app), path);
    if (target) return NextResponse.redirect(new URL(target, url), 303);
    // A document naming an unknown record gets its 404 here: the page, once streaming, cannot change it.
    // Client navigations (RSC requests) skip the extra read; they show the same not-found page.
    if (!request.headers.has('rsc') && (await unknownRecord({ ...session, readOnly }, path))) return rewrite(NO_PAGE);
  } catch (err) {
    if (err instanceof UpstreamError && err.sessionExpired) return NextResponse.redirect(new URL('/logout?expired=1', url), 303);
    // Upstream down: let the page render its own error state rather than failing here.
  }
  return next();
}

/** Self-provisioned agents without a subscription status see the payment screen instead of the dashboard. */
function unpaid(session: Session): boolean {
  return session.user.type === 'agent' && session.user.selfProvisioned && !session.user.subscriptionStatus;
}

function toLogin(url: URL): NextResponse {
  return NextResponse.redirect(new URL(loginPath(url.pathname + url.search), url), 303);
}

/** The message of a route handler's path with a malformed percent-escape. */
export const MALFORMED_PATH = 'The address is not valid.';
/** A path of no route: rewritten to, it renders the not-found page with its 404. */
const NO_PAGE = '/_no-such-page';

export const config = {
  matcher: [
    '/((?!_next/static|_next/image|api/|favicon.ico|robots.txt).*)',
    // Route handlers only when the path holds a '%': a malformed escape there is a 400, not Next's 500,
    // and every other handler call skips the proxy's cost.
    '/api/(.*%.*)',
  ],
};
