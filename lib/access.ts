/**
 * The one access table: who may open each route, who sees each menu item, and who may call each
 * route-handler action. proxy.ts redirects from it, the sidebar draws from it, route handlers answer
 * 403 from it. Pure: no I/O; the caller builds the Viewer from the session and the app data.
 */

export type Role = 'admin' | 'manager' | 'agent';
export type SubType = 'agentManager' | 'agentAdmin';

/** The template variant that hides some features (the spec's 'one template variant'). */
export const HIDING_TEMPLATE = 'premier';

export type Viewer = {
  /** Effective role: a sub-typed agent holds manager/admin powers only in manager mode. */
  role: Role;
  realType: Role;
  subType: SubType | null;
  managerMode: boolean;
  readOnly: boolean;
  embedded: boolean;
  stackId: string;
  template: string;
  toggles: Record<string, boolean>;
  /** The app data's mpro_agent: this agent may have their own Mortgage Pro. */
  mproAgent: boolean;
  payments: boolean;
  /** This stack is one of the configured showings stacks. */
  showingsStack: boolean;
  selfProvisioned: boolean;
  subscriptionStatus: string | null;
};

export function effectiveRole(realType: Role, subType: SubType | null, managerMode: boolean): Role {
  if (realType !== 'agent') return realType;
  if (managerMode && subType === 'agentAdmin') return 'admin';
  if (managerMode && subType === 'agentManager') return 'manager';
  return 'agent';
}

/** A real manager or admin who is also an agent may switch views. */
export function canSwitchView(v: Pick<Viewer, 'realType' | 'subType'>): boolean {
  return v.realType === 'agent' && (v.subType === 'agentAdmin' || v.subType === 'agentManager');
}

/** The mode header of upstream calls: agent mode when manager mode is off. */
export function modeOf(v: Pick<Viewer, 'realType' | 'subType' | 'managerMode'>): 'agent' | 'manager' {
  if (v.realType !== 'agent') return 'manager';
  return canSwitchView(v) && v.managerMode ? 'manager' : 'agent';
}

const on = (v: Viewer, toggle: string) => v.toggles[toggle] === true;
const isAdmin = (v: Viewer) => v.role === 'admin';
const isManager = (v: Viewer) => v.role === 'manager';
const isAgent = (v: Viewer) => v.role === 'agent';
const restricted = (v: Viewer) => on(v, 'superAdminRestrictedMode');
const hidingTemplate = (v: Viewer) => v.template === HIDING_TEMPLATE;

