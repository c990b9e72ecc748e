import type { Page } from '@playwright/test';
import { ROUTES, type RouteRule } from '@/lib/access/routes';

/**
 * The screens of the access table's route list (lib/access/routes.ts) and how to open each with the
 * demo's data: the layout suite (tests/e2e/layout.spec.ts) checks every one, the browser bench
 * (scripts/bench/browser/) measures every one. A route with segments needs a sample here, or both fail.
 */

/** The signed-in roles a screen is tried in, in this order. */
export const ROLES = ['admin@acme.test', 'manager@acme.test', 'agent@acme.test'] as const;
/** A role's account, 'signed out', or another kind of session (read-only). */
export type Role = string;
export const SIGNED_OUT: Role = 'signed out';

/** Routes that are no screen: opening them acts. Named, so that a new route is never skipped silently. */
export const NOT_SCREENS: Record<string, string> = {
  '/logout': 'signs out',
  '/training': 'redirects to the external training site',
};

/** What a sample needs: a page signed in as the role (relative paths open on the dashboard) and the demo buyer's id. */
export type SampleContext = { page: Page; buyer: () => Promise<number> };

/** Opens the path: false when this role is sent elsewhere (it does not see the screen). */
export async function reaches(page: Page, path: string): Promise<boolean> {
  await page.goto(path);
  return new URL(page.url()).pathname === path;
}

/**
 * The first link of a list page that matches `pattern`, as this role sees it; null when the role is sent
 * away from the list (it does not see the route either).
 */
export async function firstLink(page: Page, list: string, pattern: RegExp): Promise<string | null> {
  if (!(await reaches(page, list))) return null;
  // A list drawn after the load event (a client island) has no links yet: wait for one (the CSP forbids a string predicate).
  await page
    .waitForFunction(
      (source) =>
        [...document.querySelectorAll('main a[href]')].some((a) =>
          new RegExp(source).test((a.getAttribute('href') ?? '').split('?')[0] ?? ''),
        ),
      pattern.source,
      { timeout: 15_000 },
    )
    .catch(() => undefined);
  const hrefs = await page.locator('main a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const found = hrefs.map((h) => h.split('?')[0] ?? '').find((h) => pattern.test(h));
  if (!found) throw new Error(`no link matching ${pattern} on ${list}: cannot open its detail route`);
  return found;
}

/** A real path for each route with segments, from the demo seed (the buyer: every card full) or the route's list page. */
export const SAMPLE_PATHS: Record<string, (c: SampleContext) => Promise<string | null>> = {
  '/agents/:agentId': ({ page }) => firstLink(page, '/agents', /^\/agents\/\d+$/),
  '/users/:userId': async ({ buyer }) => `/users/${await buyer()}`,
  '/users/:userId/agentsavedsearch': async ({ buyer }) => `/users/${await buyer()}/agentsavedsearch`,
  '/users/:userId/agentsavedsearch/:searchId': async ({ page, buyer }) => {
    const id = await buyer();
    // Roles without saved searches are sent away from the editor; the others find one on the user's page.
    if (!(await reaches(page, `/users/${id}/agentsavedsearch`))) return null;
    return firstLink(page, `/users/${id}`, /\/agentsavedsearch\/\d+$/);
  },
  '/searchlinks/:searchId': ({ page }) => firstLink(page, '/searchlinks', /^\/searchlinks\/\d+$/),
  '/pocket/:listingId': ({ page }) => firstLink(page, '/pocket', /^\/pocket\/(?!new$)[^/]+$/),
  '/provision/:uri/:provisionId': async () => '/provision/acme/join-acme',
};

/** A screen: its route pattern and the roles to try it in (the first that reaches it sees it). */
export type Screen = { pattern: string; roles: Role[] };

/**
 * Every route of `routes` that is a screen, with its roles: signed out for a public route, else ROLES.
 * Throws for a route with segments and no sample, so a new screen cannot be forgotten.
 */
export function screensOf(routes: RouteRule[] = ROUTES): Screen[] {
  const missing = routes.filter((r) => !NOT_SCREENS[r.pattern] && r.pattern.includes(':') && !SAMPLE_PATHS[r.pattern]);
  if (missing.length) {
    throw new Error(
      `no sample path for ${missing.map((r) => r.pattern).join(', ')}: add one to SAMPLE_PATHS in tests/e2e/support/screens.ts`,
    );
  }
  return routes.filter((r) => !NOT_SCREENS[r.pattern]).map((r) => ({ pattern: r.pattern, roles: r.public ? [SIGNED_OUT] : [...ROLES] }));
}

/** The path to open for a route: itself, or its sample (null: this role has nothing to open). */
export async function pathFor(ctx: SampleContext, pattern: string): Promise<string | null> {
  if (!pattern.includes(':')) return pattern;
  const sample = SAMPLE_PATHS[pattern];
  if (!sample) throw new Error(`no sample path for ${pattern}: add one to SAMPLE_PATHS in tests/e2e/support/screens.ts`);
  return sample(ctx);
}
