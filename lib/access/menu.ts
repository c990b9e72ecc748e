import { can } from '@/lib/access/predicates';
import type { Viewer } from '@/lib/access/viewer';

export type MenuKey =
  | 'home'
  | 'agents'
  | 'users'
  | 'insights'
  | 'routing'
  | 'chat'
  | 'showings'
  | 'openhouse'
  | 'alerts'
  | 'searchlinks'
  | 'favoriteslists'
  | 'featured'
  | 'pocket'
  | 'appResources'
  | 'marketing'
  | 'preferences'
  | 'profile'
  | 'tags'
  | 'mortgagepro'
  | 'settings'
  | 'audit'
  | 'integrations'
  | 'userSettings';

export type MenuItem = { key: MenuKey; label: string; href: string; visible: (v: Viewer) => boolean };

/** The sidebar, in order, with who sees each entry (the spec's table, plus the home and agent settings). */
export const MENU: MenuItem[] = [
  { key: 'home', label: 'Dashboard', href: '/', visible: can.signedIn },
  { key: 'agents', label: 'Agents', href: '/agents', visible: can.agents },
  { key: 'users', label: 'Users', href: '/users', visible: can.users },
  { key: 'insights', label: 'Insights', href: '/insights', visible: can.insights },
  { key: 'routing', label: 'Lead routing', href: '/routing', visible: can.routing },
  { key: 'chat', label: 'Chat', href: '/chat', visible: can.chat },
  { key: 'showings', label: 'Showings', href: '/showings', visible: can.showingsMenu },
  { key: 'openhouse', label: 'Open House', href: '/openhouse', visible: can.openHouseMenu },
  { key: 'alerts', label: 'Push notifications', href: '/alerts', visible: can.alertsMenu },
  { key: 'searchlinks', label: 'Search Templates', href: '/searchlinks', visible: can.searchTemplates },
  { key: 'favoriteslists', label: 'Favorites Lists', href: '/favoriteslists', visible: can.favoritesLists },
  { key: 'featured', label: 'Featured Listings', href: '/featured', visible: can.featured },
  { key: 'pocket', label: 'Exclusive listings', href: '/pocket', visible: can.pocketMenu },
  { key: 'appResources', label: 'App Resources', href: '/app-resources', visible: can.appResources },
  { key: 'marketing', label: 'Marketing', href: '/marketing', visible: can.signedIn },
  { key: 'preferences', label: 'Preferences', href: '/preferences', visible: can.agentOnly },
  { key: 'profile', label: 'Profile', href: '/profile', visible: can.agentOnly },
  { key: 'tags', label: 'Tags', href: '/tags', visible: can.tags },
  { key: 'mortgagepro', label: 'Mortgage Pro', href: '/mortgagepro', visible: can.mortgagePro },
  { key: 'settings', label: 'Settings', href: '/settings', visible: can.admin },
  { key: 'audit', label: 'Audit log', href: '/audit', visible: can.admin },
  { key: 'integrations', label: 'Integrations', href: '/integrations', visible: can.admin },
  { key: 'userSettings', label: 'Settings & Integrations', href: '/user_settings', visible: can.nonAdmin },
];

export function menuFor(v: Viewer): MenuItem[] {
  return MENU.filter((m) => m.visible(v));
}