/** Shared predicates, each stated once and used by routes, menu items and actions alike. */
export const can = {
  agents: (v: Viewer) => isAdmin(v) || isManager(v),
  users: (v: Viewer) => !(isAdmin(v) && restricted(v)),
  chat: (v: Viewer) =>
    on(v, 'chatEnabled') && (isAgent(v) || isAdmin(v)) && !(isAdmin(v) && (hidingTemplate(v) || restricted(v))),
  showingsMenu: (v: Viewer) => v.showingsStack && isAgent(v),
  showings: (v: Viewer) => isAgent(v),
  openHouseMenu: (v: Viewer) => on(v, 'kioskModeEnabled'),
  alerts: (v: Viewer) =>
    on(v, 'pushNotificationsEnabled') && on(v, 'manualPushEnabled') && (isAdmin(v) || on(v, 'manualPushEnabledAll')),
  alertsMenu: (v: Viewer) =>
    on(v, 'pushNotificationsEnabled') &&
    on(v, 'manualPushEnabled') &&
    (isAdmin(v) || (isAgent(v) && on(v, 'manualPushEnabledAll'))),
  searchTemplates: (v: Viewer) => on(v, 'agentSavedSearchEnabled'),
  favoritesLists: (v: Viewer) => isAgent(v) || isAdmin(v),
  featured: (v: Viewer) => on(v, 'statusMyListingsEnabled'),
  pocket: (v: Viewer) => isAdmin(v) || (isAgent(v) && on(v, 'pocketListingsAllowAgents')),
  pocketForm: (v: Viewer) => can.pocket(v) && on(v, 'pocketListingsEnabled') && !on(v, 'pocketListingsAutomated'),
  pocketMenu: (v: Viewer) => on(v, 'pocketListingsEnabled') && can.pocket(v) && !hidingTemplate(v),
  appResources: (v: Viewer) => isAdmin(v) && on(v, 'customLinksEnabled'),
  agentOnly: (v: Viewer) => isAgent(v),
  tags: (v: Viewer) => isAdmin(v) || isAgent(v),
  mortgagePro: (v: Viewer) => on(v, 'mortgageProEditingEnabled') && (isAdmin(v) || (isAgent(v) && v.mproAgent)),
  admin: (v: Viewer) => isAdmin(v),
  /** Home: the stats widgets are hidden from an admin in super-admin restricted mode. */
  homeStats: (v: Pick<Viewer, 'role' | 'toggles'>) => !(v.role === 'admin' && v.toggles.superAdminRestrictedMode === true),
  /** Home: the agent plan bar is admin only. */
  planBar: (v: Pick<Viewer, 'role'>) => v.role === 'admin',
  nonAdmin: (v: Viewer) => !isAdmin(v),
  /** New agent: with offices on, anyone but a real admin (an agent-admin in manager view) must pick the office. */
  newAgentOfficeRequired: (v: Viewer) => on(v, 'officesEnabled') && v.realType !== 'admin',
  /** Mortgage Pro: only an admin chooses a level (app, an office, an agent found by search). */
  mproChooseLevel: (v: Viewer) => can.mortgagePro(v) && isAdmin(v),
  /** Agent edit: the profile's Edit button and save, hidden on the hiding template and in read-only mode. */
  editAgentProfile: (v: Viewer) => !hidingTemplate(v) && !v.readOnly,
  /**
   * Agent edit: the delete, password and resend cards, admins only, never on the hiding template,
   * and never for a self-provisioned agent (who manages their own account).
   */
  agentAccountCards: (v: Viewer, agent: { selfProvisioned: boolean }) => isAdmin(v) && !hidingTemplate(v) && !agent.selfProvisioned,
  billing: (v: Viewer) =>
    v.payments && !v.readOnly && !(v.selfProvisioned && v.subscriptionStatus === 'canceled' && !isAdmin(v)),
  signedIn: () => true,
};

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
  { pattern: '/sso', public: true, allow: can.signedIn },
  { pattern: '/fub', public: true, allow: can.signedIn },
  { pattern: '/provision/complete', public: true, allow: can.signedIn },
  { pattern: '/provision/:uri/:provisionId', public: true, allow: can.signedIn },
];

