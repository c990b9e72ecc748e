import { allowed, managerViewName, menuFor, redirectFor, type ActionName, type MenuKey, type Viewer } from '@/lib/access';
import { DIALOG_NEW, DIALOG_PARAM } from '@/lib/palette/dialog-param';
import { searchableKinds } from '@/lib/palette/search';

/**
 * The command palette's rules: the screens, actions and shortcuts it offers a viewer.
 * Every screen and action comes from the access table (the sidebar's items, the handlers' actions),
 * so a screen added there reaches the palette by itself and a hidden one is never offered.
 */

/** A screen the viewer may open: a sidebar item whose route the access table allows. */
export type PaletteScreen = { key: MenuKey; label: string; href: string };

export type PaletteAction =
  | { key: string; label: string; kind: 'link'; href: string }
  | { key: 'switchView'; label: string; kind: 'switchView'; managerMode: boolean }
  | { key: 'logout'; label: 'Log out'; kind: 'logout' };

/** Creation actions: the access-table action that allows it, and the screen (with its dialog) it opens. */
const CREATE_ACTIONS: { key: string; label: string; action: ActionName; href: string }[] = [
  { key: 'newUser', label: 'New user', action: 'users.create', href: `/users?${DIALOG_PARAM}=${DIALOG_NEW}` },
  { key: 'sendNotification', label: 'Send notification', action: 'alerts.send', href: `/alerts?${DIALOG_PARAM}=${DIALOG_NEW}` },
  { key: 'createTag', label: 'Create tag', action: 'tags.create', href: `/tags?${DIALOG_PARAM}=${DIALOG_NEW}` },
  { key: 'newListing', label: 'New listing', action: 'pocket.edit', href: '/pocket/new' },
  { key: 'newSearchTemplate', label: 'New search template', action: 'templates.edit', href: '/searchlinks/new' },
];

/** Whether the access table lets the viewer open `href` (its path; the query does not change the rule). */
export function mayOpen(v: Viewer, href: string): boolean {
  return redirectFor(v, href.split(/[?#]/)[0] ?? href) === null;
}

export function offeredScreens(v: Viewer): PaletteScreen[] {
  return menuFor(v)
    .filter((m) => mayOpen(v, m.href))
    .map(({ key, label, href }) => ({ key, label, href }));
}

/** The actions the viewer may take right now; read-only mode offers none, as it offers no changes anywhere. */
export function offeredActions(v: Viewer): PaletteAction[] {
  if (v.readOnly) return [];
  const actions: PaletteAction[] = CREATE_ACTIONS.filter((a) => allowed(v, a.action) && mayOpen(v, a.href)).map(({ key, label, href }) => ({
    key,
    label,
    kind: 'link',
    href,
  }));
  if (allowed(v, 'session.switchView')) {
    actions.push({
      key: 'switchView',
      kind: 'switchView',
      managerMode: !v.managerMode,
      label: v.managerMode ? 'Switch to agent view' : `Switch to ${managerViewName(v.subType)} view`,
    });
  }
  actions.push({ key: 'logout', label: 'Log out', kind: 'logout' });
  return actions;
}

/** `g` then a key goes to a screen, where the viewer may open it. */
export const GO_KEYS: Record<string, MenuKey> = { h: 'home', a: 'agents', u: 'users', t: 'tags', n: 'alerts' };

/** The go-to shortcuts the viewer has: the key, and the screen it opens. */
export function goShortcuts(screens: PaletteScreen[]): { key: string; screen: PaletteScreen }[] {
  return Object.entries(GO_KEYS).flatMap(([key, menuKey]) => {
    const screen = screens.find((s) => s.key === menuKey);
    return screen ? [{ key, screen }] : [];
  });
}

/** Everything the palette and the shortcuts need, computed on the server from the viewer. */
export type PaletteOffer = {
  screens: PaletteScreen[];
  /** The `g` shortcuts this viewer has (a key, then the screen). */
  go: { key: string; label: string; href: string }[];
  actions: PaletteAction[];
  /** Whether any kind of record is searchable for this viewer (the search handler decides which). */
  searches: boolean;
  /** Where this browser keeps the viewer's recently opened records (one list per person and stack). */
  recentKey: string;
};

/** The palette's offer to this viewer; `person` (the user's id) keeps each person's recent records apart. */
export function paletteOffer(v: Viewer, person: string): PaletteOffer {
  const screens = offeredScreens(v);
  return {
    screens,
    go: goShortcuts(screens).map(({ key, screen }) => ({ key, label: screen.label, href: screen.href })),
    actions: offeredActions(v),
    searches: searchableKinds(v).length > 0,
    recentKey: `palette-recent:${v.stackId}:${person}`,
  };
}
