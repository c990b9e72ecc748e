import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import type { z } from 'zod';
import { ACTIONS, refusal, type ActionName, type Viewer } from '@/lib/access';
import type { AuditNote } from '@/lib/audit/note';
import { getAppData } from '@/server/app-data';
import { requestHost } from '@/server/request/forwarded';
import { recordAction } from '@/server/audit/action';
import { auditCanTake } from '@/server/audit/log';
import { config } from '@/server/config';
import { firstIssue, mediaType, readJson } from '@/server/http/body';
import { countRead, type ReadLimit } from '@/server/limits/reads';
import { toErrorResponse } from '@/server/http/errors';
import { HttpError } from '@/server/http/http-error';
import { getRequestSession, type Session } from '@/server/session';
import type { AppData } from '@/server/upstream/contract';
import { viewerOf } from '@/server/viewer';

/** The answer to a change while the audit log cannot keep its event and the operator chose to fail closed. */
export const AUDIT_UNAVAILABLE = 'Changes are paused: the audit log cannot record them right now. Please try again in a few minutes.';

/** Same-site check for mutations: the Origin must be this site's (a missing Origin is refused). */
export function sameOrigin(req: Request): boolean {
  const origin = req.headers.get('origin');
  if (!origin) return false;
  const host = requestHost(req.headers);
  try {
    return !!host && new URL(origin).host === host;
  } catch {
    return false;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isMutation(req: Request): boolean {
  return !SAFE_METHODS.has(req.method);
}

/** The body types an HTML form (or a no-preflight cross-site fetch) can send. */
const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain']);

/**
 * A mutation sent the way a form sends it: refused on top of the Origin check (defence in depth
 * against cross-site requests). A handler that reads its own body ('raw') may take a multipart upload.
 */
export function formBody(req: Request, raw: boolean): boolean {
  const type = mediaType(req);
  if (raw && type === 'multipart/form-data') return false;
  return FORM_TYPES.has(type);
}

export type Ctx = { session: Session; app: AppData; viewer: Viewer; audit: AuditNote };

type Schema = z.ZodType;
/** A JSON body's schema, or a function of the caller giving it (a field required for some roles only). */
type BodySpec = Schema | ((ctx: Ctx) => Schema) | 'raw' | undefined;
type SchemaOf<B> = B extends Schema ? B : B extends (ctx: Ctx) => infer S ? S : never;
type Parsed<S> = [SchemaOf<S>] extends [never] ? undefined : SchemaOf<S> extends Schema ? z.output<SchemaOf<S>> : undefined;

/** What a route declares about its inputs; every schema is parsed only when declared. */
type Inputs<B, P, Q> = {
  /** A zod schema for a JSON body; 'raw' when the handler reads the body itself (uploads); omitted: no body. */
  body?: B;
  /** The dynamic segments; a value the schema refuses names no record: 404 with `notFound`. */
  params?: P;
  /** The query string, as an object of its first values; a refusal is a 400 naming the field. */
  query?: Q;
  /** JSON bodies: the most bytes read (413 beyond). */
  maxBytes?: number;
};

/** What a guarded route handler declares: its access-table action and its inputs. */
export type RouteSpec<B extends BodySpec, P extends Schema | undefined, Q extends Schema | undefined> = Inputs<B, P, Q> & {
  action: ActionName;
  /** The message of the 404 for params the schema refuses ('Not found.' unless given). */
  notFound?: string;
  /** An expensive read, limited per person (server/limits/reads.ts): 429 past it. */
  limit?: ReadLimit;
};

type Values<B, P, Q> = { req: Request; body: Parsed<B>; params: Parsed<P>; query: Parsed<Q> };

/** Everything a guarded handler gets: the request, who calls, and its inputs already parsed. */
export type RouteInput<B extends BodySpec, P extends Schema | undefined, Q extends Schema | undefined> = Ctx & Values<B, P, Q>;

type RouteContext = { params: Promise<Record<string, string | string[]>> };

/**
 * The request header in which proxy.ts hands a sign-in link's query string to its route handler: Next
 * repeats a rewrite's address to the browser, and that query holds an api key, an SSO token or a signature.
 */
export const LINK_QUERY_HEADER = 'x-link-query';

/** The query string as an object of first values (a repeated key keeps its first), parsed by the schema. */
function parseQuery<Q extends Schema>(schema: Q, search: string): z.output<Q> {
  const values: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(search)) if (!(key in values)) values[key] = value;
  const parsed = schema.safeParse(values);
  if (!parsed.success) throw new HttpError(400, firstIssue(parsed.error));
  return parsed.data;
}

type Target = { req: Request; body: unknown; params: unknown; query: unknown };

/** Params, query and body, in that order, each parsed only when the route declares it, written into `into`. */
async function readInputs(
  spec: Inputs<BodySpec, Schema | undefined, Schema | undefined> & { notFound?: string; signInLink?: boolean },
  route: RouteContext | undefined,
  ctx: Ctx | null,
  into: Target,
): Promise<void> {
  if (spec.params) {
    const parsed = spec.params.safeParse(route ? await route.params : {});
    if (!parsed.success) throw new HttpError(404, spec.notFound ?? 'Not found.');
    into.params = parsed.data;
  }
  if (spec.query) {
    const linkQuery = spec.signInLink ? into.req.headers.get(LINK_QUERY_HEADER) : null;
    into.query = parseQuery(spec.query, linkQuery ?? new URL(into.req.url).search);
  }
  if (spec.body && spec.body !== 'raw') {
    const schema = typeof spec.body === 'function' ? spec.body(ctx as Ctx) : spec.body;
    into.body = await readJson(into.req, schema, spec.maxBytes);
  }
}

const declaresInputs = (spec: Inputs<unknown, unknown, unknown>) => !!(spec.params || spec.query || (spec.body && spec.body !== 'raw'));

/**
 * The one route-handler wrapper. In order: same-site mutations only (403), no form-encoded bodies
 * (415), a session (401), the access table's action, read-only mode included (403), the params
 * (404), the query (400), the body (400/413/415); then the handler with parsed values. Anything
 * thrown (HttpError, an upstream failure, a bug) becomes the one error envelope in toErrorResponse;
 * a redirect a service throws is passed on to Next. Every answer is `private, no-store`.
 */
export function guarded<B extends BodySpec = undefined, P extends Schema | undefined = undefined, Q extends Schema | undefined = undefined>(
  spec: RouteSpec<B, P, Q>,
  handler: (input: RouteInput<B, P, Q>) => Promise<Response>,
) {
  const raw = spec.body === 'raw';
  const reads = declaresInputs(spec);
  return async (req: Request, route: RouteContext): Promise<Response> => {
    let input: (Ctx & Target) | null = null;
    let res: Response;
    try {
      if (isMutation(req)) {
        if (!sameOrigin(req)) throw new HttpError(403, 'Cross-site request refused.');
        if (formBody(req, raw)) throw new HttpError(415, 'Unsupported content type.');
      }
      const session = await getRequestSession(req);
      if (!session) throw new HttpError(401, 'Please sign in.');
      const app = await getAppData(session);
      const viewer = viewerOf(session, app);
      input = { req, session, app, viewer, audit: {}, body: undefined, params: undefined, query: undefined };
      const refused = refusal(viewer, spec.action);
      if (refused) throw new HttpError(403, refused);
      if (spec.limit) await countRead(spec.limit, session);
      // AUDIT_FAIL_CLOSED: a change (or a reveal) the audit log could not keep is refused before it happens.
      if (ACTIONS[spec.action].refusedReadOnly && ACTIONS[spec.action].audited && config().audit.failClosed && !auditCanTake()) {
        throw new HttpError(503, AUDIT_UNAVAILABLE);
      }
      if (reads) await readInputs(spec, route, input, input);
      res = await handler(input as RouteInput<B, P, Q>);
    } catch (err) {
      res = await toErrorResponse(err, spec.action);
    }
    keepPrivate(res);
    // Every audited action a signed-in person tries (a change, a reveal, an export), whatever its method and
    // refused or not, goes to the audit log: journaled before the answer leaves, stored in the background.
    if (input) await recordAction(req, spec.action, input, input.params, res);
    return res;
  };
}

/**
 * A signed-in answer is one person's data (names, e-mails, keys): no shared cache may keep it, and no
 * cache at all unless the handler chose a private one itself (the map's points, for a minute).
 */
function keepPrivate(res: Response): void {
  if (!res.headers.get('cache-control')?.startsWith('private')) res.headers.set('Cache-Control', 'private, no-store');
  res.headers.append('Vary', 'Cookie');
}

/** What a public route declares: its inputs, and optionally its own answer to any failure. */
export type PublicSpec<B extends Schema | undefined, Q extends Schema | undefined> = Omit<Inputs<B, undefined, Q>, 'params'> & {
  /** Behind a sign-in link proxy.ts rewrites here: the query is the link's (LINK_QUERY_HEADER), else the address's own. */
  signInLink?: boolean;
  /**
   * The answer to anything thrown (a refusal, an upstream failure), for routes that answer a
   * redirect rather than the error envelope. Next's own redirects still pass through.
   */
  failure?: (err: unknown) => Response | Promise<Response>;
};

/**
 * guarded() for the routes that need no session (sign-in, health, logout): mutations same-site
 * only (403), the query (400) and JSON body (400/413/415) parsed as guarded() parses them, and
 * every failure mapped in the same place.
 */
export function publicRoute<B extends Schema | undefined = undefined, Q extends Schema | undefined = undefined>(
  spec: PublicSpec<B, Q>,
  handler: (input: Values<B, undefined, Q>) => Promise<Response>,
) {
  const reads = declaresInputs(spec);
  return async (req: Request): Promise<Response> => {
    // Refused with the envelope even where `failure` answers a redirect: a cross-site form gets nothing else.
    if (isMutation(req) && !sameOrigin(req))
      return toErrorResponse(new HttpError(403, 'Cross-site request refused.'), new URL(req.url).pathname);
    try {
      const input: Target = { req, body: undefined, params: undefined, query: undefined };
      if (reads) await readInputs(spec, undefined, null, input);
      return await handler(input as Values<B, undefined, Q>);
    } catch (err) {
      if (!spec.failure) return toErrorResponse(err, new URL(req.url).pathname);
      unstable_rethrow(err);
      return await spec.failure(err);
    }
  };
}
