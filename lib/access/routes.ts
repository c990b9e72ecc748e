import { can } from '@/lib/access/predicates';
import type { Viewer } from '@/lib/access/viewer';

export type RouteRule = {
  /** Path pattern: `:param` matches one segment. */
  pattern: string;
  public?: boolean;
  allow: (v: Viewer) => boolean;
  /** Where a refused visitor goes (home unless the spec says otherwise). */
  redirect?: string;
};

export const PUBLIC_ROUTES: RouteRule[] = [
  { pattern: '/login', public: true, allow: can.signedIn },
  // A sign-in link opened from another site waits on these confirmation pages: no site signs anyone in unasked.
  { pattern: '/login/confirm', public: true, allow: can.signedIn },
  { pattern: '/sso', public: true, allow: can.signedIn },
  { pattern: '/sso/confirm', public: true, allow: can.signedIn },
  { pattern: '/fub', public: true, allow: can.signedIn },
  { pattern: '/provision/complete', public: true, allow: can.signedIn },
  { pattern: '/provision/:uri/:provisionId', public: true, allow: can.signedIn },
];

/** Every protected route of the three route tables. */
export const ROUTES: RouteRule[] = [
  ...PUBLIC_ROUTES,
  { pattern: '/', allow: can.signedIn },
  { pattern: '/logout', allow: can.signedIn },
  // Sign out from another site's link, or again after the upstream failed to revoke the key.
  { pattern: '/logout/confirm', allow: can.signedIn },
  { pattern: '/agents', allow: can.agents },
  { pattern: '/agents/:agentId', allow: can.agents },
  { pattern: '/mortgagepro', allow: can.mortgagePro },
  { pattern: '/users', allow: can.users },
  { pattern: '/users/:userId', allow: can.userDetail },
  { pattern: '/insights', allow: can.insights },
  { pattern: '/routing', allow: can.routing },
  { pattern: '/users/:userId/agentsavedsearch', allow: can.savedSearches },
  { pattern: '/users/:userId/agentsavedsearch/:searchId', allow: can.savedSearches },
  { pattern: '/searchlinks', allow: can.searchTemplates },
  { pattern: '/searchlinks/new', allow: can.searchTemplates },
  { pattern: '/searchlinks/:searchId', allow: can.searchTemplates },
  { pattern: '/alerts', allow: can.alerts },
  { pattern: '/tags', allow: can.tags },
  { pattern: '/favoriteslists', allow: can.favoritesLists },
  { pattern: '/chat', allow: can.chat },
  { pattern: '/featured', allow: can.featured },
  { pattern: '/pocket', allow: can.pocket },
  { pattern: '/pocket/new', allow: can.pocketForm },
  { pattern: '/pocket/:listingId', allow: can.pocketForm },
  { pattern: '/app-resources', allow: can.appResources },
  { pattern: '/custom-links', allow: can.appResources },
  { pattern: '/marketing', allow: can.signedIn },
  // Open House: every signed-in person reaches the screen; non-agents see its 'agents only' message.
  { pattern: '/openhouse', allow: can.signedIn },
  { pattern: '/showings', allow: can.showings },
  { pattern: '/settings', allow: can.admin, redirect: '/user_settings' },
  { pattern: '/settings/sso', allow: can.admin },
  { pattern: '/integrations', allow: can.admin },
  { pattern: '/audit', allow: can.admin },
  { pattern: '/user_settings', allow: can.nonAdmin, redirect: '/settings' },
  { pattern: '/preferences', allow: can.agentOnly },
  { pattern: '/profile', allow: can.agentOnly },
  { pattern: '/training', allow: can.signedIn },
];

function matches(pattern: string, path: string): boolean {
  const p = pattern.split('/').filter(Boolean);
  const s = path.split('/').filter(Boolean);
  return p.length === s.length && p.every((seg, i) => seg.startsWith(':') || seg === s[i]);
}

/** The rule of a path, or undefined for a path of no route (the not-found page, signed in). */
export function routeRule(path: string): RouteRule | undefined {
  const clean = path.replace(/\/+$/, '') || '/';
  return ROUTES.find((r) => matches(r.pattern, clean));
}

export function isPublicPath(path: string): boolean {
  return routeRule(path)?.public === true;
}

/** Where to send a signed-in viewer who may not open `path`; null when allowed. */
export function redirectFor(v: Viewer, path: string): string | null {
  const rule = routeRule(path);
  if (!rule || rule.public || rule.allow(v)) return null;
  return rule.redirect ?? '/';
}
