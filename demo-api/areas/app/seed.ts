import type { Store } from '../../db/store';
import type { SeedStep } from '../../seed/context';
import { seedEndUsers, seedListings } from './seed-activity';

/** Every toggle the specification names. */
export const ALL_TOGGLES = [
  'statusMyListingsEnabled',
  'pocketListingsEnabled',
  'pocketListingsAllowAgents',
  'customLinksEnabled',
  'superAdminRestrictedMode',
  'chatEnabled',
  'kioskModeEnabled',
  'pushNotificationsEnabled',
  'manualPushEnabled',
  'manualPushEnabledAll',
  'agentSavedSearchEnabled',
  'mortgageProEditingEnabled',
  'selfProvisionedAgentsEnabled',
  'officesEnabled',
  'crmEmailEnabled',
  'userExportEnabled',
  'agentInsightsEnabled',
  'integrationsEnabled',
  'integrationsAgentEnabled',
  'zapierEnabled',
  'rolloutEnabled',
  'crmEmailProfileEnabled',
  'pocketListingsAutomated',
  'purchaseVideoEnabled',
  // The marketing screen's 'website toggle' (the spec does not name its field: chosen).
  'websiteEnabled',
] as const;

const ACME_OFF = new Set(['superAdminRestrictedMode', 'manualPushEnabledAll', 'pocketListingsAutomated', 'rolloutEnabled']);
const BAY_ON = new Set([
  'superAdminRestrictedMode',
  'statusMyListingsEnabled',
  'pushNotificationsEnabled',
  'manualPushEnabled',
  'agentSavedSearchEnabled',
  'mortgageProEditingEnabled',
  'chatEnabled',
  'userExportEnabled',
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
    stack_id: 'acme',
    name: 'Acme Realty',
    template: 'default',
    toggles: JSON.stringify(toggles((t) => !ACME_OFF.has(t))),
    strings: JSON.stringify(strings('Acme Realty', 'acme.test')),
    plan_limit: 200,
    payments: 1,
    theme_color: '#1f5fbf',
    mpro_allow_agents: 0,
  });
  store.run(insert, {
    stack_id: 'bay',
    name: 'Bay Homes',
    template: 'default',
    toggles: JSON.stringify(toggles((t) => BAY_ON.has(t))),
    strings: JSON.stringify(strings('Bay Homes', 'bay.test')),
    plan_limit: 50,
    payments: 0,
    theme_color: '#00796b',
    mpro_allow_agents: 1,
  });
}

const HELP: { section: string; title: string; type: 'video' | 'text'; content: string }[] = [
  { section: 'home', title: 'A tour of your dashboard', type: 'video', content: '/media/video/dashboard-tour.mp4' },
  {
    section: 'home',
    title: 'Reading your statistics',
    type: 'text',
    content: 'Total users counts everyone who installed your app. Logins this month and listings viewed show how engaged they are.',
  },
  { section: 'agents', title: 'Adding agents', type: 'video', content: '/media/video/adding-agents.mp4' },
  {
    section: 'agents',
    title: 'Importing agents from a CSV',
    type: 'text',
    content:
      'Upload a CSV with the columns name and email. Review the rows, then confirm the import: each new agent receives an e-mail to set a password.',
  },
  {
    section: 'agents',
    title: 'Ordering your agents',
    type: 'text',
    content: 'Show all agents, clear the sort, then drag rows into the order your app should list them and save.',
  },
  { section: 'agent', title: 'Editing an agent', type: 'video', content: '/media/video/editing-an-agent.mp4' },
  {
    section: 'agent',
    title: 'Pinning an agent',
    type: 'text',
    content: 'Pinned agents are shown first to new app users choosing an agent.',
  },
  { section: 'mortgagepro', title: 'Setting up Mortgage Pro', type: 'video', content: '/media/video/mortgage-pro.mp4' },
  {
    section: 'mortgagepro',
    title: 'Which Mortgage Pro do users see?',
    type: 'text',
    content: "An agent's own Mortgage Pro wins over the office's, which wins over the app's default.",
  },
  { section: 'generic', title: 'Getting started', type: 'video', content: '/media/video/getting-started.mp4' },
  {
    section: 'generic',
    title: 'Need a hand?',
    type: 'text',
    content: 'Write to support from the menu and we will get back to you within one business day.',
  },
];

export function seedHelp(store: Store): void {
  HELP.forEach((h, i) =>
    store.run('INSERT INTO help_items (section, title, type, content, sort) VALUES (?, ?, ?, ?, ?)', [
      h.section,
      h.title,
      h.type,
      h.content,
      i,
    ]),
  );
}

/** The apps first (everything belongs to one), help at any time, end users once the agents exist. */
export const seedSteps: SeedStep[] = [
  {
    name: 'apps',
    gives: ['apps'],
    run({ store, give }) {
      seedApps(store);
      give('apps', true);
    },
  },
  { name: 'help', run: (s) => seedHelp(s.store) },
  {
    name: 'listings-and-end-users',
    needs: ['accounts', 'agents'],
    gives: ['listings', 'endUsers'],
    run({ store, rng, now, get, give }) {
      const id = (key: string) => get('accounts').get(key) ?? 0;
      const listings = seedListings(store, rng, now, 200);
      const agentWeights = (stackId: string) =>
        store
          .all<{ id: number; active: number }>("SELECT id, active FROM users WHERE stack_id = ? AND kind = 'agent' ORDER BY id", [stackId])
          .map((a) => ({ id: a.id, weight: (a.active ? 1 : 0.1) * (0.2 + Math.pow(rng.next(), 2) * 5) }));
      seedEndUsers(store, {
        stackId: 'acme',
        count: 3000,
        now,
        rng,
        listings,
        agents: agentWeights('acme'),
        unassigned: 0.08,
        activity: 14,
        fixed: [{ name: 'Blake Buyer', email: 'buyer@acme.test', agentId: id('acme|agent@acme.test'), events: 40 }],
        pinned: { agentId: id('acme|agent@acme.test'), count: 45 },
      });
      seedEndUsers(store, {
        stackId: 'bay',
        count: 60,
        now,
        rng,
        listings: listings.slice(120),
        agents: agentWeights('bay'),
        unassigned: 0.1,
        activity: 8,
      });
      give('listings', listings);
      give('endUsers', true);
    },
  },
];
