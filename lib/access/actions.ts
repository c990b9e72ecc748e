import { can } from '@/lib/access/predicates';
import { canSwitchView, type Viewer } from '@/lib/access/viewer';

/**
 * Route-handler actions, each with two facts of its own. `refusedReadOnly`: refused in read-only
 * mode, as every change is, and whatever would let a change be made elsewhere (an api key revealed, an SSO
 * token minted). `audited`: recorded in the audit log, whatever the request's method: every change, every
 * reveal of something that can act, every export. Each later area adds its own.
 */
export type Action = { allow: (v: Viewer) => boolean; refusedReadOnly: boolean; audited: boolean };

export const ACTIONS = {
  'session.switchView': { allow: (v: Viewer) => canSwitchView(v), refusedReadOnly: false, audited: true },
  'listing.read': { allow: can.signedIn, refusedReadOnly: false, audited: false },
  'help.read': { allow: can.signedIn, refusedReadOnly: false, audited: false },
  // The command palette's search: each kind of record is then asked for by its own read action (lib/palette/search.ts).
  'palette.search': { allow: can.signedIn, refusedReadOnly: false, audited: false },
  'agents.read': { allow: can.agents, refusedReadOnly: false, audited: false },
  'agents.pin': { allow: can.agents, refusedReadOnly: true, audited: true },
  'agents.order': { allow: can.agents, refusedReadOnly: true, audited: true },
  'agents.create': { allow: can.admin, refusedReadOnly: true, audited: true },
  'agents.csvDownload': { allow: can.admin, refusedReadOnly: false, audited: true },
  'agents.csvUpload': { allow: can.admin, refusedReadOnly: true, audited: true },
  'agents.edit': { allow: can.agents, refusedReadOnly: true, audited: true },
  'agents.photo': { allow: can.agents, refusedReadOnly: true, audited: true },
  'agents.delete': { allow: can.admin, refusedReadOnly: true, audited: true },
  'agents.password': { allow: can.admin, refusedReadOnly: true, audited: true },
  'agents.resendEmail': { allow: can.admin, refusedReadOnly: true, audited: true },
  // Moving an agent's users to others: admins, and managers between agents of their office tree
  // (the upstream keeps a manager to it). Deleting or deactivating afterwards needs that action's own right.
  'agents.movePreview': { allow: can.agents, refusedReadOnly: false, audited: false },
  'agents.moveUsers': { allow: can.agents, refusedReadOnly: true, audited: true },
  // Lead routing: the rules, hours and report for admins and managers; an agent's own availability and leads.
  'routing.read': { allow: can.routing, refusedReadOnly: false, audited: false },
  // The rules (with the agents and offices they may name) and the report: for those who configure routing.
  'routing.rulesRead': { allow: can.routingRules, refusedReadOnly: false, audited: false },
  'routing.report': { allow: can.routingRules, refusedReadOnly: false, audited: false },
  'routing.rulesSave': { allow: can.routingRules, refusedReadOnly: true, audited: true },
  'routing.hoursSave': { allow: can.routingRules, refusedReadOnly: true, audited: true },
  'routing.availability': { allow: can.routing, refusedReadOnly: true, audited: true },
  'routing.enable': { allow: can.routingAdmin, refusedReadOnly: true, audited: true },
  'routing.disable': { allow: can.routingAdmin, refusedReadOnly: true, audited: true },
  'routing.webhook': { allow: can.routingAdmin, refusedReadOnly: true, audited: true },
  'routing.reportCsv': { allow: can.routingRules, refusedReadOnly: false, audited: true },
  'routing.claim': { allow: can.routing, refusedReadOnly: true, audited: true },
  // A tap on Call, Text or E-mail: the first touch that ends a routed lead's claim window.
  'routing.touch': { allow: can.routing, refusedReadOnly: true, audited: true },
  'mpro.read': { allow: can.mortgagePro, refusedReadOnly: false, audited: false },
  'mpro.edit': { allow: can.mortgagePro, refusedReadOnly: true, audited: true },
  'mpro.searchAgents': { allow: can.mproChooseLevel, refusedReadOnly: false, audited: false },
  'mpro.adminSettings': { allow: can.mproChooseLevel, refusedReadOnly: true, audited: true },
  'tags.read': { allow: can.tags, refusedReadOnly: false, audited: false },
  'tags.create': { allow: can.tags, refusedReadOnly: true, audited: true },
  'tags.edit': { allow: can.tags, refusedReadOnly: true, audited: true },
  'tags.delete': { allow: can.tags, refusedReadOnly: true, audited: true },
  'favorites.read': { allow: can.favoritesLists, refusedReadOnly: false, audited: false },
  // Choosing and removing recipients goes by their names, which restricted mode hides from admins.
  'favorites.searchUsers': { allow: can.favoritesRecipients, refusedReadOnly: false, audited: false },
  'favorites.share': { allow: can.favoritesRecipients, refusedReadOnly: true, audited: true },
  'favorites.removeRecipient': { allow: can.favoritesRecipients, refusedReadOnly: true, audited: true },
  'favorites.revoke': { allow: can.favoritesLists, refusedReadOnly: true, audited: true },
  'chat.read': { allow: can.chat, refusedReadOnly: false, audited: false },
  // A transcript saved as a file leaves the dashboard: an export, recorded.
  'chat.transcriptDownload': { allow: can.chat, refusedReadOnly: false, audited: true },
  'chat.botMessage': { allow: can.botMessage, refusedReadOnly: true, audited: true },
  // Open house: the kiosk message is an agent's own.
  'openHouse.save': { allow: can.agentOnly, refusedReadOnly: true, audited: true },
  // Agent alerts on this device (Web Push): an agent's own phone or computer, subscribed and unsubscribed.
  'agentAlerts.subscribe': { allow: can.agentOnly, refusedReadOnly: true, audited: true },
  'agentAlerts.unsubscribe': { allow: can.agentOnly, refusedReadOnly: true, audited: true },
  // Preferences: an agent's own alert toggles.
  'preferences.save': { allow: can.agentOnly, refusedReadOnly: true, audited: true },
  // Agent alerts: an agent's own choices of what they are told; the locks on them for those who configure routing.
  'agentAlerts.prefsSave': { allow: can.agentOnly, refusedReadOnly: true, audited: true },
  'agentAlerts.lock': { allow: can.routingRules, refusedReadOnly: true, audited: true },
  // Showings: the agent's showing requests; the calendar link only reads.
  'showings.read': { allow: can.showings, refusedReadOnly: false, audited: false },
  'showings.act': { allow: can.showings, refusedReadOnly: true, audited: true },
  'showings.calendar': { allow: can.showings, refusedReadOnly: false, audited: false },
  // Marketing: any signed-in user's links and downloads. The analytics event only counts a copy, so
  // read-only mode sends it too.
  // Profile: an agent's own; photo and password never on the hiding template.
  'profile.save': { allow: can.agentOnly, refusedReadOnly: true, audited: true },
  'profile.photo': { allow: can.profileAccountCards, refusedReadOnly: true, audited: true },
  'profile.password': { allow: can.profileAccountCards, refusedReadOnly: true, audited: true },
  // Featured listings: anyone who sees the screen changes their own.
  'featured.read': { allow: can.featured, refusedReadOnly: false, audited: false },
  'featured.edit': { allow: can.featured, refusedReadOnly: true, audited: true },
  'featured.video': { allow: can.listingVideos, refusedReadOnly: true, audited: true },
  // Exclusive listings: the list reads in every state; changes only in the enabled one.
  'pocket.read': { allow: can.pocket, refusedReadOnly: false, audited: false },
  'pocket.edit': { allow: can.pocketForm, refusedReadOnly: true, audited: true },
  'pocket.video': { allow: can.pocketVideos, refusedReadOnly: true, audited: true },
  // Geocoding only reads (the form's 'Geocode address').
  'pocket.geocode': { allow: can.pocketForm, refusedReadOnly: false, audited: false },
  // CRM integrations: the box's status read and its save.
  'integrations.read': { allow: can.crmIntegration, refusedReadOnly: false, audited: false },
  'integrations.save': { allow: can.crmIntegration, refusedReadOnly: true, audited: true },
  // The CRM widget's token and key (admins; the rollout is checked by the handler, from the configuration).
  // The token lets the widget change the app's CRM credentials: a change, so not in read-only mode.
  'integrations.widget': { allow: can.brokerSettings, refusedReadOnly: true, audited: true },
  'integrations.widgetKey': { allow: can.brokerSettings, refusedReadOnly: true, audited: true },
  // Broker settings: admins outside restricted mode.
  'settings.save': { allow: can.brokerSettings, refusedReadOnly: true, audited: true },
  'settings.automation': { allow: can.automationBeta, refusedReadOnly: true, audited: true },
  // The key and an SSO token (whose session can write) would lift read-only mode: refused in it, as changes are.
  'settings.apiKey': { allow: can.brokerApiKey, refusedReadOnly: true, audited: true },
  // Agent settings: a non-admin's own key, CRM parsing e-mail, automation and subscription.
  'userSettings.apiKey': { allow: can.nonAdmin, refusedReadOnly: true, audited: true },
  'userSettings.crmEmail': { allow: can.crmParsingEmail, refusedReadOnly: true, audited: true },
  'userSettings.automation': { allow: can.agentAutomation, refusedReadOnly: true, audited: true },
  'userSettings.cancelSubscription': { allow: can.ownSubscription, refusedReadOnly: true, audited: true },
  'userSettings.usersCsv': { allow: can.ownSubscription, refusedReadOnly: false, audited: true },
  // App resources: the admin's custom link sections.
  'appResources.save': { allow: can.appResources, refusedReadOnly: true, audited: true },
  'marketing.read': { allow: can.signedIn, refusedReadOnly: false, audited: false },
  'marketing.event': { allow: can.signedIn, refusedReadOnly: false, audited: false },
  // Name, e-mail and phone: a restricted admin neither sees nor edits them (the page hides them too).
  'userDetail.editProfile': { allow: can.userNames, refusedReadOnly: true, audited: true },
  'userDetail.tags': { allow: can.tags, refusedReadOnly: true, audited: true },
  'userDetail.promoteManager': { allow: can.adminOrManager, refusedReadOnly: true, audited: true },
  'userDetail.promoteAgent': { allow: can.admin, refusedReadOnly: true, audited: true },
  'userDetail.changeAgent': { allow: can.admin, refusedReadOnly: true, audited: true },
  'userDetail.history': { allow: can.admin, refusedReadOnly: false, audited: false },
  'userDetail.active': { allow: can.admin, refusedReadOnly: true, audited: true },
  'userDetail.notes': { allow: can.agentNotes, refusedReadOnly: true, audited: true },
  'userDetail.data': { allow: can.userData, refusedReadOnly: false, audited: false },
  'alerts.read': { allow: can.alerts, refusedReadOnly: false, audited: false },
  'alerts.send': { allow: can.alerts, refusedReadOnly: true, audited: true },
  // The send form's user search and listing suggestions: hidden from admins in restricted mode, as end users' names are.
  'alerts.searchRecipients': { allow: (v: Viewer) => can.alerts(v) && can.userNames(v), refusedReadOnly: false, audited: false },
  'alerts.searchListings': { allow: (v: Viewer) => can.alerts(v) && can.listingSuggestions(v), refusedReadOnly: false, audited: false },
  'alerts.delete': { allow: can.alerts, refusedReadOnly: true, audited: true },
  'users.read': { allow: can.users, refusedReadOnly: false, audited: false },
  // The list's admin actions: not in super-admin restricted mode, where the list itself is closed.
  'users.create': { allow: (v: Viewer) => can.admin(v) && can.users(v), refusedReadOnly: true, audited: true },
  'users.csvUpload': { allow: (v: Viewer) => can.admin(v) && can.users(v), refusedReadOnly: true, audited: true },
  'users.csvDownload': {
    allow: (v: Viewer) => can.admin(v) && can.users(v) && v.toggles.userExportEnabled === true,
    refusedReadOnly: false,
    audited: true,
  },
  'users.bulkAgent': { allow: (v: Viewer) => can.admin(v) && can.users(v), refusedReadOnly: true, audited: true },
  'users.bulkTags': { allow: (v: Viewer) => can.users(v) && can.tags(v), refusedReadOnly: true, audited: true },
  // Insights: the plan's toggle is the upstream's to refuse; the screen shows the upgrade notice.
  'insights.read': { allow: can.insights, refusedReadOnly: false, audited: false },
  'insights.agents': { allow: (v: Viewer) => can.insights(v) && can.adminOrManager(v), refusedReadOnly: false, audited: false },
  // Read-only mode offers no actions on the screen, the export included.
  'insights.export': {
    allow: (v: Viewer) => can.insights(v) && can.admin(v) && v.toggles.userExportEnabled === true,
    refusedReadOnly: true,
    audited: true,
  },
  'savedSearches.read': { allow: can.savedSearches, refusedReadOnly: false, audited: false },
  'savedSearches.edit': { allow: can.savedSearches, refusedReadOnly: true, audited: true },
  'templates.read': { allow: can.searchTemplates, refusedReadOnly: false, audited: false },
  'templates.edit': { allow: can.searchTemplates, refusedReadOnly: true, audited: true },
  'templates.share': { allow: (v: Viewer) => can.searchTemplates(v) && v.role === 'admin', refusedReadOnly: true, audited: true },
  // The audit log: admins read and export their brokerage's events. Exports are recorded, as every export is.
  'audit.export': { allow: can.admin, refusedReadOnly: false, audited: true },
  'listings.search': { allow: (v: Viewer) => can.savedSearches(v) || can.searchTemplates(v), refusedReadOnly: false, audited: false },
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
  if (a.refusedReadOnly && v.readOnly) return 'Read-only mode: changes are not allowed.';
  if (!a.allow(v)) return 'You do not have permission to do this.';
  return null;
}
