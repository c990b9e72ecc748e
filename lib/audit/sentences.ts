import type { ACTIONS, ActionName } from '@/lib/access/actions';
import { ROUTING_EVENTS, SESSION_EVENTS } from '@/lib/audit/event';

/** The access table's audited actions (changes, reveals, exports): each is recorded, so each needs words. */
export type AuditedAction = { [K in ActionName]: (typeof ACTIONS)[K]['audited'] extends true ? K : never }[ActionName];

/**
 * Each audited action in words, past tense, before its target's label. A handler that knows more says
 * more (`describe` in guarded's input): 'Deleted agent Riley Nelson and moved 23 users to Avery Agent'.
 * A new audited action without a line here fails the type check.
 */
export const ACTION_SENTENCES: Record<AuditedAction, string> = {
  'agents.pin': 'Pinned or unpinned agent',
  'agents.order': 'Reordered the agents',
  'agents.create': 'Created agent',
  'agents.csvUpload': 'Uploaded the agents CSV',
  'agents.edit': 'Edited agent',
  'agents.photo': 'Changed the photo of agent',
  'agents.delete': 'Deleted agent',
  'agents.password': 'Changed the password of agent',
  'agents.resendEmail': 'Resent the creation email to agent',
  'agents.moveUsers': 'Moved the users of agent',
  'routing.rulesSave': 'Changed the routing rules',
  'routing.hoursSave': 'Changed the office hours of',
  'routing.availability': 'Changed the routing availability of',
  'routing.enable': 'Turned lead routing on',
  'routing.disable': 'Turned lead routing off',
  'routing.webhook': "Set the upstream's user webhook to lead routing",
  'routing.reportCsv': 'Exported the routing report',
  'routing.claim': 'Claimed lead',
  'routing.touch': 'Contacted lead',
  'mpro.edit': 'Saved Mortgage Pro',
  'mpro.adminSettings': 'Changed the Mortgage Pro settings',
  'tags.create': 'Created tag',
  'tags.edit': 'Edited tag',
  'tags.delete': 'Deleted tag',
  'favorites.share': 'Shared favorites list',
  'favorites.removeRecipient': 'Removed a recipient of favorites list',
  'favorites.revoke': 'Stopped sharing favorites list',
  'chat.botMessage': "Changed the chat's new-user message",
  'chat.transcriptDownload': 'Downloaded the chat transcript of',
  'openHouse.save': 'Saved the open house message',
  'preferences.save': 'Saved preferences',
  'agentAlerts.subscribe': 'Turned on alerts on a device',
  'agentAlerts.unsubscribe': 'Turned off alerts on a device',
  'agentAlerts.prefsSave': 'Saved alert choices',
  'agentAlerts.lock': 'Changed the alerts locked on for agents of',
  'showings.act': 'Answered showing request',
  'profile.save': 'Saved their profile',
  'profile.photo': 'Changed their profile photo',
  'profile.password': 'Changed their password',
  'featured.edit': 'Changed featured listing',
  'featured.video': 'Ordered a video of featured listing',
  'pocket.edit': 'Saved exclusive listing',
  'pocket.video': 'Ordered a video of exclusive listing',
  'integrations.save': 'Saved the CRM integration',
  'integrations.widgetKey': 'Made a new CRM widget key',
  'integrations.widget': 'Opened the CRM integration widget',
  'session.switchView': 'Switched view',
  'insights.export': 'Exported the hot leads',
  'agents.csvDownload': 'Exported the agents CSV',
  'users.csvDownload': 'Exported the users CSV',
  'userSettings.usersCsv': 'Exported their users CSV',
  'audit.export': 'Exported the audit log',
  'settings.save': 'Saved the broker settings',
  'settings.automation': 'Changed the automation settings',
  'settings.apiKey': 'Revealed the broker api key or tried single sign-on with it',
  'userSettings.apiKey': 'Revealed their own api key',
  'userSettings.crmEmail': 'Changed the CRM parsing email',
  'userSettings.automation': 'Changed their automation settings',
  'userSettings.cancelSubscription': 'Cancelled their subscription',
  'appResources.save': 'Saved the app resources',
  'userDetail.editProfile': 'Edited user',
  'userDetail.tags': 'Changed the tags of user',
  'userDetail.promoteManager': 'Promoted to manager user',
  'userDetail.promoteAgent': 'Promoted to agent user',
  'userDetail.changeAgent': 'Changed the agent of user',
  'userDetail.active': 'Activated or deactivated user',
  'userDetail.notes': 'Saved agent notes on user',
  'alerts.send': 'Sent a push notification',
  'alerts.delete': 'Deleted scheduled notification',
  'users.create': 'Created user',
  'users.csvUpload': 'Uploaded the users CSV',
  'users.bulkAgent': 'Changed the agent of users',
  'users.bulkTags': 'Changed the tags of users',
  'savedSearches.edit': 'Saved search',
  'templates.edit': 'Saved search template',
  'templates.share': 'Shared or unshared search template',
};

export function isAudited(action: ActionName): action is AuditedAction {
  return action in ACTION_SENTENCES;
}

/** The default sentence: the action's words and the target's label (or its ids). */
export function sentenceOf(action: AuditedAction, target: { ids: string[]; label: string | null } | null): string {
  const words = ACTION_SENTENCES[action];
  const name = target?.label ?? (target && target.ids.length > 0 ? `#${target.ids.join(', #')}` : '');
  return name ? `${words} ${name}` : words;
}

/** Every action name the log can hold, for the filter: the audited ones and the session events. */
export const AUDIT_ACTIONS: string[] = [
  ...new Set([...Object.keys(SESSION_EVENTS), ...Object.keys(ACTION_SENTENCES), ...Object.keys(ROUTING_EVENTS)]),
];
