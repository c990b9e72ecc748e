import type nock from 'nock';
import type { RouteCase } from '../route-case';
import { upstreamFeatured } from './featured';
import { upstreamPocket } from './pocket';
import { upstreamTemplate } from './saved-searches';
import { upstreamTag } from './tags';
import { upstreamUser } from './users';

/** An agent row as the upstream's agents list answers it. */
export const upstreamAgentRow = {
  id: 3,
  display_name: 'Avery Agent',
  email: 'agent@acme.test',
  phone: null,
  photo: null,
  total_users: 12,
  active: 1,
  priority: 0,
  office: 'San Francisco Office',
  login_count: 9,
};

/** An exclusive listing as the upstream's list answers it (the list adds the agent and the global flag). */
export const upstreamPocketRow = { ...upstreamPocket, display_name: 'Avery Agent', available_globally: 0 };

/** Every list the palette's search reads, answering one record each. */
export function paletteUpstream(u: nock.Scope) {
  u.get('/users')
    .query(true)
    .reply(200, { users: [upstreamUser], total: 1, from: 1, to: 1 })
    .persist();
  u.get('/agents')
    .query(true)
    .reply(200, { agents: [upstreamAgentRow], total: 1, from: 1, to: 1 })
    .persist();
  u.get('/featured')
    .query(true)
    .reply(200, { featureds: [upstreamFeatured] })
    .persist();
  u.get('/pocket')
    .query(true)
    .reply(200, { pockets: [upstreamPocketRow] })
    .persist();
  u.get('/tags')
    .query(true)
    .reply(200, { tags: [upstreamTag] })
    .persist();
  u.get('/searchlinks')
    .query(true)
    .reply(200, { links: [upstreamTemplate] })
    .persist();
}

// The palette's search: anyone signed in (read-only too: it only reads); each kind is then the access table's to give.
export const routes: RouteCase[] = [
  {
    file: 'app/api/palette/route.ts',
    method: 'GET',
    path: '/api/palette?q=av',
    access: 'palette.search',
    body: 'query',
    refuse: ['signedOut'],
    upstream: paletteUpstream,
  },
];
