import { describe, expect, it } from 'vitest';
import {
  allowed,
  can,
  canSwitchView,
  effectiveRole,
  isPublicPath,
  menuFor,
  modeOf,
  redirectFor,
  refusal,
  routeRule,
  type MenuKey,
  type Viewer,
} from '@/lib/access';
import { viewerOf } from '@/server/viewer';
import { ROLES } from '@/tests/support/roles';

const ALL_ON = {
  statusMyListingsEnabled: true,
  pocketListingsEnabled: true,
  pocketListingsAllowAgents: true,
  customLinksEnabled: true,
  chatEnabled: true,
  kioskModeEnabled: true,
  pushNotificationsEnabled: true,
  manualPushEnabled: true,
  manualPushEnabledAll: true,
  agentSavedSearchEnabled: true,
  mortgageProEditingEnabled: true,
  officesEnabled: true,
};

/**
 * The base viewers come from the shared role fixture (sign-in user → sessionFrom → viewerOf) with every
 * toggle on; the showings stack, which the configuration decides, is pinned off unless a test sets it.
 */
const BASE = { admin: ROLES.admin, manager: ROLES.manager, agent: ROLES.agentWithoutMpro } as const;

function viewer(realType: Viewer['realType'], over: Partial<Viewer> = {}): Viewer {
  const { session, app } = BASE[realType];
  const v: Viewer = { ...viewerOf(session, { ...app, toggles: { ...ALL_ON } }), showingsStack: false, ...over };
  return { ...v, role: over.role ?? effectiveRole(v.realType, v.subType, v.managerMode) };
}
const admin = (o: Partial<Viewer> = {}) => viewer('admin', o);
const manager = (o: Partial<Viewer> = {}) => viewer('manager', o);
const agent = (o: Partial<Viewer> = {}) => viewer('agent', o);
const toggles = (o: Record<string, boolean>) => ({ ...ALL_ON, ...o });
const menu = (v: Viewer) => menuFor(v).map((m) => m.key);
const sees = (v: Viewer, key: MenuKey) => menu(v).includes(key);

describe('roles and view mode', () => {
  it('a sub-typed agent holds admin or manager powers only in manager mode', () => {
    expect(effectiveRole('agent', 'agentAdmin', true)).toBe('admin');
    expect(effectiveRole('agent', 'agentAdmin', false)).toBe('agent');
    expect(effectiveRole('agent', 'agentManager', true)).toBe('manager');
    expect(effectiveRole('agent', null, true)).toBe('agent');
    expect(effectiveRole('admin', null, false)).toBe('admin');
  });
  it('only sub-typed agents may switch views', () => {
    expect(canSwitchView({ realType: 'agent', subType: 'agentAdmin' })).toBe(true);
    expect(canSwitchView({ realType: 'agent', subType: 'agentManager' })).toBe(true);
    expect(canSwitchView({ realType: 'agent', subType: null })).toBe(false);
    expect(canSwitchView({ realType: 'admin', subType: null })).toBe(false);
  });
  it('the mode header is agent mode when manager mode is off', () => {
    expect(modeOf({ realType: 'admin', subType: null, managerMode: true })).toBe('manager');
    expect(modeOf({ realType: 'agent', subType: 'agentAdmin', managerMode: true })).toBe('manager');
    expect(modeOf({ realType: 'agent', subType: 'agentAdmin', managerMode: false })).toBe('agent');
    expect(modeOf({ realType: 'agent', subType: null, managerMode: true })).toBe('agent');
  });
});

