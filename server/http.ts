import 'server-only';
import { NextResponse } from 'next/server';
import type { z } from 'zod';
import { refusal, type ActionName } from '@/lib/access';
import { getAppData } from '@/server/app-data';
import { log } from '@/server/log';
import { clearSession, getSession, type Session } from '@/server/session';
import { GENERIC_ERROR, UpstreamError } from '@/server/upstream/errors';
import type { AppData } from '@/server/upstream/contract';
import { viewerOf } from '@/server/viewer';
import type { Viewer } from '@/lib/access';

/** The one error envelope of route handlers. */
export function errorJson(status: number, message: string): NextResponse {
  return NextResponse.json({ error: { message } }, { status, headers: { 'Cache-Control': 'no-store' } });
}

/** Same-site check for mutations: the Origin must be this site's (a missing Origin is refused). */
export function sameOrigin(req: Request): boolean {
  const origin = req.headers.get('origin');
  if (!origin) return false;
  const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host');
  try {
    return !!host && new URL(origin).host === host;
  } catch {
    return false;
  }
}

export function isMutation(req: Request): boolean {
  return !['GET', 'HEAD', 'OPTIONS'].includes(req.method);
}

/** Maps any thrown error to the envelope: upstream messages pass through, the rest is generic. */
export async function toErrorResponse(err: unknown, where: string): Promise<NextResponse> {
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

export type Ctx = { session: Session; app: AppData; viewer: Viewer };

type Guarded = {
  action: ActionName;
  /** 'json': the body is JSON parsed by `schema`; 'none': no body; 'raw': the handler reads it. */
  body?: 'json' | 'none' | 'raw';
};

/**
 * Route-handler guard: same-site mutations only, a session (401), the access table (403, read-only
 * included), then the handler. Upstream failures become the error envelope.
 */
export function guarded<P = unknown>(opts: Guarded, fn: (req: Request, ctx: Ctx, params: P) => Promise<Response>) {
  return async (req: Request, route: { params: Promise<P> }): Promise<Response> => {
    try {
      if (isMutation(req) && !sameOrigin(req)) return errorJson(403, 'Cross-site request refused.');
      const session = await getSession();
      if (!session) return errorJson(401, 'Please sign in.');
      const app = await getAppData(session);
      const viewer = viewerOf(session, app);
      const refused = refusal(viewer, opts.action);
      if (refused) return errorJson(403, refused);
      return await fn(req, { session, app, viewer }, await route.params);
    } catch (err) {
      return toErrorResponse(err, opts.action);
    }
  };
}

/** Parse a JSON body with a schema: a clear 400 names the first bad field. */
export async function readJson<S extends z.ZodType>(req: Request, schema: S, maxBytes = 100_000): Promise<z.output<S> | NextResponse> {
  const type = req.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('application/json')) return errorJson(415, 'Expected a JSON body.');
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared > maxBytes) return errorJson(413, 'The request is too large.');
  let text: string;
  try {
    text = await req.text();
  } catch {
    return errorJson(400, 'The request body could not be read.');
  }
  if (text.length > maxBytes) return errorJson(413, 'The request is too large.');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return errorJson(400, 'The request body is not valid JSON.');
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join('.') || 'body';
    return errorJson(400, `Invalid ${field}: ${issue?.message ?? 'invalid value'}`);
  }
  return parsed.data;
}

/** The address the browser used (behind a rewrite or a load balancer req.url may be internal). */
export function publicOrigin(req: Request): string {
  const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host');
  const proto = req.headers.get('x-forwarded-proto') ?? new URL(req.url).protocol.replace(':', '');
  return host ? `${proto}://${host}` : new URL(req.url).origin;
}

/** A 303 to a path of this site, as the browser addressed it. */
export function redirectTo(req: Request, path: string): NextResponse {
  return NextResponse.redirect(new URL(path, publicOrigin(req)), 303);
}
