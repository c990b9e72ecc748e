import { can } from '@/lib/access/predicates';
import { canSwitchView, type Viewer } from '@/lib/access/viewer';

/**
 * Route-handler actions. `mutation` actions are refused in read-only mode: every change, and whatever would
 * let a change be made elsewhere (an api key revealed, an SSO token minted). Each later area adds its own.
 */
export type Action = { allow: (v: Viewer) => boolean; mutation: boolean };

export const ACTIONS = {
  'session.switchView': { allow: (v: Viewer) => canSwitchView(v), mutation: false },
  'listing.read': { allow: can.signedIn, mutation: false },
  'help.read': { allow: can.signedIn, mutation: false },
  // The command palette's search: each kind of record is then asked for by its own read action (lib/palette/search.ts).
  'palette.search': { allow: can.signedIn, mutation: false },
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
  // Moving an agent's users to others (issue 36): admins, and managers between agents of their office tree
  // (the upstream keeps a manager to it). Deleting or deactivating afterwards needs that action's own right.
  'agents.movePreview': { allow: can.agents, mutation: false },
  'agents.moveUsers': { allow: can.agents, mutation: true },
  'mpro.read': { allow: can.mortgagePro, mutation: false },
  'mpro.edit': { allow: can.mortgagePro, mutation: true },
  'mpro.searchAgents': { allow: can.mproChooseLevel, mutation: false },
  'mpro.adminSettings': { allow: can.mproChooseLevel, mutation: true },
  'tags.read': { allow: can.tags, mutation: false },
  'tags.create': { allow: can.tags, mutation: true },
  'tags.edit': { allow: can.tags, mutation: true },
  'tags.delete': { allow: can.tags, mutation: true },
  'favorites.read': { allow: can.favoritesLists, mutation: false },
  // Choosing and removing recipients goes by their names, which restricted mode hides from admins.
  'favorites.searchUsers': { allow: can.favoritesRecipients, mutation: false },
  'favorites.share': { allow: can.favoritesRecipients, mutation: true },
  'favorites.removeRecipient': { allow: can.favoritesRecipients, mutation: true },
  'favorites.revoke': { allow: can.favoritesLists, mutation: true },
  'chat.read': { allow: can.chat, mutation: false },
  'chat.botMessage': { allow: can.botMessage, mutation: true },
  // Open house: the kiosk message is an agent's own (document 3, §2).
  'openHouse.save': { allow: can.agentOnly, mutation: true },
  // Preferences: an agent's own alert toggles (document 3, §2).
  'preferences.save': { allow: can.agentOnly, mutation: true },
  // Showings (document 3, §2, §4): the agent's showing requests; the calendar link only reads.
  'showings.read': { allow: can.showings, mutation: false },
  'showings.act': { allow: can.showings, mutation: true },
  'showings.calendar': { allow: can.showings, mutation: false },
  // Marketing (document 3, §2): any signed-in user's links and downloads. The analytics event only counts a copy, so
  // read-only mode sends it too.
  // Profile: an agent's own (document 3, §2 Profile); photo and password never on the hiding template.
  'profile.save': { allow: can.agentOnly, mutation: true },
  'profile.photo': { allow: can.profileAccountCards, mutation: true },
  'profile.password': { allow: can.profileAccountCards, mutation: true },
  // Featured listings (document 3, §2): anyone who sees the screen changes their own.
  'featured.read': { allow: can.featured, mutation: false },
  'featured.edit': { allow: can.featured, mutation: true },
  'featured.video': { allow: can.listingVideos, mutation: true },
  // Exclusive listings (document 3, §2): the list reads in every state; changes only in the enabled one.
  'pocket.read': { allow: can.pocket, mutation: false },
  'pocket.edit': { allow: can.pocketForm, mutation: true },
  'pocket.video': { allow: can.pocketVideos, mutation: true },
  // Geocoding only reads (the form's 'Geocode address').
  'pocket.geocode': { allow: can.pocketForm, mutation: false },
  // CRM integrations (document 3, §2): the box's status read and its save.
  'integrations.read': { allow: can.crmIntegration, mutation: false },
  'integrations.save': { allow: can.crmIntegration, mutation: true },
  // The CRM widget's token and key (admins; the rollout is checked by the handler, from the configuration).
  // The token lets the widget change the app's CRM credentials: a change, so not in read-only mode.
  'integrations.widget': { allow: can.brokerSettings, mutation: true },
  'integrations.widgetKey': { allow: can.brokerSettings, mutation: true },
  // Broker settings (document 3, §2): admins outside restricted mode.
  'settings.save': { allow: can.brokerSettings, mutation: true },
  'settings.automation': { allow: can.automationBeta, mutation: true },
  // The key and an SSO token (whose session can write) would lift read-only mode: refused in it, as changes are.
  'settings.apiKey': { allow: can.brokerApiKey, mutation: true },
  // Agent settings (document 3, §2 Agent settings): a non-admin's own key, CRM parsing e-mail, automation and subscription.
  'userSettings.apiKey': { allow: can.nonAdmin, mutation: true },
  'userSettings.crmEmail': { allow: can.crmParsingEmail, mutation: true },
  'userSettings.automation': { allow: can.agentAutomation, mutation: true },
  'userSettings.cancelSubscription': { allow: can.ownSubscription, mutation: true },
  'userSettings.usersCsv': { allow: can.ownSubscription, mutation: false },
  // App resources: the admin's custom link sections (document 3, §2 App Resources).
  'appResources.save': { allow: can.appResources, mutation: true },
  'marketing.read': { allow: can.signedIn, mutation: false },
  'marketing.event': { allow: can.signedIn, mutation: false },
  'userDetail.editProfile': { allow: can.userDetail, mutation: true },
  'userDetail.tags': { allow: can.tags, mutation: true },
  'userDetail.promoteManager': { allow: can.adminOrManager, mutation: true },
  'userDetail.promoteAgent': { allow: can.admin, mutation: true },
  'userDetail.changeAgent': { allow: can.admin, mutation: true },
  'userDetail.history': { allow: can.admin, mutation: false },
  'userDetail.active': { allow: can.admin, mutation: true },
  'userDetail.notes': { allow: can.agentNotes, mutation: true },
  'userDetail.data': { allow: can.userData, mutation: false },
  'alerts.read': { allow: can.alerts, mutation: false },
  'alerts.send': { allow: can.alerts, mutation: true },
  // The send form's user search and listing suggestions: hidden from admins in restricted mode (document 2, §1).
  'alerts.searchRecipients': { allow: (v: Viewer) => can.alerts(v) && can.userNames(v), mutation: false },
  'alerts.searchListings': { allow: (v: Viewer) => can.alerts(v) && can.listingSuggestions(v), mutation: false },
  'alerts.delete': { allow: can.alerts, mutation: true },
  'users.read': { allow: can.users, mutation: false },
  // The list's admin actions: not in super-admin restricted mode, where the list itself is closed (§6).
  'users.create': { allow: (v: Viewer) => can.admin(v) && can.users(v), mutation: true },
  'users.csvUpload': { allow: (v: Viewer) => can.admin(v) && can.users(v), mutation: true },
  'users.csvDownload': { allow: (v: Viewer) => can.admin(v) && can.users(v) && v.toggles.userExportEnabled === true, mutation: false },
  'users.bulkAgent': { allow: (v: Viewer) => can.admin(v) && can.users(v), mutation: true },
  'users.bulkTags': { allow: (v: Viewer) => can.users(v) && can.tags(v), mutation: true },
  // Insights (issue 35): the plan's toggle is the upstream's to refuse; the screen shows the upgrade notice.
  'insights.read': { allow: can.insights, mutation: false },
  'insights.agents': { allow: (v: Viewer) => can.insights(v) && can.adminOrManager(v), mutation: false },
  // Read-only mode offers no actions on the screen (issue 35), the export included.
  'insights.export': { allow: (v: Viewer) => can.insights(v) && can.admin(v) && v.toggles.userExportEnabled === true, mutation: true },
  'savedSearches.read': { allow: can.savedSearches, mutation: false },
  'savedSearches.edit': { allow: can.savedSearches, mutation: true },
  'templates.read': { allow: can.searchTemplates, mutation: false },
  'templates.edit': { allow: can.searchTemplates, mutation: true },
  'templates.share': { allow: (v: Viewer) => can.searchTemplates(v) && v.role === 'admin', mutation: true },
  // The audit log (issue 36): admins read and export their brokerage's events.
  'audit.export': { allow: can.admin, mutation: false },
  'listings.search': { allow: (v: Viewer) => can.savedSearches(v) || can.searchTemplates(v), mutation: false },
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
