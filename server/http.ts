import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { NextResponse } from 'next/server';
import type { z } from 'zod';
import { refusal, type ActionName } from '@/lib/access';
import { getAppData } from '@/server/app-data';
import { log } from '@/server/log';
import { clearSession, getRequestSession, type Session } from '@/server/session';
import { GENERIC_ERROR, UpstreamError } from '@/server/upstream/errors';
import type { AppData } from '@/server/upstream/contract';
import { viewerOf } from '@/server/viewer';
import type { Viewer } from '@/lib/access';

/**
 * A refusal thrown from anywhere in a route handler (the wrapper, a body reader, a service): its
 * status and message become the error envelope in one place (toErrorResponse).
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

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

/** The body types an HTML form (or a no-preflight cross-site fetch) can send. */
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

/**
 * A mutation sent the way a form sends it: refused on top of the Origin check (defence in depth
 * against cross-site requests). A handler that reads its own body ('raw') may take a multipart upload.
 */
export function formBody(req: Request, raw: boolean): boolean {
  const type = (req.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (raw && type === 'multipart/form-data') return false;
  return FORM_TYPES.includes(type);
}

/** Maps any thrown error to the envelope: upstream messages pass through, the rest is generic. */
export async function toErrorResponse(err: unknown, where: string): Promise<NextResponse> {
  // A redirect or not-found thrown by a service is Next's control flow, not a failure.
  unstable_rethrow(err);
  if (err instanceof HttpError) return errorJson(err.status, err.message);
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

/** What a route handler declares: its access-table action and the zod schemas of what it reads. */
export type RouteSpec<B extends BodySpec, P extends z.ZodType | undefined, Q extends z.ZodType | undefined> = {
  action: ActionName;
  /** A zod schema for a JSON body; 'raw' when the handler reads the body itself (uploads); omitted: no body. */
  body?: B;
  /** The dynamic segments; a value the schema refuses is a 404 (no such record). */
  params?: P;
  /** The query string, as an object of its first values; a refusal is a 400 naming the field. */
  query?: Q;
  /** JSON bodies: the most bytes read (413 beyond). */
  maxBytes?: number;
};

type BodySpec = z.ZodType | 'raw' | undefined;
type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** Everything a guarded handler gets: the request, who calls, and its inputs already parsed. */
export type RouteInput<B extends BodySpec, P extends z.ZodType | undefined, Q extends z.ZodType | undefined> = Ctx & {
  req: Request;
  body: Parsed<B>;
  params: Parsed<P>;
  query: Parsed<Q>;
};

type RouteContext = { params: Promise<Record<string, string | string[]>> };

/**
 * The one route-handler wrapper. In order: same-site mutations only (403), no form-encoded bodies
 * (415), a session (401), the access table's action, read-only mode included (403), the params
 * (404), the query (400), the body (400/413/415); then the handler with parsed values. Anything
 * thrown (HttpError, an upstream failure, a bug) becomes the one error envelope in toErrorResponse;
 * a redirect a service throws is passed on to Next.
 */
export function guarded<B extends BodySpec = undefined, P extends z.ZodType | undefined = undefined, Q extends z.ZodType | undefined = undefined>(
  spec: RouteSpec<B, P, Q>,
  handler: (input: RouteInput<B, P, Q>) => Promise<Response>,
) {
  return async (req: Request, route: RouteContext): Promise<Response> => {
    try {
      const mutation = isMutation(req);
      if (mutation && !sameOrigin(req)) throw new HttpError(403, 'Cross-site request refused.');
      if (mutation && formBody(req, spec.body === 'raw')) throw new HttpError(415, 'Unsupported content type.');
      const session = await getRequestSession(req);
      if (!session) throw new HttpError(401, 'Please sign in.');
      const app = await getAppData(session);
      const viewer = viewerOf(session, app);
      const refused = refusal(viewer, spec.action);
      if (refused) throw new HttpError(403, refused);
      const params = spec.params ? parseParams(spec.params, await route.params) : undefined;
      const query = spec.query ? parseQuery(spec.query, req.url) : undefined;
      const body = spec.body && spec.body !== 'raw' ? await readJson(req, spec.body, spec.maxBytes) : undefined;
      return await handler({ req, session, app, viewer, body, params, query } as RouteInput<B, P, Q>);
    } catch (err) {
      return toErrorResponse(err, spec.action);
    }
  };
}

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  return `Invalid ${issue?.path.join('.') || 'value'}: ${issue?.message ?? 'invalid value'}`;
}

/** Route params: a value the schema refuses names no record, so the answer is a 404. */
function parseParams<P extends z.ZodType>(schema: P, raw: Record<string, string | string[]>): z.output<P> {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new HttpError(404, 'Not found.');
  return parsed.data;
}

/** The query string as an object of first values (a repeated key keeps its first), parsed by the schema. */
function parseQuery<Q extends z.ZodType>(schema: Q, url: string): z.output<Q> {
  const values: Record<string, string> = {};
  for (const [key, value] of new URL(url).searchParams) if (!(key in values)) values[key] = value;
  const parsed = schema.safeParse(values);
  if (!parsed.success) throw new HttpError(400, firstIssue(parsed.error));
  return parsed.data;
}

type LegacyGuarded = {
  action: ActionName;
  /** 'json': the body is JSON parsed by `schema`; 'none': no body; 'raw': the handler reads it. */
  body?: 'json' | 'none' | 'raw';
};

/** The previous wrapper's shape, until every handler has moved to guarded(). */
export function legacyGuarded<P = unknown>(opts: LegacyGuarded, fn: (req: Request, ctx: Ctx, params: P) => Promise<Response>) {
  return async (req: Request, route: { params: Promise<P> }): Promise<Response> => {
    try {
      if (isMutation(req) && !sameOrigin(req)) return errorJson(403, 'Cross-site request refused.');
      if (isMutation(req) && formBody(req, opts.body === 'raw')) return errorJson(415, 'Unsupported content type.');
      const session = await getRequestSession(req);
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

/** The body as UTF-8 text, read up to `maxBytes`: past that the read stops, so a huge body is never held whole. */
async function readText(req: Request, maxBytes: number): Promise<string | 'tooLarge' | 'unreadable'> {
  if (!req.body) return '';
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined);
        return 'tooLarge';
      }
      chunks.push(value);
    }
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    return 'unreadable';
  }
}

