import * as account from './account';
import * as alerts from './alerts';
import * as agents from './agents';
import * as app from './app';
import * as appResources from './app-resources';
import * as auth from './auth';
import * as chat from './chat';
import * as favoritesLists from './favorites-lists';
import * as featured from './featured';
import * as insights from './insights';
import * as integrations from './integrations';
import * as marketing from './marketing';
import * as mortgagePro from './mortgage-pro';
import * as openhouse from './openhouse';
import * as pocket from './pocket';
import * as savedSearches from './saved-searches';
import * as session from './session';
import * as settings from './settings';
import * as showings from './showings';
import * as tags from './tags';
import * as userDetail from './user-detail';
import * as users from './users';
import * as userSettings from './user-settings';
import * as provision from './provision';
import type { Endpoint } from './endpoint';

export * from './endpoint';
export * from './entities';
export {
  account,
  agents,
  alerts,
  app,
  auth,
  chat,
  favoritesLists,
  mortgagePro,
  openhouse,
  savedSearches,
  session,
  tags,
  userDetail,
  users,
};
export { showings };
export { marketing };
export { appResources };
export { featured };
export { pocket };
export { integrations };
export { insights };
export { settings };
export { userSettings };
export { provision };

/** The endpoints a module exports, in a stable order (path, then method): module namespaces are not ordered alike everywhere. */
function endpointsOf(mod: Record<string, unknown>): Endpoint[] {
  return Object.values(mod)
    .filter((v): v is Endpoint => typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'response' in v)
    .sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

/**
 * One area of the contract: its key (kebab-case; the demo upstream serves it from `demo-api/areas/<key>/`),
 * its title in the documentation, and the module of its endpoints.
 */
function area<const K extends string, M extends Record<string, unknown>>(key: K, title: string, module: M) {
  return { key, area: title, module, endpoints: endpointsOf(module) };
}

/** Every upstream call, grouped by area, in the order the documentation prints them. Adding an area is one entry here. */
export const areas = [
  area('auth', 'Authentication', auth),
  area('session', 'Session', session),
  area('app', 'App, statistics and help', app),
  area('agents', 'Agents and offices', agents),
  area('account', 'Account and preferences', account),
  area('mortgage-pro', 'Mortgage Pro', mortgagePro),
  area('tags', 'Tags', tags),
  area('favorites-lists', 'Favorites lists', favoritesLists),
  area('chat', 'Chat', chat),
  area('user-detail', 'User detail', userDetail),
  area('alerts', 'Push notifications', alerts),
  area('users', 'Users', users),
  area('insights', 'Insights', insights),
  area('saved-searches', 'Saved searches and templates', savedSearches),
  area('openhouse', 'Open house', openhouse),
  area('showings', 'Showings', showings),
  area('marketing', 'Marketing', marketing),
  area('app-resources', 'App resources', appResources),
  area('featured', 'Featured listings', featured),
  area('pocket', 'Exclusive listings', pocket),
  area('settings', 'Broker settings', settings),
  area('integrations', 'CRM integrations', integrations),
  area('user-settings', 'Agent settings', userSettings),
  area('provision', 'Self-provisioning', provision),
] as const;

export type ContractArea = (typeof areas)[number];
export type AreaKey = ContractArea['key'];
/** The endpoints module of one area. */
export type AreaModule<K extends AreaKey> = Extract<ContractArea, { key: K }>['module'];

export const allEndpoints: Endpoint[] = areas.flatMap((a) => a.endpoints);