/** Every protected route of the three route tables. */
export const ROUTES: RouteRule[] = [
  ...PUBLIC_ROUTES,
  { pattern: '/', allow: can.signedIn },
  { pattern: '/logout', allow: can.signedIn },
  { pattern: '/agents', allow: can.agents },
  { pattern: '/agents/:agentId', allow: can.agents },
  { pattern: '/mortgagepro', allow: can.mortgagePro },
  { pattern: '/users', allow: can.users },
  { pattern: '/users/:userId', allow: can.users },
  { pattern: '/users/:userId/agentsavedsearch', allow: can.users },
  { pattern: '/users/:userId/agentsavedsearch/:searchId', allow: can.users },
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

export type MenuKey =
  | 'home' | 'agents' | 'users' | 'chat' | 'showings' | 'openhouse' | 'alerts' | 'searchlinks' | 'favoriteslists'
  | 'featured' | 'pocket' | 'appResources' | 'marketing' | 'preferences' | 'profile' | 'tags' | 'mortgagepro'
  | 'settings' | 'integrations' | 'userSettings';

export type MenuItem = { key: MenuKey; label: string; href: string; visible: (v: Viewer) => boolean };

/** The sidebar, in order, with the visibility table of document 1 (plus the home and agent settings). */
export const MENU: MenuItem[] = [
  { key: 'home', label: 'Dashboard', href: '/', visible: can.signedIn },
  { key: 'agents', label: 'Agents', href: '/agents', visible: can.agents },
  { key: 'users', label: 'Users', href: '/users', visible: can.users },
  { key: 'chat', label: 'Chat', href: '/chat', visible: can.chat },
  { key: 'showings', label: 'Showings', href: '/showings', visible: can.showingsMenu },
  { key: 'openhouse', label: 'Open House', href: '/openhouse', visible: can.openHouseMenu },
  { key: 'alerts', label: 'Push notifications', href: '/alerts', visible: can.alertsMenu },
  { key: 'searchlinks', label: 'Search Templates', href: '/searchlinks', visible: can.searchTemplates },
  { key: 'favoriteslists', label: 'Favorites Lists', href: '/favoriteslists', visible: can.favoritesLists },
  { key: 'featured', label: 'Featured Listings', href: '/featured', visible: can.featured },
  { key: 'pocket', label: 'Exclusive listings', href: '/pocket', visible: can.pocketMenu },
  { key: 'appResources', label: 'App Resources', href: '/app-resources', visible: can.appResources },
  { key: 'marketing', label: 'Marketing', href: '/marketing', visible: can.signedIn },
  { key: 'preferences', label: 'Preferences', href: '/preferences', visible: can.agentOnly },
  { key: 'profile', label: 'Profile', href: '/profile', visible: can.agentOnly },
  { key: 'tags', label: 'Tags', href: '/tags', visible: can.tags },
  { key: 'mortgagepro', label: 'Mortgage Pro', href: '/mortgagepro', visible: can.mortgagePro },
  { key: 'settings', label: 'Settings', href: '/settings', visible: can.admin },
  { key: 'integrations', label: 'Integrations', href: '/integrations', visible: can.admin },
  { key: 'userSettings', label: 'Settings & Integrations', href: '/user_settings', visible: can.nonAdmin },
];

export function menuFor(v: Viewer): MenuItem[] {
  return MENU.filter((m) => m.visible(v));
}

/**
 * Route-handler actions. `mutation` actions are refused in read-only mode. Each later area adds its own.
 */
export type Action = { allow: (v: Viewer) => boolean; mutation: boolean };

export const ACTIONS = {
  'session.switchView': { allow: (v: Viewer) => canSwitchView(v), mutation: false },
  'listing.read': { allow: can.signedIn, mutation: false },
  'help.read': { allow: can.signedIn, mutation: false },
  'agents.read': { allow: can.agents, mutation: false },
  'agents.pin': { allow: can.agents, mutation: true },
  'agents.order': { allow: can.agents, mutation: true },
  'agents.create': { allow: can.admin, mutation: true },
  'agents.csvDownload': { allow: can.admin, mutation: false },
  'agents.csvUpload': { allow: can.admin, mutation: true },
  'agents.edit': { allow: can.agents, mutation: true },
  'agents.photo': { allow: can.agents, mutation: true },
  'agents.delete': { allow: can.admin, mutation: true },
  'agents.password': { allow: can.admin, mutation: true },
  'agents.resendEmail': { allow: can.admin, mutation: true },
  'mpro.read': { allow: can.mortgagePro, mutation: false },
  'mpro.edit': { allow: can.mortgagePro, mutation: true },
  'mpro.searchAgents': { allow: can.mproChooseLevel, mutation: false },
  'mpro.adminSettings': { allow: can.mproChooseLevel, mutation: true },
  'tags.read': { allow: can.tags, mutation: false },
  'tags.create': { allow: can.tags, mutation: true },
  'tags.edit': { allow: can.tags, mutation: true },
  'tags.delete': { allow: can.tags, mutation: true },
} satisfies Record<string, Action>;

export type ActionName = keyof typeof ACTIONS;

/**
 * Whether the viewer may take an action: what buttons and cards ask ('tags.create'), so a screen
 * never restates a role or the read-only check. The same answer as the route handler's.
 */
export function allowed(v: Viewer, action: ActionName): boolean {
  return refusal(v, action) === null;
}

/** null when allowed; otherwise the 403 message. */
export function refusal(v: Viewer, action: ActionName): string | null {
  const a: Action = ACTIONS[action];
  if (a.mutation && v.readOnly) return 'Read-only mode: changes are not allowed.';
  if (!a.allow(v)) return 'You do not have permission to do this.';
  return null;
}
