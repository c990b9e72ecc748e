import 'server-only';
import { notFound, redirect } from 'next/navigation';
import type { z } from 'zod';
import { redirectFor, routeRule } from '@/lib/access';
import { loginPath } from '@/lib/redirect';
import { EXPIRED_PATH } from '@/server/session';
import { UpstreamError } from '@/server/upstream/errors';
import { getSignedIn, type SignedIn } from '@/server/viewer';

/** The names of a route pattern's dynamic segments: '/agents/:agentId' → 'agentId'. */
export type ParamNames<R extends string> = R extends `${string}:${infer P}/${infer Rest}`
  ? P | ParamNames<`/${Rest}`>
  : R extends `${string}:${infer P}`
    ? P
    : never;

export type RouteParams<R extends string> = { [K in ParamNames<R>]: string };
export type SearchParams = Record<string, string | string[] | undefined>;

/** What Next hands a page: its params and search params, both promises. */
export type PageProps<R extends string> = {
  searchParams?: Promise<SearchParams>;
} & ([ParamNames<R>] extends [never] ? { params?: Promise<object> } : { params: Promise<RouteParams<R>> });

/**
 * The schema of a dynamic route's params, as guarded() takes for a handler (AgentParams, RouteId's
 * idParams): it reads every segment the route names.
 */
export type ParamsSchema<R extends string> = z.ZodType<object, RouteParams<R>>;

/** What a page's params are once parsed: its schema's output; a route without segments has none. */
type ParsedParams<R extends string, P> = [ParamNames<R>] extends [never]
  ? Record<string, never>
  : P extends z.ZodType
    ? z.output<P>
    : never;

/** An opened page: who is signed in, the route's parsed params and query, and `load` for the page's own reads. */
export type OpenedPage<R extends string, P = undefined> = SignedIn & {
  params: ParsedParams<R, P>;
  searchParams: SearchParams;
  /** The path and query as the visitor asked for them (the login redirect remembers it). */
  path: string;
  /** Runs a read under the expiry rule: a key the upstream refuses signs the visitor out. */
  load: <T>(reads: Promise<T>) => Promise<T>;
};

/**
 * Opens a protected page from its route as the access table writes it ('/agents/:agentId'). The one
 * place a page is refused: signed out → /login remembering the path and query; the table's rule
 * refuses → the rule's redirect (as proxy.ts does, which may be bypassed); the upstream refusing the
 * key, on the app data or on any read run through `load` → /logout?expired=1. Then a dynamic route's
 * params, parsed by its schema: a value the schema refuses names no record → the not-found page.
 * Other failures go on to the error boundary.
 */
export async function openPage<R extends string, P extends ParamsSchema<R> | undefined = undefined>(
  route: R,
  ...[props, schema]: [ParamNames<R>] extends [never] ? [props?: PageProps<R>] : [props: PageProps<R>, params: P & ParamsSchema<R>]
): Promise<OpenedPage<R, P>> {
  const rule = routeRule(route);
  if (!rule || rule.pattern !== route || rule.public) throw new Error(`openPage: '${route}' is no protected route of the access table`);
  if (route.includes(':') !== !!schema) throw new Error(`openPage: '${route}' needs a params schema exactly when it has dynamic segments`);
  const [rawParams, searchParams] = await Promise.all([props?.params ?? {}, props?.searchParams ?? {}]);
  const path = pathOf(route, rawParams as Record<string, string>, searchParams);

  const ctx = await load(getSignedIn());
  if (!ctx) redirect(loginPath(path));
  const refusedTo = redirectFor(ctx.viewer, route);
  if (refusedTo) redirect(refusedTo);
  const params = schema ? schema.safeParse(rawParams) : { success: true as const, data: {} };
  if (!params.success) notFound();
  return { ...ctx, params: params.data as ParsedParams<R, P>, searchParams, path, load };
}

/**
 * A page's reads: an expired key is a sign-out with the expired message, anything else is thrown on.
 * Exported for reads a page hands down as promises (the home cards), so the rule still lives here.
 */
export function load<T>(reads: Promise<T>): Promise<T> {
  return reads.catch((err: unknown) => {
    if (err instanceof UpstreamError && err.sessionExpired) redirect(EXPIRED_PATH);
    throw err;
  });
}

function pathOf(route: string, params: Record<string, string>, searchParams: SearchParams): string {
  const pathname = route.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(searchParams)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) query.append(key, v);
  }
  const search = query.toString();
  return search ? `${pathname}?${search}` : pathname;
}
