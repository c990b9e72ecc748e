import { HIDING_TEMPLATE, type Viewer } from '@/lib/access/viewer';

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
  /**
   * End users' names, e-mails and photos (user searches, recipients): hidden from admins in super-admin
   * restricted mode, as the user list is.
   */
  userNames: (v: Viewer) => !(isAdmin(v) && restricted(v)),
  /** Listing suggestions: hidden from admins in restricted mode too. */
  listingSuggestions: (v: Viewer) => !(isAdmin(v) && restricted(v)),
  /** User detail: every role opens it (an agent their own users); restricted mode hides its data panels from admins instead. */
  userDetail: () => true,
  /** User detail: the user data panels (overview, activity, most viewed), hidden from admins in restricted mode. */
  userData: (v: Viewer) => !(isAdmin(v) && restricted(v)),
  adminOrManager: (v: Viewer) => isAdmin(v) || isManager(v),
  /** Insights: every role, hidden from an admin in restricted mode like the users list. */
  insights: (v: Viewer) => !(isAdmin(v) && restricted(v)),
  /** User detail: agent notes, for admins and agents (never managers). */
  agentNotes: (v: Viewer) => isAdmin(v) || isAgent(v),
  chat: (v: Viewer) => on(v, 'chatEnabled') && (isAgent(v) || isAdmin(v)) && !(isAdmin(v) && (hidingTemplate(v) || restricted(v))),
  /** Chat's new-user bot message card: admins who see chat, never on the hiding template. */
  botMessage: (v: Viewer) => can.chat(v) && isAdmin(v) && !hidingTemplate(v),
  showingsMenu: (v: Viewer) => v.showingsStack && isAgent(v),
  showings: (v: Viewer) => isAgent(v),
  openHouseMenu: (v: Viewer) => on(v, 'kioskModeEnabled'),
  alerts: (v: Viewer) => on(v, 'pushNotificationsEnabled') && on(v, 'manualPushEnabled') && (isAdmin(v) || on(v, 'manualPushEnabledAll')),
  alertsMenu: (v: Viewer) =>
    on(v, 'pushNotificationsEnabled') && on(v, 'manualPushEnabled') && (isAdmin(v) || (isAgent(v) && on(v, 'manualPushEnabledAll'))),
  /** Search templates for admins and agents (managers: not shown), with agentSavedSearchEnabled on. */
  searchTemplates: (v: Viewer) => on(v, 'agentSavedSearchEnabled') && (isAdmin(v) || isAgent(v)),
  /** The saved-search buttons and editor: admins and agents. */
  savedSearches: (v: Viewer) => isAdmin(v) || isAgent(v),
  favoritesLists: (v: Viewer) => isAgent(v) || isAdmin(v),
  /** A list's recipients, the add-users search and the changes made by name: not for restricted admins. */
  favoritesRecipients: (v: Viewer) => can.favoritesLists(v) && can.userNames(v),
  featured: (v: Viewer) => on(v, 'statusMyListingsEnabled'),
  pocket: (v: Viewer) => (isAdmin(v) || (isAgent(v) && on(v, 'pocketListingsAllowAgents'))) && !hidingTemplate(v),
  /** Ordering an AI video from an exclusive listing's row (in the enabled state only). */
  pocketVideos: (v: Viewer) => can.pocketForm(v) && on(v, 'purchaseVideoEnabled'),
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
  /** The own profile's photo and password cards: hidden on the hiding template. */
  profileAccountCards: (v: Viewer) => isAgent(v) && !hidingTemplate(v),
  /** Featured listings: the agent column is for admins only. */
  featuredAgentColumn: (v: Viewer) => isAdmin(v),
  /** Featured listings: the 'Create Super Listing' video column. */
  listingVideos: (v: Viewer) => on(v, 'statusMyListingsEnabled') && on(v, 'purchaseVideoEnabled') && !hidingTemplate(v),
  /** The one template variant's switch between the regular and the premier featured list. */
  premierFeatured: (v: Viewer) => can.featured(v) && hidingTemplate(v),
  /** Broker settings: admins, not in super-admin restricted mode (the page says why). */
  brokerSettings: (v: Viewer) => isAdmin(v) && !restricted(v),
  /** The CRM box: the app's for an admin with integrationsEnabled; an agent's own with integrationsAgentEnabled. */
  crmIntegration: (v: Viewer) =>
    (isAdmin(v) && !restricted(v) && on(v, 'integrationsEnabled')) || (isAgent(v) && on(v, 'integrationsAgentEnabled')),
  /** The API key and the automation beta need agentInsightsEnabled ('Upgrade Required' otherwise). */
  brokerApiKey: (v: Viewer) => isAdmin(v) && !restricted(v) && on(v, 'agentInsightsEnabled'),
  automationBeta: (v: Viewer) => isAdmin(v) && !restricted(v) && on(v, 'agentInsightsEnabled') && on(v, 'zapierEnabled'),
  /** The CRM parsing e-mail (crmEmailEnabled) is one's own: an agent's on /user_settings, an admin's on /settings. */
  crmParsingEmail: (v: Viewer) => on(v, 'crmEmailEnabled') && (isAgent(v) || (isAdmin(v) && !restricted(v))),
  /** Agent settings: the automation beta (zapierEnabled and agentInsightsEnabled), for non-admins. */
  agentAutomation: (v: Viewer) => !isAdmin(v) && on(v, 'zapierEnabled') && on(v, 'agentInsightsEnabled'),
  /** Agent settings: a self-provisioned agent's subscription (the service reads its state before acting). */
  ownSubscription: (v: Viewer) => isAgent(v) && v.selfProvisioned,
  billing: (v: Viewer) => v.payments && !v.readOnly && !(v.selfProvisioned && v.subscriptionStatus === 'canceled' && !isAdmin(v)),
  /** Lead routing: every role (an agent their own availability and leads), never in restricted mode. */
  routing: (v: Viewer) => !restricted(v),
  /** Routing's rules, office hours and report: admins; managers their own office's when offices are on. */
  routingRules: (v: Viewer) => (isAdmin(v) || (isManager(v) && on(v, 'officesEnabled'))) && !restricted(v),
  /** Turning routing on or off (it stores the brokerage's api key) and setting its webhook: admins. */
  routingAdmin: (v: Viewer) => isAdmin(v) && !restricted(v),
  signedIn: () => true,
};
