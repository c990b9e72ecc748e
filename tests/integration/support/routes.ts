/// <reference types="vite/client" />
import { readdirSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { ROOT } from './harness';
import { CSV, PNG, type RouteCase } from './route-case';
import { upstreamAs } from './upstream';

export type { BodyKind, RouteCase } from './route-case';
export { CSV, PNG };
export { upstreamAgent } from './routes/agents';

/**
 * Every route handler of the app (app/api, /logout, /training), once: what it is, who must be refused, and what a
 * valid call looks like. The role, CSRF, body and fuzz suites are all driven from this table, and a
 * test checks that it lists every route.ts file, so a new handler cannot be left out. Each area keeps its
 * entries in routes/<area>.ts (exporting `routes`), collected here without a list to edit.
 */
const byArea = import.meta.glob<RouteCase[]>('./routes/*.ts', { eager: true, import: 'routes' });

export const ROUTES: RouteCase[] = Object.keys(byArea)
  .sort()
  .flatMap((file) => {
    const routes = byArea[file];
    if (!Array.isArray(routes)) throw new Error(`${file} must export \`routes\`: RouteCase[]`);
    return routes;
  });

export const isMutation = (r: RouteCase) => r.method !== 'GET';
export const guardedRoutes = ROUTES.filter((r) => r.access !== 'public');
export const jsonRoutes = ROUTES.filter((r) => r.body === 'json');

export const maxBytesOf = (r: RouteCase) => r.maxBytes ?? 100_000;

/** The faked upstream for a call of the route: its caller's key and mode (admin unless `as` says), no key on a public route. */
export const upstreamOf = (r: RouteCase) => upstreamAs(r.access === 'public' ? 'signedOut' : (r.as ?? 'admin'));

export const label = (r: RouteCase) => `${r.method} ${r.path.split('?')[0]}`;

/** The body of a valid call, with its content type. */
export function validBody(r: RouteCase): { json?: unknown; body?: BodyInit; headers?: Record<string, string> } {
  if (r.body === 'json') return { json: r.sample };
  if (r.body === 'photo') return { body: new Uint8Array(PNG), headers: { 'content-type': 'image/png' } };
  if (r.body === 'csv') {
    const form = new FormData();
    form.set('file', new File([CSV], 'agents.csv', { type: 'text/csv' }));
    return { body: form };
  }
  return {};
}

/** Every route handler file under app/ on disk (forward slashes, relative to the repository). */
export function routeFilesOnDisk(): string[] {
  return (readdirSync(resolve(ROOT, 'app'), { recursive: true }) as string[])
    .map((f) => `app/${f.split(sep).join('/')}`)
    .filter((f) => /(^|\/)route\.(ts|tsx|js|mjs)$/.test(f))
    .sort();
}
