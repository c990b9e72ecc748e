import { describe, expect, it } from 'vitest';
import { effectiveRole, routeRule, redirectFor, type Viewer } from '@/lib/access';
import { activityFilter, activitySubtype, shownUser, userDetailView, userLabel, type UserDetailView } from '@/lib/user-detail/rules';
import { checkField, checkNotes, checkPromoteManager } from '@/lib/user-detail/check';
import { FieldInput, NotesInput, PromoteManagerInput } from '@/lib/user-detail/schema';
import { serverView } from './support/server-view';

function viewer(over: Partial<Viewer> = {}): Viewer {
  const v: Viewer = {
    role: 'admin',
    realType: 'admin',
    subType: null,
    managerMode: true,
    readOnly: false,
    embedded: false,
    stackId: 'acme',
    template: 'default',
    toggles: {
      officesEnabled: true,
      agentSavedSearchEnabled: true,
      agentInsightsEnabled: true,
      pushNotificationsEnabled: true,
      manualPushEnabled: true,
    },
    mproAgent: false,
    payments: false,
    showingsStack: false,
    selfProvisioned: false,
    subscriptionStatus: null,
    ...over,
  };
  return { ...v, role: over.role ?? effectiveRole(v.realType, v.subType, v.managerMode) };
}

const admin = viewer();
const manager = viewer({ realType: 'manager' });
const agent = viewer({ realType: 'agent', managerMode: false });
const agentManagerInManagerView = viewer({ realType: 'agent', subType: 'agentManager', managerMode: true });
const endUser = { account: 'user' as const, protected: false };

const shown = (view: UserDetailView) =>
  Object.entries(view)
    .filter(([, on]) => on)
    .map(([k]) => k)
    .sort();

describe('userDetailView: who sees which card and action', () => {
  it('an admin: everything', () => {
    expect(shown(userDetailView(admin, endUser))).toEqual([
      'activeToggle',
      'agentCard',
      'changeAgent',
      'createSearch',
      'createTag',
      'editNotes',
      'editProfile',
      'editTags',
      'history',
      'identity',
      'insights',
      'notesCard',
      'promoteAgent',
      'promoteManager',
      'push',
      'savedSearches',
      'tagsCard',
      'userData',
    ]);
  });

  it('a manager (and an agent-manager in manager view): promote to manager and the profile; no tags, notes, saved searches, agent change, history or activation', () => {
    for (const v of [manager, agentManagerInManagerView]) {
      expect(shown(userDetailView(v, endUser))).toEqual(['agentCard', 'editProfile', 'identity', 'insights', 'promoteManager', 'userData']);
    }
  });

  it('an agent: tags, notes, saved searches and push when allowed; no promotions, agent change, history or activation', () => {
    expect(shown(userDetailView(agent, endUser))).toEqual([
      'agentCard',
      'createSearch',
      'createTag',
      'editNotes',
      'editProfile',
      'editTags',
      'identity',
      'insights',
      'notesCard',
      'savedSearches',
      'tagsCard',
      'userData',
    ]);
    expect(userDetailView(viewer({ ...agent, toggles: { ...agent.toggles, manualPushEnabledAll: true } }), endUser).push).toBe(true);
  });

  it('read-only: every create, edit, send, update and delete is gone; the cards stay', () => {
    const view = userDetailView(viewer({ readOnly: true }), endUser);
    expect(shown(view)).toEqual(['agentCard', 'history', 'identity', 'insights', 'notesCard', 'savedSearches', 'tagsCard', 'userData']);
  });

  it('restricted mode hides the user data panels from admins only', () => {
    const restricted = { superAdminRestrictedMode: true };
    expect(userDetailView(viewer({ toggles: { ...admin.toggles, ...restricted } }), endUser).userData).toBe(false);
    expect(userDetailView(viewer({ realType: 'manager', toggles: { ...admin.toggles, ...restricted } }), endUser).userData).toBe(true);
    // Restricted admins still open the page (its panels hidden); the users list stays closed to them.
    const restrictedAdmin = viewer({ toggles: { ...admin.toggles, ...restricted } });
    expect(redirectFor(restrictedAdmin, '/users/12')).toBeNull();
    expect(redirectFor(restrictedAdmin, '/users')).toBe('/');
    expect(routeRule('/users/12')?.pattern).toBe('/users/:userId');
  });

  it('restricted mode hides who the user is from admins: no name, email, phone or photo to show, edit or send to', () => {
    const restrictedAdmin = viewer({ toggles: { ...admin.toggles, superAdminRestrictedMode: true, manualPushEnabledAll: true } });
    const view = userDetailView(restrictedAdmin, endUser);
    expect([view.identity, view.editProfile, view.push]).toEqual([false, false, false]);
    const user = {
      id: 12,
      name: 'Blake Buyer',
      email: 'buyer@acme.test',
      phone: '5105550100',
      photo: 'https://cdn.test/b.jpg',
      active: true,
    };
    expect(shownUser(view, user)).toEqual({ id: 12, name: 'User 12', email: '', phone: '', photo: null, active: true });
    const manager = userDetailView(viewer({ realType: 'manager', toggles: restrictedAdmin.toggles }), endUser);
    expect(shownUser(manager, user)).toBe(user);
    expect(userLabel(restrictedAdmin, user)).toBe('User 12');
    expect(userLabel(viewer({ realType: 'manager', toggles: restrictedAdmin.toggles }), user)).toBe('Blake Buyer');
  });

  it('embedded: no promotions, activation, Agent card or push', () => {
    const view = userDetailView(viewer({ embedded: true }), endUser);
    for (const key of ['promoteAgent', 'promoteManager', 'activeToggle', 'agentCard', 'changeAgent', 'history', 'push'] as const)
      expect(view[key], key).toBe(false);
    expect(view.embedded && view.editProfile && view.tagsCard && view.userData).toBe(true);
  });

  it('the protected account is never offered Make inactive; someone who already holds an account is not promoted', () => {
    expect(userDetailView(admin, { account: 'user', protected: true }).activeToggle).toBe(false);
    const agentAlready = userDetailView(admin, { account: 'agent', protected: false });
    expect([agentAlready.promoteAgent, agentAlready.promoteManager]).toEqual([false, false]);
  });

  it('insights off and offices off', () => {
    expect(userDetailView(viewer({ toggles: { ...admin.toggles, agentInsightsEnabled: false } }), endUser).insights).toBe(false);
    expect(userDetailView(viewer({ toggles: { ...admin.toggles, officesEnabled: false } }), endUser).promoteManager).toBe(false);
  });
});

