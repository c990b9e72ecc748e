import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { NextResponse } from 'next/server';
import { GENERIC_ERROR } from '@/lib/messages';
import { log } from '@/server/log';
import { clearSession } from '@/server/session';
import { UpstreamError } from '@/server/upstream/errors';
import { HttpError } from '@/server/http/http-error';

/**
 * A failed upstream change in the screen's own words: an expired session stays itself (the visitor is
 * signed out), an upstream refusal (4xx) keeps its status, anything else is a 502.
 */
export function failedAs(err: unknown, message: string): never {
  if (err instanceof UpstreamError && err.sessionExpired) throw err;
  throw new HttpError(err instanceof UpstreamError && err.kind === 'upstream' && err.status < 500 ? err.status : 502, message);
}

const NO_STORE = { 'Cache-Control': 'no-store' };

/** The one error envelope of route handlers. */
export function errorJson(
  status: number,
  message: string,
  headers?: Record<string, string>,
  detail?: Record<string, unknown>,
): NextResponse {
  return NextResponse.json({ error: { ...detail, message } }, { status, headers: headers ? { ...NO_STORE, ...headers } : NO_STORE });
}

/**
 * Maps any thrown error to the envelope: an HttpError as it says, an upstream message passed through
 * (4xx as is, 5xx as 502, an expired key as 401 with the session cleared), anything else a logged
 * generic 500. A redirect or not-found thrown by a service is Next's control flow: rethrown.
 */
export async function toErrorResponse(err: unknown, where: string): Promise<NextResponse> {
  unstable_rethrow(err);
  if (err instanceof HttpError) return errorJson(err.status, err.message, err.headers, err.detail);
  if (err instanceof UpstreamError) {
    if (err.sessionExpired) {
      await clearSession();
      return errorJson(401, 'Your session has expired. Please sign in again.');
    }
    const status = err.kind === 'upstream' ? (err.status >= 400 && err.status < 500 ? err.status : 502) : err.status;
    return errorJson(status, err.message);
  }
  log.error({ where, err: err instanceof Error ? err.message : String(err) }, 'route handler failed');
  return errorJson(500, GENERIC_ERROR);
}

/**
 * A 303 to a path of this site. The Location is relative: the browser resolves it against the
 * address it used, so no Host or X-Forwarded-Host header (which a client can forge) can point it
 * at another site.
 */
export function redirectTo(path: string): NextResponse {
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\'))
    throw new Error(`redirectTo needs a path of this site, not ${path}`);
  return new NextResponse(null, { status: 303, headers: { Location: path, 'Cache-Control': 'no-store' } });
}
