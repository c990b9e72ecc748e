import * as account from './account';
import * as agents from './agents';
import * as app from './app';
import * as auth from './auth';
import * as mortgagePro from './mortgage-pro';
import * as session from './session';
import * as tags from './tags';
import type { Endpoint } from './endpoint';

export * from './endpoint';
export * from './entities';
export { account, agents, app, auth, mortgagePro, session, tags };

/** The endpoints a module exports, in a stable order (path, then method): module namespaces are not ordered alike everywhere. */
function endpointsOf(mod: Record<string, unknown>): Endpoint[] {
  return Object.values(mod)
    .filter((v): v is Endpoint => typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'response' in v)
    .sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

/** Every upstream call, grouped by area, in the order the documentation prints them. */
export const areas = [
  { area: 'Authentication', endpoints: endpointsOf(auth) },
  { area: 'Session', endpoints: endpointsOf(session) },
  { area: 'App, statistics and help', endpoints: endpointsOf(app) },
  { area: 'Agents and offices', endpoints: endpointsOf(agents) },
  { area: 'Account and preferences', endpoints: endpointsOf(account) },
  { area: 'Mortgage Pro', endpoints: endpointsOf(mortgagePro) },
  { area: 'Tags', endpoints: endpointsOf(tags) },
] as const;

export const allEndpoints: Endpoint[] = areas.flatMap((a) => a.endpoints);