describe('the activity filter', () => {
  it('reads all, view, fav, note, share; anything else is all, which sends no subtype', () => {
    expect(['all', 'view', 'fav', 'note', 'share', 'open', 'x', undefined, ['view']].map(activityFilter)).toEqual([
      'all',
      'view',
      'fav',
      'note',
      'share',
      'all',
      'all',
      'all',
      'all',
    ]);
    expect(activitySubtype('all')).toBeUndefined();
    expect(activitySubtype('fav')).toBe('fav');
  });
});

describe('the browser checks agree with the route handlers', () => {
  it('inline edits', () => {
    const cases: ['display_name' | 'email' | 'phone', string][] = [
      ['display_name', ''],
      ['display_name', '  Ann  '],
      ['display_name', 'x'.repeat(201)],
      ['email', ''],
      ['email', 'nope'],
      ['email', ' a@b.co '],
      ['phone', ''],
      ['phone', '123'],
      ['phone', '(415) 555-0100'],
      ['phone', 'call me'],
    ];
    for (const [field, value] of cases) {
      const browser = checkField(field, value);
      const server = serverView(FieldInput, { field, value });
      expect(browser.ok, `${field} ${JSON.stringify(value)}`).toBe(server.ok);
      if (browser.ok && server.ok) expect({ field, value: browser.data.value }).toEqual(server.data);
      if (!browser.ok && !server.ok) expect(browser.errors.value).toBe((server.errors as Record<string, string>).value);
    }
  });

  it('promote to manager and notes', () => {
    for (const input of [{ officeId: null }, { officeId: 5 }, { officeId: -1 }])
      expect(checkPromoteManager(input)).toEqual(serverView(PromoteManagerInput, input));
    for (const input of [{ notes: '' }, { notes: 'hi' }, { notes: 'x'.repeat(5001) }])
      expect(checkNotes(input)).toEqual(serverView(NotesInput, input));
  });
});