/** Field names that only an attack sends: they aim at the prototype of whatever merges the body. */
const POLLUTING_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
/** Control characters (tab and line breaks aside) and bidirectional overrides, which disguise text. */
const HIDDEN_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
const MAX_DEPTH = 32;

/**
 * The first part of a parsed body no form sends: a polluting field name, a string with hidden or
 * broken (lone surrogate) characters, or nesting deeper than any form. Walked without recursion.
 */
export function hostileContent(data: unknown): { path: string; message: string } | null {
  const stack: { value: unknown; path: string[] }[] = [{ value: data, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop() as { value: unknown; path: string[] };
    const where = path.join('.') || 'body';
    if (typeof value === 'string') {
      if (HIDDEN_CHARS.test(value) || !value.isWellFormed()) return { path: where, message: 'contains characters that are not allowed' };
    } else if (value !== null && typeof value === 'object') {
      if (path.length >= MAX_DEPTH) return { path: where, message: 'is nested too deeply' };
      for (const [key, child] of Object.entries(value)) {
        if (POLLUTING_KEYS.has(key) || HIDDEN_CHARS.test(key)) return { path: [...path, key].join('.'), message: 'this field is not allowed' };
        stack.push({ value: child, path: [...path, key] });
      }
    }
  }
  return null;
}

/**
 * Parse a JSON body with a schema: a clear 400 names the first bad field. The body is read up to
 * `maxBytes` (413 beyond), must be UTF-8 JSON, and may not carry hostile content (see hostileContent).
 * Every refusal is a thrown HttpError.
 */
export async function readJson<S extends z.ZodType>(req: Request, schema: S, maxBytes = 100_000): Promise<z.output<S>> {
  const type = (req.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') throw new HttpError(415, 'Expected a JSON body.');
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared > maxBytes) throw new HttpError(413, 'The request is too large.');
  const text = await readText(req, maxBytes);
  if (text === 'tooLarge') throw new HttpError(413, 'The request is too large.');
  if (text === 'unreadable') throw new HttpError(400, 'The request body could not be read.');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON.');
  }
  const hostile = hostileContent(data);
  if (hostile) throw new HttpError(400, `Invalid ${hostile.path}: ${hostile.message}`);
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new HttpError(400, firstIssue(parsed.error).replace('Invalid value:', 'Invalid body:'));
  return parsed.data;
}

/**
 * A 303 to a path of this site. The Location is relative: the browser resolves it against the
 * address it used, so no Host or X-Forwarded-Host header (which a client can forge) can point it
 * at another site.
 */
export function redirectTo(_req: Request, path: string): NextResponse {
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) throw new Error(`redirectTo needs a path of this site, not ${path}`);
  return new NextResponse(null, { status: 303, headers: { Location: path, 'Cache-Control': 'no-store' } });
}
