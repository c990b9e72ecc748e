import nock from 'nock';
import { isRedirectError } from 'next/dist/client/components/redirect-error';
import { describe, expect, it } from 'vitest';
import { can } from '@/lib/access';
import { isListingDetail } from '@/lib/home/rules';
import { getActivity, getMostViewed, getRecentUsers, getTotals, loadCard } from '@/server/home';
import { getListingDetail } from '@/server/listings';
import { sessionFrom } from '@/server/session';
import { UpstreamError } from '@/server/upstream/errors';
import { type Caller, upstreamAs, withNockedUpstream } from './support/upstream';

const DAY = 86_400;

/** What each session's calls must carry. */
const AS_ADMIN: Caller = { apiKey: 'admin-key', mode: 'manager' };
const AS_AGENT: Caller = { apiKey: 'agent-key', mode: 'agent' };

const admin = sessionFrom('admin-key', 'acme', {
  id: 1,
  type: 'admin',
  email: 'admin@acme.test',
  display_name: 'Alex Admin',
  payments: true,
});
const agent = sessionFrom('agent-key', 'acme', {
  id: 2,
  type: 'agent',
  email: 'agent@acme.test',
  display_name: 'Avery Agent',
  payments: false,
});

/** Expects one POST /app/stats of `type`, with the caller's key and mode, and answers `body`. */
function statsCall(type: string, body: nock.Body, caller: Caller = AS_ADMIN) {
  return upstreamAs(caller).post('/app/stats', { type }).reply(200, body);
}

withNockedUpstream();

describe('home statistics', () => {
  it('reshapes the totals, naming each month for the chart and its text alternative', async () => {
    const scope = statsCall('totals', {
      type: 'totals',
      totals: {
        total_users: 3001,
        logins_month: 412,
        views_6_months: 9120,
        views_by_month: [
          { month: '2025-11', count: 1200 },
          { month: '2025-12', count: 0 },
          { month: 'Q1', count: -4 },
        ],
      },
    });
    await expect(getTotals(admin)).resolves.toEqual({
      totalUsers: 3001,
      loginsThisMonth: 412,
      viewsSixMonths: 9120,
      viewsByMonth: [
        { month: '2025-11', label: 'Nov', name: 'November 2025', count: 1200 },
        { month: '2025-12', label: 'Dec', name: 'December 2025', count: 0 },
        { month: 'Q1', label: 'Q1', name: 'Q1', count: 0 },
      ],
    });
    expect(scope.isDone()).toBe(true);
  });

  it('sends agent mode for an agent: the upstream narrows the numbers to their own users', async () => {
    const scope = statsCall('recent_users', { type: 'recent_users', items: [] }, AS_AGENT);
    await expect(getRecentUsers(agent)).resolves.toEqual([]);
    expect(scope.isDone()).toBe(true);
  });

  it('reshapes the most viewed listings, most viewed first, a blank photo read as none', async () => {
    statsCall('most_viewed', {
      type: 'most_viewed',
      items: [
        {
          photo: '',
          data: { FullStreetAddress: '12 Oak St', City: 'Oakland', State: 'CA', ZipCode: '94601', PropertyID: 'ML1', frequency: 3 },
        },
        {
          photo: 'https://img.test/2.jpg',
          data: { FullStreetAddress: '9 Elm Ave', City: 'Fresno', State: 'CA', ZipCode: '93701', PropertyID: 'ML2', frequency: 11 },
        },
      ],
    });
    await expect(getMostViewed(admin)).resolves.toEqual([
      { listingKey: 'ML2', photo: 'https://img.test/2.jpg', street: '9 Elm Ave', city: 'Fresno', state: 'CA', zip: '93701', views: 11 },
      { listingKey: 'ML1', photo: null, street: '12 Oak St', city: 'Oakland', state: 'CA', zip: '94601', views: 3 },
    ]);
  });

  it('reshapes recently joined users, newest first', async () => {
    statsCall('recent_users', {
      type: 'recent_users',
      items: [
        { id: 5, display_name: 'Old Timer', photo: null, created_epoch: 1_700_000_000 },
        { id: 9, display_name: 'New Comer', photo: 'https://img.test/u9.png', created_epoch: 1_700_100_000 },
      ],
    });
    await expect(getRecentUsers(admin)).resolves.toEqual([
      { id: 9, name: 'New Comer', photo: 'https://img.test/u9.png', joinedAt: 1_700_100_000 },
      { id: 5, name: 'Old Timer', photo: null, joinedAt: 1_700_000_000 },
    ]);
  });

  it('reshapes the activity timeline: newest first, an empty listing key is no listing, a blank note none', async () => {
    statsCall('history', {
      type: 'history',
      items: [
        { type: 'open', listing_key: ' ', photo: null, user_name: 'Blake Buyer', address: '', note: null, event_time: 100 },
        {
          type: 'note',
          listing_key: 'ML7',
          photo: 'https://img.test/b.png',
          user_name: 'Blake Buyer',
          address: '1 Bay St',
          note: ' Love the yard ',
          event_time: 300,
        },
        { type: 'fav', listing_key: 'ML8', photo: null, user_name: 'Cory', address: '2 Hill Rd', note: '  ', event_time: 200 },
      ],
    });
    await expect(getActivity(admin)).resolves.toEqual([
      {
        type: 'note',
        listingKey: 'ML7',
        photo: 'https://img.test/b.png',
        userName: 'Blake Buyer',
        address: '1 Bay St',
        note: 'Love the yard',
        time: 300,
      },
      { type: 'fav', listingKey: 'ML8', photo: null, userName: 'Cory', address: '2 Hill Rd', note: null, time: 200 },
      { type: 'open', listingKey: null, photo: null, userName: 'Blake Buyer', address: '', note: null, time: 100 },
    ]);
  });

  it('refuses an answer of another type than the one asked for', async () => {
    statsCall('most_viewed', { type: 'recent_users', items: [] });
    const err = await getMostViewed(admin).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UpstreamError);
    expect((err as UpstreamError).kind).toBe('schema');
  });
});