describe('sidebar visibility table, row by row', () => {
  it('Agents: admin or manager', () => {
    expect(sees(admin(), 'agents')).toBe(true);
    expect(sees(manager(), 'agents')).toBe(true);
    expect(sees(agent(), 'agents')).toBe(false);
    expect(sees(agent({ subType: 'agentManager', managerMode: true }), 'agents')).toBe(true);
  });
  it('Users: always, except for admin in super-admin restricted mode', () => {
    expect(sees(agent(), 'users')).toBe(true);
    expect(sees(manager({ toggles: toggles({ superAdminRestrictedMode: true }) }), 'users')).toBe(true);
    expect(sees(admin({ toggles: toggles({ superAdminRestrictedMode: true }) }), 'users')).toBe(false);
  });
  it('Insights: every role, except an admin in super-admin restricted mode', () => {
    expect(sees(agent(), 'insights')).toBe(true);
    expect(sees(manager({ toggles: toggles({ superAdminRestrictedMode: true }) }), 'insights')).toBe(true);
    expect(sees(admin(), 'insights')).toBe(true);
    expect(sees(admin({ toggles: toggles({ superAdminRestrictedMode: true }) }), 'insights')).toBe(false);
  });
  it("Users' admin actions follow the list: a restricted admin may not create, import, download or bulk change", () => {
    const restrictedAdmin = admin({ toggles: toggles({ superAdminRestrictedMode: true, userExportEnabled: true }) });
    for (const action of [
      'users.read',
      'users.create',
      'users.csvUpload',
      'users.csvDownload',
      'users.bulkAgent',
      'users.bulkTags',
    ] as const) {
      expect(allowed(restrictedAdmin, action), action).toBe(false);
      expect(allowed(admin({ toggles: toggles({ userExportEnabled: true }) }), action), action).toBe(true);
    }
  });
  it('Chat: chatEnabled and agent or admin; not for admin on the hiding template or in restricted mode', () => {
    expect(sees(admin(), 'chat')).toBe(true);
    expect(sees(agent(), 'chat')).toBe(true);
    expect(sees(manager(), 'chat')).toBe(false);
    expect(sees(admin({ toggles: toggles({ chatEnabled: false }) }), 'chat')).toBe(false);
    expect(sees(admin({ template: 'premier' }), 'chat')).toBe(false);
    expect(sees(agent({ template: 'premier' }), 'chat')).toBe(true);
    expect(sees(admin({ toggles: toggles({ superAdminRestrictedMode: true }) }), 'chat')).toBe(false);
  });
  it('Showings: only on the configured stacks', () => {
    expect(sees(agent({ showingsStack: true }), 'showings')).toBe(true);
    expect(sees(agent({ showingsStack: false }), 'showings')).toBe(false);
  });
  it('Open House: kioskModeEnabled', () => {
    expect(sees(agent(), 'openhouse')).toBe(true);
    expect(sees(agent({ toggles: toggles({ kioskModeEnabled: false }) }), 'openhouse')).toBe(false);
  });
  it('Push notifications: both push toggles and admin; agents too with manualPushEnabledAll', () => {
    expect(sees(admin(), 'alerts')).toBe(true);
    expect(sees(agent(), 'alerts')).toBe(true);
    expect(sees(agent({ toggles: toggles({ manualPushEnabledAll: false }) }), 'alerts')).toBe(false);
    expect(sees(admin({ toggles: toggles({ manualPushEnabled: false }) }), 'alerts')).toBe(false);
    expect(sees(admin({ toggles: toggles({ pushNotificationsEnabled: false }) }), 'alerts')).toBe(false);
  });
  it('Search Templates: agentSavedSearchEnabled', () => {
    expect(sees(agent(), 'searchlinks')).toBe(true);
    expect(sees(agent({ toggles: toggles({ agentSavedSearchEnabled: false }) }), 'searchlinks')).toBe(false);
  });
  it('Search Templates: not shown to managers', () => {
    expect(sees(BASE.manager.viewer, 'searchlinks')).toBe(false);
    expect(sees(BASE.admin.viewer, 'searchlinks')).toBe(true);
  });
  it('Favorites Lists: agent or admin', () => {
    expect(sees(agent(), 'favoriteslists')).toBe(true);
    expect(sees(admin(), 'favoriteslists')).toBe(true);
    expect(sees(manager(), 'favoriteslists')).toBe(false);
  });
  it('Featured Listings: statusMyListingsEnabled', () => {
    expect(sees(agent(), 'featured')).toBe(true);
    expect(sees(agent({ toggles: toggles({ statusMyListingsEnabled: false }) }), 'featured')).toBe(false);
  });
  it('Exclusive listings: pocketListingsEnabled; agents only if allowed; not on the hiding template', () => {
    expect(sees(admin(), 'pocket')).toBe(true);
    expect(sees(agent(), 'pocket')).toBe(true);
    expect(sees(agent({ toggles: toggles({ pocketListingsAllowAgents: false }) }), 'pocket')).toBe(false);
    expect(sees(admin({ toggles: toggles({ pocketListingsEnabled: false }) }), 'pocket')).toBe(false);
    expect(sees(admin({ template: 'premier' }), 'pocket')).toBe(false);
  });
  it('App Resources: admin and customLinksEnabled', () => {
    expect(sees(admin(), 'appResources')).toBe(true);
    expect(sees(agent(), 'appResources')).toBe(false);
    expect(sees(admin({ toggles: toggles({ customLinksEnabled: false }) }), 'appResources')).toBe(false);
  });
  it('Preferences and Profile: agents', () => {
    expect(sees(agent(), 'preferences')).toBe(true);
    expect(sees(agent(), 'profile')).toBe(true);
    expect(sees(admin(), 'preferences')).toBe(false);
    expect(sees(manager(), 'profile')).toBe(false);
  });
  it('Lead routing: every role, never in super-admin restricted mode', () => {
    expect([admin(), manager(), agent()].map((v) => sees(v, 'routing'))).toEqual([true, true, true]);
    expect(sees(admin({ toggles: toggles({ superAdminRestrictedMode: true }) }), 'routing')).toBe(false);
  });
  it('Tags: admin or agent', () => {
    expect(sees(admin(), 'tags')).toBe(true);
    expect(sees(agent(), 'tags')).toBe(true);
    expect(sees(manager(), 'tags')).toBe(false);
  });
  it('Mortgage Pro: mortgageProEditingEnabled and admin, or an mpro_agent', () => {
    expect(sees(admin(), 'mortgagepro')).toBe(true);
    expect(sees(agent({ mproAgent: true }), 'mortgagepro')).toBe(true);
    expect(sees(agent({ mproAgent: false }), 'mortgagepro')).toBe(false);
    expect(sees(admin({ toggles: toggles({ mortgageProEditingEnabled: false }) }), 'mortgagepro')).toBe(false);
    expect(sees(manager(), 'mortgagepro')).toBe(false);
  });
  it('Audit log: admin', () => {
    expect(sees(admin(), 'audit')).toBe(true);
    expect(sees(admin({ toggles: toggles({ superAdminRestrictedMode: true }) }), 'audit')).toBe(true);
    expect(sees(manager(), 'audit')).toBe(false);
    expect(sees(agent(), 'audit')).toBe(false);
  });
  it('Settings, Integrations: admin', () => {
    expect(sees(admin(), 'settings')).toBe(true);
    expect(sees(admin(), 'integrations')).toBe(true);
    expect(sees(agent(), 'settings')).toBe(false);
    expect(sees(manager(), 'integrations')).toBe(false);
  });
});

