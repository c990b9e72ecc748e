import type { RouteCase } from '../route-case';
import type { Role } from '../sessions';

/** One lead as the upstream answers it: a repeat viewer, with a formula in her name (the CSV must defuse it). */
export const upstreamLead = {
  id: 41,
  display_name: '=HYPERLINK("http://evil.test")',
  email: 'hannah@example.com',
  photo: null,
  agent_id: 3,
  agent_name: 'Avery Agent',
  tags: [{ id: 5, tag: 'Buyer', tag_long: null, color: 'blue' }],
  last_active: 1_800_000_000,
  counts: { view: 6, open: 1, fav: 1, share: 2, note: 1 },
  decayed: { view: 5, open: 1, fav: 0.9, share: 1.8, note: 0.9 },
  repeat_views: 5,
  previous_events: 0,
  days_away: null,
  top_viewed: { listing_key: 'ML81000000', address: '412 Oak St', views: 6 },
  top_fav_city: { city: 'Berkeley', favorites: 1 },
  score: 30.8,
};

export const upstreamListingUsers = {
  users: [{ id: 41, display_name: 'Hannah Hale', views: 6, favorited: true, last_event: 1_800_000_000 }],
};

// The export: admins with userExportEnabled, never in read-only mode (no actions there) or restricted mode.
const EXPORT_REFUSED: Role[] = ['manager', 'agent', 'agentAdminInAgentView', 'readOnly', 'restrictedAdmin', 'signedOut'];

export const routes: RouteCase[] = [
  {
    file: 'app/api/insights/leads/csv/route.ts',
    method: 'GET',
    path: '/api/insights/leads/csv?period=30',
    access: 'insights.export',
    body: 'query',
    refuse: EXPORT_REFUSED,
    upstream: (u) =>
      void u
        .post('/insights/leads')
        .reply(200, { leads: [upstreamLead], total: 1, now: 1_800_000_100 })
        .persist(),
  },
  {
    file: 'app/api/insights/listings/[listingKey]/users/route.ts',
    method: 'GET',
    path: '/api/insights/listings/ML81000000/users',
    params: { listingKey: 'ML81000000' },
    access: 'insights.read',
    body: 'none',
    refuse: ['restrictedAdmin', 'signedOut'],
    upstream: (u) => void u.get('/insights/listings/ML81000000/users').query(true).reply(200, upstreamListingUsers).persist(),
  },
];
