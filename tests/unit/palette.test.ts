import { describe, expect, it } from 'vitest';
import { effectiveRole, MENU, ROUTES, type MenuKey, type Viewer } from '@/lib/access';
import { matchScore, rank } from '@/lib/palette/rank';
import { readRecent, RECENT_MAX, withRecent } from '@/lib/palette/recent';
import { goShortcuts, offeredActions, offeredScreens, paletteOffer } from '@/lib/palette/rules';
import { searchableKinds, type PaletteRecord } from '@/lib/palette/search';
import { viewerOf } from '@/server/viewer';
import { ROLES, type RoleName } from '@/tests/support/roles';

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

/** A role's viewer with every toggle on (and more toggles from `over`); the showings stack off. */
function viewer(role: RoleName, toggles: Record<string, boolean> = {}, over: Partial<Viewer> = {}): Viewer {
  const { session, app } = ROLES[role];
  const v: Viewer = { ...viewerOf(session, { ...app, toggles: { ...app.toggles, ...ALL_ON, ...toggles } }), showingsStack: false, ...over };
  return { ...v, role: effectiveRole(v.realType, v.subType, v.managerMode) };
}
const screens = (v: Viewer) => offeredScreens(v).map((s) => s.label);
const actions = (v: Viewer) => offeredActions(v).map((a) => a.label);

describe('ranking', () => {
  it('orders the whole text, its start, a word start, anywhere, then every word somewhere', () => {
    expect(matchScore('tags', ['Tags'])).toBe(0);
    expect(matchScore('ag', ['Agents'])).toBe(1);
    expect(matchScore('notif', ['Push notifications'])).toBe(2);
    expect(matchScore('acme', ['jo.smith@acme.test'])).toBe(2);
    expect(matchScore('gent', ['Agents'])).toBe(3);
    expect(matchScore('push list', ['Push notifications list'])).toBe(4);
    expect(matchScore('zebra', ['Agents', 'Tags'])).toBeNull();
  });

  it('ignores case and accents, and scores a record by its best field', () => {
    expect(matchScore('JOSE', ['José Núñez'])).toBe(1);
    expect(matchScore('nunez', ['José Núñez'])).toBe(2);
    expect(matchScore('smith@', ['Jo Smith', 'jo.smith@acme.test'])).toBe(2);
  });

  it('a word start found after an earlier inner match still counts as a word start', () => {
    expect(matchScore('an', ['Brian Anders'])).toBe(2);
  });

  it('ranks best first, keeps the given order among equals, drops what does not match', () => {
    const items = ['Marketing', 'Users', 'Search Templates', 'User settings', 'Tags'];
    expect(rank(items, 'us', (s) => [s])).toEqual(['Users', 'User settings']);
    expect(rank(items, 'te', (s) => [s])).toEqual(['Search Templates']);
    expect(rank(items, 'ing', (s) => [s])).toEqual(['Marketing', 'User settings']);
  });

  it('keeps records the upstream found by a field not shown, after those that match', () => {
    const rows = [
      { name: 'Pat Lee', email: 'p@x.test' },
      { name: 'Lee Park', email: 'lee@x.test' },
    ];
    expect(rank(rows, '555', (r) => [r.name, r.email], { keepUnmatched: true })).toEqual(rows);
    expect(rank(rows, 'lee', (r) => [r.name, r.email], { keepUnmatched: true }).map((r) => r.name)).toEqual(['Lee Park', 'Pat Lee']);
  });
});

describe('the screens offered: the sidebar of the access table, never a hidden screen', () => {
  it('an admin', () => {
    expect(screens(viewer('admin'))).toEqual([
      'Dashboard',
      'Agents',
      'Users',
      'Insights',
      'Lead routing',
      'Chat',
      'Open House',
      'Push notifications',
      'Search Templates',
      'Favorites Lists',
      'Featured Listings',
      'Exclusive listings',
      'App Resources',
      'Marketing',
      'Tags',
      'Mortgage Pro',
      'Settings',
      'Audit log',
      'Integrations',
    ]);
  });

  it('a manager: no users-only tools, tags, chat or templates', () => {
    const s = screens(viewer('manager'));
    expect(s).toEqual([
      'Dashboard',
      'Agents',
      'Users',
      'Insights',
      'Lead routing',
      'Open House',
      'Featured Listings',
      'Marketing',
      'Settings & Integrations',
    ]);
  });

  it('an agent: no agents list; their own profile and preferences', () => {
    const s = screens(viewer('agentWithoutMpro'));
    expect(s).not.toContain('Agents');
    expect(s).toEqual(expect.arrayContaining(['Users', 'Tags', 'Profile', 'Preferences', 'Push notifications']));
  });

  it('restricted mode: an admin is offered no users list', () => {
    expect(screens(viewer('restrictedAdmin'))).not.toContain('Users');
    expect(screens(viewer('restrictedAdmin'))).not.toContain('Insights');
  });

  it('a toggle off hides its screen (push notifications, chat)', () => {
    const s = screens(viewer('admin', { pushNotificationsEnabled: false, chatEnabled: false }));
    expect(s).not.toContain('Push notifications');
    expect(s).not.toContain('Chat');
  });

  it('a screen added to the access table reaches the palette by itself, for those who may open it', () => {
    // As another area adds its screen: a route and a sidebar item, and no palette file.
    const route = { pattern: '/reports', allow: (v: Viewer) => v.role === 'admin' };
    const item = { key: 'reports' as MenuKey, label: 'Reports', href: '/reports', visible: () => true };
    ROUTES.push(route);
    MENU.push(item);
    try {
      expect(screens(viewer('admin'))).toContain('Reports');
      // The sidebar item shows to all, but the route refuses managers: not offered.
      expect(screens(viewer('manager'))).not.toContain('Reports');
    } finally {
      ROUTES.splice(ROUTES.indexOf(route), 1);
      MENU.splice(MENU.indexOf(item), 1);
    }
  });

  it('the go-to shortcuts follow the same screens', () => {
    expect(goShortcuts(offeredScreens(viewer('admin'))).map((g) => `${g.key}:${g.screen.href}`)).toEqual([
      'h:/',
      'a:/agents',
      'u:/users',
      't:/tags',
      'n:/alerts',
    ]);
    expect(goShortcuts(offeredScreens(viewer('manager'))).map((g) => g.key)).toEqual(['h', 'a', 'u']);
    expect(goShortcuts(offeredScreens(viewer('restrictedAdmin'))).map((g) => g.key)).toEqual(['h', 'a', 't', 'n']);
  });
});