describe('route table of every screen', () => {
  it.each(['/login', '/sso', '/fub', '/provision/complete', '/provision/acme/abc123'])('%s is public', (p) => {
    expect(isPublicPath(p)).toBe(true);
  });
  it.each(['/', '/agents', '/agents/12', '/users', '/users/3/agentsavedsearch/9', '/settings/sso', '/training', '/logout'])(
    '%s is protected',
    (p) => {
      expect(isPublicPath(p)).toBe(false);
      expect(routeRule(p)).toBeDefined();
    },
  );
  it('unknown paths have no rule (the not-found page)', () => {
    expect(routeRule('/nope')).toBeUndefined();
    expect(routeRule('/agents/1/2')).toBeUndefined();
  });
  it('agents and agent edit: admin or manager; others go home', () => {
    expect(redirectFor(admin(), '/agents')).toBeNull();
    expect(redirectFor(manager(), '/agents/5')).toBeNull();
    expect(redirectFor(agent(), '/agents')).toBe('/');
    expect(redirectFor(agent(), '/agents/5')).toBe('/');
  });
  it('/mortgagepro: toggle and admin or allowed agent; otherwise home', () => {
    expect(redirectFor(admin(), '/mortgagepro')).toBeNull();
    expect(redirectFor(agent({ mproAgent: true }), '/mortgagepro')).toBeNull();
    expect(redirectFor(agent(), '/mortgagepro')).toBe('/');
    expect(redirectFor(admin({ toggles: toggles({ mortgageProEditingEnabled: false }) }), '/mortgagepro')).toBe('/');
  });
  it('/settings sends a non-admin to /user_settings; /user_settings sends an admin to /settings', () => {
    expect(redirectFor(agent(), '/settings')).toBe('/user_settings');
    expect(redirectFor(manager(), '/settings')).toBe('/user_settings');
    expect(redirectFor(admin(), '/settings')).toBeNull();
    expect(redirectFor(admin(), '/user_settings')).toBe('/settings');
    expect(redirectFor(agent(), '/user_settings')).toBeNull();
  });
  it('/settings/sso and /integrations: admin; others home', () => {
    expect(redirectFor(agent(), '/settings/sso')).toBe('/');
    expect(redirectFor(agent(), '/integrations')).toBe('/');
    expect(redirectFor(admin(), '/settings/sso')).toBeNull();
  });
  it('/pocket: admin, or agent when allowed; the form also needs pockets on and not automated', () => {
    expect(redirectFor(agent({ toggles: toggles({ pocketListingsAllowAgents: false }) }), '/pocket')).toBe('/');
    expect(redirectFor(admin({ toggles: toggles({ pocketListingsEnabled: false }) }), '/pocket')).toBeNull();
    expect(redirectFor(admin({ toggles: toggles({ pocketListingsEnabled: false }) }), '/pocket/new')).toBe('/');
    expect(redirectFor(admin({ toggles: toggles({ pocketListingsAutomated: true }) }), '/pocket/abc')).toBe('/');
    expect(redirectFor(manager(), '/pocket')).toBe('/');
  });
  it('/featured redirects home when statusMyListingsEnabled is off', () => {
    expect(redirectFor(agent({ toggles: toggles({ statusMyListingsEnabled: false }) }), '/featured')).toBe('/');
  });
  it('/app-resources and /custom-links: admin with customLinksEnabled', () => {
    expect(redirectFor(admin(), '/custom-links')).toBeNull();
    expect(redirectFor(agent(), '/app-resources')).toBe('/');
  });
  it('/alerts: push toggles and admin, or manualPushEnabledAll', () => {
    expect(redirectFor(agent({ toggles: toggles({ manualPushEnabledAll: false }) }), '/alerts')).toBe('/');
    expect(redirectFor(agent(), '/alerts')).toBeNull();
  });
  it('/chat: redirects home when chatEnabled is off', () => {
    expect(redirectFor(agent({ toggles: toggles({ chatEnabled: false }) }), '/chat')).toBe('/');
  });
  it('/preferences, /profile and /showings: agents', () => {
    for (const p of ['/preferences', '/profile', '/showings']) {
      expect(redirectFor(agent(), p)).toBeNull();
      expect(redirectFor(admin(), p)).toBe('/');
    }
  });
  it('/users: hidden for admin in restricted mode', () => {
    expect(redirectFor(admin({ toggles: toggles({ superAdminRestrictedMode: true }) }), '/users')).toBe('/');
  });
});

