import type { Store } from '../db/store';

/** Every toggle the specs name (document 1 section 3, document 3 section 6). */
export const ALL_TOGGLES = [
  'statusMyListingsEnabled', 'pocketListingsEnabled', 'pocketListingsAllowAgents', 'customLinksEnabled', 'superAdminRestrictedMode',
  'chatEnabled', 'kioskModeEnabled', 'pushNotificationsEnabled', 'manualPushEnabled', 'manualPushEnabledAll', 'agentSavedSearchEnabled',
  'mortgageProEditingEnabled', 'selfProvisionedAgentsEnabled', 'officesEnabled', 'crmEmailEnabled', 'userExportEnabled',
  'agentInsightsEnabled', 'integrationsEnabled', 'integrationsAgentEnabled', 'zapierEnabled', 'rolloutEnabled',
  'crmEmailProfileEnabled', 'pocketListingsAutomated', 'purchaseVideoEnabled',
] as const;

const ACME_OFF = new Set(['superAdminRestrictedMode', 'manualPushEnabledAll', 'pocketListingsAutomated', 'rolloutEnabled']);
const BAY_ON = new Set([
  'superAdminRestrictedMode', 'statusMyListingsEnabled', 'pushNotificationsEnabled', 'manualPushEnabled', 'agentSavedSearchEnabled',
  'mortgageProEditingEnabled', 'chatEnabled', 'userExportEnabled',
]);

const toggles = (on: (name: string) => boolean) => Object.fromEntries(ALL_TOGGLES.map((t) => [t, on(t)]));

const strings = (name: string, domain: string) => ({
  app_name: name,
  agent_label: 'Agent',
  agents_label: 'Agents',
  user_label: 'User',
  users_label: 'Users',
  support_email: `support@${domain}`,
  welcome_message: `Welcome to the ${name} dashboard`,
});

export function seedApps(store: Store): void {
  const insert = `INSERT INTO apps (stack_id, name, template, toggles, strings, plan_limit, payments, theme_color, mpro_allow_agents)
    VALUES (@stack_id, @name, @template, @toggles, @strings, @plan_limit, @payments, @theme_color, @mpro_allow_agents)`;
  store.run(insert, {
    stack_id: 'acme', name: 'Acme Realty', template: 'default', toggles: JSON.stringify(toggles((t) => !ACME_OFF.has(t))),
    strings: JSON.stringify(strings('Acme Realty', 'acme.test')), plan_limit: 200, payments: 1, theme_color: '#1f5fbf', mpro_allow_agents: 0,
  });
  store.run(insert, {
    stack_id: 'bay', name: 'Bay Homes', template: 'default', toggles: JSON.stringify(toggles((t) => BAY_ON.has(t))),
    strings: JSON.stringify(strings('Bay Homes', 'bay.test')), plan_limit: 50, payments: 0, theme_color: '#00796b', mpro_allow_agents: 1,
  });
  store.run('INSERT INTO crm_accounts (domain, stack_id) VALUES (?, ?)', ['acme', 'acme']);
}

/** Acme's office tree, three levels: headquarters, regions, branch offices. Ids follow this order. */
export const ACME_OFFICES: { name: string; parent: string | null }[] = [
  { name: 'Acme Realty HQ', parent: null },
  { name: 'Bay Area Region', parent: 'Acme Realty HQ' },
  { name: 'Southern California Region', parent: 'Acme Realty HQ' },
  { name: 'Central Valley Region', parent: 'Acme Realty HQ' },
  { name: 'San Francisco Office', parent: 'Bay Area Region' },
  { name: 'Oakland Office', parent: 'Bay Area Region' },
  { name: 'San Jose Office', parent: 'Bay Area Region' },
  { name: 'Los Angeles Office', parent: 'Southern California Region' },
  { name: 'San Diego Office', parent: 'Southern California Region' },
  { name: 'Irvine Office', parent: 'Southern California Region' },
  { name: 'Sacramento Office', parent: 'Central Valley Region' },
  { name: 'Fresno Office', parent: 'Central Valley Region' },
];

/** Inserts the offices and answers their ids by name. */
export function seedOffices(store: Store): Map<string, number> {
  const ids = new Map<string, number>();
  for (const office of ACME_OFFICES) {
    const parentId = office.parent ? (ids.get(office.parent) ?? 0) : 0;
    const result = store.run('INSERT INTO offices (stack_id, parent_id, name) VALUES (?, ?, ?)', ['acme', parentId, office.name]);
    ids.set(office.name, Number(result.lastInsertRowid));
  }
  return ids;
}

const HELP: { section: string; title: string; type: 'video' | 'text'; content: string }[] = [
  { section: 'home', title: 'A tour of your dashboard', type: 'video', content: '/media/video/dashboard-tour.mp4' },
  { section: 'home', title: 'Reading your statistics', type: 'text', content: 'Total users counts everyone who installed your app. Logins this month and listings viewed show how engaged they are.' },
  { section: 'agents', title: 'Adding agents', type: 'video', content: '/media/video/adding-agents.mp4' },
  { section: 'agents', title: 'Importing agents from a CSV', type: 'text', content: 'Upload a CSV with the columns name and email. Review the rows, then confirm the import: each new agent receives an e-mail to set a password.' },
  { section: 'agents', title: 'Ordering your agents', type: 'text', content: 'Show all agents, clear the sort, then drag rows into the order your app should list them and save.' },
  { section: 'agent', title: 'Editing an agent', type: 'video', content: '/media/video/editing-an-agent.mp4' },
  { section: 'agent', title: 'Pinning an agent', type: 'text', content: 'Pinned agents are shown first to new app users choosing an agent.' },
  { section: 'mortgagepro', title: 'Setting up Mortgage Pro', type: 'video', content: '/media/video/mortgage-pro.mp4' },
  { section: 'mortgagepro', title: 'Which Mortgage Pro do users see?', type: 'text', content: "An agent's own Mortgage Pro wins over the office's, which wins over the app's default." },
  { section: 'generic', title: 'Getting started', type: 'video', content: '/media/video/getting-started.mp4' },
  { section: 'generic', title: 'Need a hand?', type: 'text', content: 'Write to support from the menu and we will get back to you within one business day.' },
];

export function seedHelp(store: Store): void {
  HELP.forEach((h, i) => store.run('INSERT INTO help_items (section, title, type, content, sort) VALUES (?, ?, ?, ?, ?)', [h.section, h.title, h.type, h.content, i]));
}
