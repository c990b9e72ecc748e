import { AlertInput } from '@/lib/alerts/schema';
import type { RouteCase } from '../route-case';
import type { Role } from '../sessions';

// Push notifications: admins (both push toggles on in the fixture); agents and managers only with
// manualPushEnabledAll, which the fixture leaves off; read-only reads only.
const PUSH_READ: Role[] = ['agent', 'agentWithoutMpro', 'agentAdminInAgentView', 'manager', 'signedOut'];
const PUSH_CHANGE: Role[] = [...PUSH_READ, 'readOnly'];
// The user search and listing suggestions: hidden from admins in restricted mode.
const NAMES_REFUSED: Role[] = [...PUSH_READ, 'restrictedAdmin'];

/** An upstream alert as the upstream answers it. */
export const upstreamAlert = {
  id: 7,
  title: 'Spring open house weekend',
  subtitle: 'Over 40 homes open this weekend',
  meta_type: 'text',
  meta_value: 'Hello',
  meta_address: null,
  recipient: 'Buyer',
  when: 1_790_000_000,
  schedule_date: 1_790_086_400,
  display_name: 'Alex Admin',
};

export const routes: RouteCase[] = [
  {
    file: 'app/api/alerts/route.ts',
    method: 'POST',
    path: '/api/alerts',
    access: 'alerts.send',
    body: 'json',
    schema: AlertInput,
    sample: {
      title: 'Open house weekend',
      subtitle: 'Forty homes open on Saturday',
      type: 'text',
      text: 'Hello',
      tags: [4],
      timing: 'now',
    },
    refuse: PUSH_CHANGE,
    ok: 201,
    upstream: (u) => void u.post('/alerts/send').reply(200, { ok: true, id: 8, recipients: 12 }).persist(),
  },
  {
    file: 'app/api/alerts/scheduled/[alertId]/route.ts',
    method: 'DELETE',
    path: '/api/alerts/scheduled/7',
    params: { alertId: '7' },
    access: 'alerts.delete',
    body: 'none',
    refuse: PUSH_CHANGE,
    upstream: (u) => void u.post('/delete_scheduled_alert').reply(200, { ok: true }).persist(),
  },
  {
    file: 'app/api/alerts/recipients/route.ts',
    method: 'GET',
    path: '/api/alerts/recipients?q=ave',
    access: 'alerts.searchRecipients',
    body: 'query',
    refuse: NAMES_REFUSED,
    upstream: (u) =>
      void u
        .get('/alerts/users')
        .query(true)
        .reply(200, { users: [{ id: 40, display_name: 'Avery Buyer', email: 'avery@buyers.test' }] })
        .persist(),
  },
  {
    file: 'app/api/alerts/listings/route.ts',
    method: 'GET',
    path: '/api/alerts/listings?q=oak',
    access: 'alerts.searchListings',
    body: 'query',
    refuse: NAMES_REFUSED,
    upstream: (u) =>
      void u
        .get('/suggest/address')
        .query(true)
        .reply(200, { suggestions: [{ ListingKey: 'L1', FullStreetAddress: '1 Oak St', City: 'Oakland', State: 'CA', ZipCode: '94610' }] })
        .persist(),
  },
];