describe('loadCard', () => {
  it('answers the data and when it was read', async () => {
    statsCall('recent_users', { type: 'recent_users', items: [] });
    const before = Math.floor(Date.now() / 1000);
    const result = await loadCard(() => getRecentUsers(admin));
    expect(result).toMatchObject({ ok: true, data: [] });
    expect(result.ok && result.readAt).toBeGreaterThanOrEqual(before);
  });

  it("turns an upstream failure into the card's failure, with the safe message", async () => {
    upstreamAs(AS_ADMIN).post('/app/stats').reply(500, { message: 'Stats are resting' });
    await expect(loadCard(() => getTotals(admin))).resolves.toEqual({ ok: false, message: 'Stats are resting' });
    upstreamAs(AS_ADMIN).post('/app/stats').replyWithError({ code: 'ECONNREFUSED' });
    await expect(loadCard(() => getMostViewed(admin))).resolves.toEqual({ ok: false, message: 'Unable to reach server.' });
  });

  it('signs the visitor out when the upstream no longer accepts the key', async () => {
    upstreamAs(AS_ADMIN).post('/app/stats').reply(401, { message: 'Invalid API key' });
    const err = await loadCard(() => getActivity(admin)).catch((e: unknown) => e);
    expect(isRedirectError(err)).toBe(true);
    expect(String((err as { digest: string }).digest)).toContain('/logout?expired=1');
  });

  it('lets a programming error through to the error boundary', async () => {
    await expect(loadCard(() => Promise.reject(new TypeError('bug')))).rejects.toThrow('bug');
  });
});

describe('listing detail', () => {
  const listing = {
    listing_key: 'ML8001000',
    full_address: '4410 Cedar Ct',
    city: 'San Jose',
    state: 'CA',
    zip: '95112',
    price: 1_250_000,
    photos: ['https://img.test/1.jpg', '', 'https://img.test/2.jpg'],
    beds: 3,
    baths: 2.5,
    lot_size: ' ',
    listing_date: 1_800_000_000 - 12 * DAY - 3600,
    details_list: [
      { label: 'Year Built', value: '1964' },
      { label: '', value: '' },
    ],
    description: 'Charming 3-bedroom home.',
    mls: { mls_disclaimer: 'Listing data © MLSListings Inc.' },
  };

  it('reshapes the listing for the modal, counting whole days on the app', async () => {
    upstreamAs(AS_ADMIN).get('/listings/ML8001000').reply(200, listing);
    const detail = await getListingDetail(admin, 'ML8001000', 1_800_000_000 * 1000);
    expect(detail).toEqual({
      listingKey: 'ML8001000',
      address: '4410 Cedar Ct',
      city: 'San Jose',
      state: 'CA',
      zip: '95112',
      price: 1_250_000,
      photos: ['https://img.test/1.jpg', 'https://img.test/2.jpg'],
      beds: 3,
      baths: 2.5,
      lotSize: null,
      daysOnApp: 12,
      details: [{ label: 'Year Built', value: '1964' }],
      description: 'Charming 3-bedroom home.',
      disclaimer: 'Listing data © MLSListings Inc.',
    });
    // What the route handler answers is what the modal parses.
    expect(isListingDetail(detail)).toBe(true);
  });

  it('an unknown listing date is no days on app, a future one zero', async () => {
    upstreamAs(AS_ADMIN)
      .get('/listings/A')
      .reply(200, { ...listing, listing_key: 'A', listing_date: null });
    upstreamAs(AS_ADMIN)
      .get('/listings/B')
      .reply(200, { ...listing, listing_key: 'B', listing_date: 1_800_000_000 + DAY });
    expect((await getListingDetail(admin, 'A', 1_800_000_000_000)).daysOnApp).toBeNull();
    expect((await getListingDetail(admin, 'B', 1_800_000_000_000)).daysOnApp).toBe(0);
  });

  it('escapes the key into the path and passes a removed listing on as a 404', async () => {
    upstreamAs(AS_ADMIN).get('/listings/a%2Fb').reply(404, { message: 'Listing not found' });
    const err = await getListingDetail(admin, 'a/b').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UpstreamError);
    expect((err as UpstreamError).status).toBe(404);
    expect((err as UpstreamError).message).toBe('Listing not found');
  });
});

describe('who sees what on the home', () => {
  const base = { role: 'admin' as const, toggles: {} as Record<string, boolean> };

  it('hides the stats widgets from an admin in super-admin restricted mode only', () => {
    expect(can.homeStats(base)).toBe(true);
    expect(can.homeStats({ ...base, toggles: { superAdminRestrictedMode: true } })).toBe(false);
    expect(can.homeStats({ role: 'manager', toggles: { superAdminRestrictedMode: true } })).toBe(true);
    expect(can.homeStats({ role: 'agent', toggles: { superAdminRestrictedMode: true } })).toBe(true);
  });

  it('shows the plan bar to admins only', () => {
    expect(can.planBar({ role: 'admin' })).toBe(true);
    expect(can.planBar({ role: 'manager' })).toBe(false);
    expect(can.planBar({ role: 'agent' })).toBe(false);
  });
});
