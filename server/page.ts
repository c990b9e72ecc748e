import 'server-only';
import { redirect } from 'next/navigation';
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

/** An opened page: who is signed in, the route's params and query, and `load` for the page's own reads. */
export type OpenedPage<R extends string> = SignedIn & {
  params: RouteParams<R>;
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
 * key, on the app data or on any read run through `load` → /logout?expired=1. Other failures go on
 * to the error boundary.
 */
export async function openPage<R extends string>(
  route: R,
  ...[props]: [ParamNames<R>] extends [never] ? [props?: PageProps<R>] : [props: PageProps<R>]
): Promise<OpenedPage<R>> {
  const rule = routeRule(route);
  if (!rule || rule.pattern !== route || rule.public) throw new Error(`openPage: '${route}' is no protected route of the access table`);
  const [rawParams, searchParams] = await Promise.all([props?.params ?? {}, props?.searchParams ?? {}]);
  const params = rawParams as RouteParams<R>;
  const path = pathOf(route, params as Record<string, string>, searchParams);

  const ctx = await load(getSignedIn());
  if (!ctx) redirect(loginPath(path));
  const refusedTo = redirectFor(ctx.viewer, route);
  if (refusedTo) redirect(refusedTo);
  return { ...ctx, params, searchParams, path, load };
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