describe('the actions offered: what the access table allows right now', () => {
  it('an admin: every creation action, and log out', () => {
    expect(offeredActions(viewer('admin'))).toEqual([
      { key: 'newUser', label: 'New user', kind: 'link', href: '/users?dialog=new' },
      { key: 'sendNotification', label: 'Send notification', kind: 'link', href: '/alerts?dialog=new' },
      { key: 'createTag', label: 'Create tag', kind: 'link', href: '/tags?dialog=new' },
      { key: 'newListing', label: 'New listing', kind: 'link', href: '/pocket/new' },
      { key: 'newSearchTemplate', label: 'New search template', kind: 'link', href: '/searchlinks/new' },
      { key: 'logout', label: 'Log out', kind: 'logout' },
    ]);
  });

  it('a manager: only log out (no tags, templates or listings; notifications need manualPushEnabledAll)', () => {
    expect(actions(viewer('manager', { manualPushEnabledAll: false }))).toEqual(['Log out']);
  });

  it('an agent: no New user', () => {
    expect(actions(viewer('agentWithoutMpro'))).toEqual([
      'Send notification',
      'Create tag',
      'New listing',
      'New search template',
      'Log out',
    ]);
  });

  it('an agent-admin: the view switch names the other view', () => {
    expect(actions(viewer('agentAdminInAgentView'))).toContain('Switch to admin view');
    const inManagerView = offeredActions(viewer('agentAdminInManagerView')).find((a) => a.kind === 'switchView');
    expect(inManagerView).toEqual({ key: 'switchView', kind: 'switchView', label: 'Switch to agent view', managerMode: false });
    expect(actions(viewer('agentAdminInManagerView'))).toContain('New user');
  });

  it('restricted mode: no New user for an admin', () => {
    expect(actions(viewer('restrictedAdmin'))).not.toContain('New user');
    expect(actions(viewer('restrictedAdmin'))).toContain('Create tag');
  });

  it('read-only mode offers no action at all', () => {
    expect(offeredActions(viewer('readOnly'))).toEqual([]);
  });

  it('a toggle off withdraws its action (exclusive listings automated)', () => {
    expect(actions(viewer('admin', { pocketListingsAutomated: true }))).not.toContain('New listing');
  });
});

describe('searchable kinds', () => {
  it('each role searches what it may read; restricted mode finds no users', () => {
    expect(searchableKinds(viewer('admin'))).toEqual(['users', 'agents', 'listings', 'tags', 'templates']);
    expect(searchableKinds(viewer('manager'))).toEqual(['users', 'agents', 'listings']);
    expect(searchableKinds(viewer('agentWithoutMpro'))).toEqual(['users', 'listings', 'tags', 'templates']);
    expect(searchableKinds(viewer('restrictedAdmin'))).toEqual(['agents', 'listings', 'tags', 'templates']);
    expect(searchableKinds(viewer('readOnly'))).toEqual(['users', 'agents', 'listings', 'tags', 'templates']);
  });

  it('the offer keeps each person and stack apart in the browser', () => {
    expect(paletteOffer(viewer('admin'), '1').recentKey).toBe('palette-recent:acme:1');
  });
});

describe('recent records', () => {
  const record = (n: number): PaletteRecord => ({ kind: 'users', id: String(n), label: `User ${n}`, detail: '', href: `/users/${n}` });

  it('the opened record goes first, once, and the list stays short', () => {
    let list: PaletteRecord[] = [];
    for (let n = 1; n <= RECENT_MAX + 2; n++) list = withRecent(list, record(n));
    expect(list.map((r) => r.id)).toEqual(['7', '6', '5', '4', '3']);
    expect(withRecent(list, record(5)).map((r) => r.id)).toEqual(['5', '7', '6', '4', '3']);
  });

  it('reads back only well-formed records with a path of this site', () => {
    const stored = JSON.stringify([
      record(1),
      { ...record(2), href: '//evil.test/x' },
      { ...record(3), kind: 'secrets' },
      { id: 4 },
      record(5),
    ]);
    expect(readRecent(stored).map((r) => r.id)).toEqual(['1', '5']);
    expect(readRecent('not json')).toEqual([]);
    expect(readRecent(null)).toEqual([]);
    expect(readRecent('{"a":1}')).toEqual([]);
  });
});