describe('route-handler actions', () => {
  it('read-only refuses every mutation', () => {
    expect(refusal(admin({ readOnly: true }), 'agents.create')).toMatch(/Read-only/);
    expect(refusal(admin({ readOnly: true }), 'agents.read')).toBeNull();
  });
  it('managers cannot create, import, delete, set passwords or resend emails', () => {
    for (const a of [
      'agents.create',
      'agents.csvUpload',
      'agents.csvDownload',
      'agents.delete',
      'agents.password',
      'agents.resendEmail',
    ] as const) {
      expect(refusal(manager(), a)).not.toBeNull();
      expect(refusal(admin(), a)).toBeNull();
    }
    expect(refusal(manager(), 'agents.pin')).toBeNull();
  });
  it('agents may not touch the agents list', () => {
    expect(refusal(agent(), 'agents.read')).not.toBeNull();
  });
});

describe('agent edit and Mortgage Pro rules', () => {
  it('the account cards (delete, password, resend): admins only, not on the hiding template, not for a self-provisioned agent', () => {
    const plain = { selfProvisioned: false };
    expect(can.agentAccountCards(admin(), plain)).toBe(true);
    expect(can.agentAccountCards(admin(), { selfProvisioned: true })).toBe(false);
    expect(can.agentAccountCards(admin({ template: 'premier' }), plain)).toBe(false);
    expect(can.agentAccountCards(manager(), plain)).toBe(false);
    expect(can.agentAccountCards(agent({ subType: 'agentAdmin', managerMode: false }), plain)).toBe(false);
    expect(can.agentAccountCards(agent({ subType: 'agentAdmin', managerMode: true }), plain)).toBe(true);
  });

  it("the profile's Edit: not on the hiding template, not in read-only mode", () => {
    expect(can.editAgentProfile(admin())).toBe(true);
    expect(can.editAgentProfile(manager())).toBe(true);
    expect(can.editAgentProfile(admin({ template: 'premier' }))).toBe(false);
    expect(can.editAgentProfile(admin({ readOnly: true }))).toBe(false);
  });

  it('New agent: the office is required with offices on for anyone but a real admin (an agent-admin in manager view)', () => {
    expect(can.newAgentOfficeRequired(admin())).toBe(false);
    expect(can.newAgentOfficeRequired(agent({ subType: 'agentAdmin', managerMode: true }))).toBe(true);
    expect(
      can.newAgentOfficeRequired(agent({ subType: 'agentAdmin', managerMode: true, toggles: toggles({ officesEnabled: false }) })),
    ).toBe(false);
  });

  it('the agents screen asks by action: admins import, create and download; read-only mode keeps the download only', () => {
    for (const a of ['agents.create', 'agents.csvUpload', 'agents.csvDownload', 'agents.order'] as const)
      expect(allowed(admin(), a)).toBe(true);
    expect(allowed(admin({ readOnly: true }), 'agents.csvDownload')).toBe(true);
    for (const a of ['agents.create', 'agents.csvUpload', 'agents.order'] as const)
      expect(allowed(admin({ readOnly: true }), a)).toBe(false);
    for (const a of ['agents.create', 'agents.csvUpload', 'agents.csvDownload'] as const) expect(allowed(manager(), a)).toBe(false);
    expect(allowed(manager(), 'agents.order')).toBe(true);
  });

  it('only an admin with Mortgage Pro editing on chooses a level and searches agents for it', () => {
    expect(refusal(admin(), 'mpro.searchAgents')).toBeNull();
    expect(refusal(admin({ readOnly: true }), 'mpro.searchAgents')).toBeNull();
    expect(refusal(admin({ toggles: toggles({ mortgageProEditingEnabled: false }) }), 'mpro.searchAgents')).not.toBeNull();
    expect(refusal(agent({ mproAgent: true }), 'mpro.searchAgents')).not.toBeNull();
    expect(refusal(agent({ mproAgent: true }), 'mpro.read')).toBeNull();
  });
});

describe('the role fixture (tests/support/roles.ts), through the access table', () => {
  it('gives each role the powers a sign-in gives it', () => {
    expect(ROLES.admin.viewer.role).toBe('admin');
    expect(ROLES.manager.viewer.role).toBe('manager');
    expect(ROLES.agent.viewer).toMatchObject({ role: 'agent', mproAgent: true });
    expect(ROLES.agentWithoutMpro.viewer).toMatchObject({ role: 'agent', mproAgent: false });
    expect(ROLES.agentAdminInAgentView.viewer).toMatchObject({ role: 'agent', realType: 'agent', managerMode: false });
    expect(ROLES.agentAdminInManagerView.viewer).toMatchObject({ role: 'admin', realType: 'agent', managerMode: true });
    expect(refusal(ROLES.readOnly.viewer, 'agents.create')).toMatch(/Read-only/);
    expect(ROLES.premierAdmin.viewer.template).toBe('premier');
    expect(refusal(ROLES.agentAdminInManagerView.viewer, 'session.switchView')).toBeNull();
    expect(refusal(ROLES.admin.viewer, 'session.switchView')).not.toBeNull();
  });
});
