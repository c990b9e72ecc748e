import { AcceptInput, CounterInput } from '@/lib/showings/schema';
import type { RouteCase } from '../route-case';
import type { Role } from '../sessions';

// Showings: agents (an agent admin in agent view too); never admins, managers or the manager view; changes never in read-only.
const READ_REFUSED: Role[] = ['admin', 'manager', 'agentAdminInManagerView', 'premierAdmin', 'restrictedAdmin', 'signedOut'];
const CHANGE_REFUSED: Role[] = [...READ_REFUSED, 'readOnly'];
const ID = '41';
const params = { showingId: ID };

/** A showing of the agent's as the upstream answers it: the user's latest offer proposes two times, in the future. */
export function upstreamShowing(status: 'pending' | 'negotiating' | 'booked' | 'cancelled', booked: string | null = null) {
  const address = '12 Oak Street, San Francisco, CA 94110';
  return {
    id: 41,
    status,
    user_id: 900,
    user_name: 'Brook Buyer',
    user_email: 'brook@buyers.test',
    full_address: address,
    listing_id: 'L-1',
    ListingKey: 'L-1',
    photo: null,
    price: 950000,
    bedrooms: 3,
    bathrooms: 2,
    booked_datetime: booked,
    notes: null,
    listing: { address, photo: null, price: 950000, bedrooms: 3, bathrooms: 2 },
    offers: [{ id: 7, user_id: 900, proposed_dates_array: ['2031-05-04 17:00:00', '2031-05-04 21:00:00'], message: 'Saturday?' }],
  };
}

export const routes: RouteCase[] = [
  {
    file: 'app/api/showings/users/route.ts',
    method: 'GET',
    path: '/api/showings/users?q=br',
    access: 'showings.read',
    body: 'query',
    as: 'agent',
    refuse: READ_REFUSED,
    upstream: (u) => void u.get('/users').query(true).reply(200, { users: [], total: 0, from: 0, to: 0 }).persist(),
  },
  {
    file: 'app/api/showings/[showingId]/accept/route.ts',
    method: 'POST',
    path: `/api/showings/${ID}/accept`,
    params,
    access: 'showings.act',
    body: 'json',
    schema: AcceptInput,
    sample: { offerId: 7, time: '2031-05-04 21:00:00' },
    as: 'agent',
    refuse: CHANGE_REFUSED,
    upstream: (u) => {
      u.get(`/showings/${ID}`)
        .reply(200, { showing: upstreamShowing('pending') })
        .persist();
      u.post('/agent/showing/accept')
        .reply(200, { showing: upstreamShowing('booked', '2031-05-04 21:00:00') })
        .persist();
    },
  },
  {
    file: 'app/api/showings/[showingId]/counter/route.ts',
    method: 'POST',
    path: `/api/showings/${ID}/counter`,
    params,
    access: 'showings.act',
    body: 'json',
    schema: CounterInput,
    sample: { date: '2031-05-05', time: '10:30', message: 'Sunday instead?' },
    as: 'agent',
    refuse: CHANGE_REFUSED,
    upstream: (u) => {
      u.get(`/showings/${ID}`)
        .reply(200, { showing: upstreamShowing('pending') })
        .persist();
      u.post('/agent/showing/counter')
        .reply(200, { showing: upstreamShowing('negotiating') })
        .persist();
    },
  },
  {
    file: 'app/api/showings/[showingId]/cancel/route.ts',
    method: 'POST',
    path: `/api/showings/${ID}/cancel`,
    params,
    access: 'showings.act',
    body: 'none',
    as: 'agent',
    refuse: CHANGE_REFUSED,
    upstream: (u) => {
      u.get(`/showings/${ID}`)
        .reply(200, { showing: upstreamShowing('booked', '2031-05-04 21:00:00') })
        .persist();
      u.post('/agent/showing/cancel')
        .reply(200, { showing: upstreamShowing('cancelled', '2031-05-04 21:00:00') })
        .persist();
    },
  },
  {
    file: 'app/api/showings/[showingId]/calendar/route.ts',
    method: 'GET',
    path: `/api/showings/${ID}/calendar`,
    params,
    access: 'showings.calendar',
    body: 'none',
    as: 'agent',
    refuse: READ_REFUSED,
    upstream: (u) => {
      u.get(`/showings/${ID}`)
        .reply(200, { showing: upstreamShowing('booked', '2031-05-04 21:00:00') })
        .persist();
      u.get(`/showings/${ID}/ical_token`).reply(200, { url: 'https://upstream.test/showings/41/ical?token=abc' }).persist();
    },
  },
];
