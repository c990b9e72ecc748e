import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { HALF_LIFE_DAYS, LEAD_WEIGHTS, RETURN_AFTER_DAYS } from '@/lib/insights/score';
import { hotLeads, newUsers, returnedUsers, startTodayReads, waitingShowings } from '@/server/today';
import { ROLES } from '@/tests/support/roles';
import { upstreamLead } from './support/routes/insights';
import { upstreamShowing } from './support/routes/showings';
import { upstreamAs, withNockedUpstream } from './support/upstream';

withNockedUpstream();

const DAY = 86_400;
const SCORING = { weights: LEAD_WEIGHTS, half_life_days: HALF_LIFE_DAYS, return_after_days: RETURN_AFTER_DAYS };
const now = () => Math.floor(Date.now() / 1000);

const quiet = {
  ...upstreamLead,
  id: 43,
  display_name: 'Quinn Quiet',
  counts: { view: 0, open: 0, fav: 0, share: 0, note: 0 },
  decayed: { view: 0, open: 0, fav: 0, share: 0, note: 0 },
  repeat_views: 0,
  previous_events: 3,
  top_viewed: null,
  top_fav_city: null,
};

const userRow = (id: number, name: string, joined: number, phone: string | null) => ({
  id,
  display_name: name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  phone,
  photo: null,
  active: 1,
  created_epoch: joined,
  last_login_epoch: null,
  login_count: 0,
  saved: 0,
  agent_id: 3,
  agent_name: 'Avery Agent',
  tags: [],
});

describe("Today's reads, each one call with the caller's key and mode", () => {
  it("hot now: one insightLeads call for the week's five, active ones with their level, first reason and phone", async () => {
    let sent: unknown;
    const scope = upstreamAs('agent')
      .post('/insights/leads', (body) => ((sent = body), true))
      .reply(200, { leads: [{ ...upstreamLead, display_name: 'Hannah Hale', phone: '(415) 555-0142' }, quiet], total: 2, now: now() });
    const leads = await hotLeads(ROLES.agent.session);
    expect(sent).toEqual({ days: 7, ...SCORING, sort: 'score', offset: 0, limit: 5 });
    expect(leads).toEqual([
      {
        id: 41,
        name: 'Hannah Hale',
        email: 'hannah@example.com',
        phone: '(415) 555-0142',
        level: 'hot',
        reason: 'Viewed 412 Oak St 6 times',
      },
    ]);
    expect(scope.isDone()).toBe(true);
  });

  it('an upstream without the phone: the lead has none (no Call, no Text)', async () => {
    upstreamAs('manager')
      .post('/insights/leads')
      .reply(200, { leads: [upstreamLead], total: 1, now: now() });
    const [lead] = await hotLeads(ROLES.manager.session);
    expect(lead?.phone).toBeNull();
  });

  it('back after a while: asks for the returned leads, and keeps only them should the upstream not know the filter', async () => {
    let sent: unknown;
    upstreamAs('admin')
      .post('/insights/leads', (body) => ((sent = body), true))
      .reply(200, {
        leads: [
          { ...upstreamLead, id: 51, days_away: 3 },
          { ...upstreamLead, id: 52, display_name: 'Ravi Patel', days_away: 28 },
        ],
        total: 2,
        now: now(),
      });
    const users = await returnedUsers(ROLES.admin.session);
    expect(sent).toMatchObject({ days: 7, sort: 'last', limit: 5, returned: true });
    expect(users.map((u) => [u.id, u.daysAway])).toEqual([[52, 28]]);
  });

  it('new this week: the users list by joined, those of the last seven days', async () => {
    const t = now();
    upstreamAs('manager')
      .get('/users')
      .query({ limit: '5', offset: '0', sort: 'j' })
      .reply(200, {
        users: [userRow(61, 'Nina Newman', t - 300, '(415) 555-0123'), userRow(62, 'Olga Older', t - 9 * DAY, null)],
        total: 2,
        from: 1,
        to: 2,
      });
    const users = await newUsers(ROLES.manager.session);
    expect(users).toEqual([{ id: 61, name: 'Nina Newman', email: 'nina@example.com', phone: '(415) 555-0123', joinedAt: t - 300 }]);
  });

  it('waiting for you: the awaiting requests, the longest waiting first, with when the latest offer came', async () => {
    const t = now();
    const pending = {
      ...upstreamShowing('pending'),
      id: 71,
      user_phone: '4155550100',
      offers: [{ ...upstreamShowing('pending').offers[0]!, created_at: t - 2 * DAY }],
    };
    const older = {
      ...upstreamShowing('pending'),
      id: 72,
      offers: [{ ...upstreamShowing('pending').offers[0]!, created_at: t - 5 * DAY }],
    };
    // The agent answered last: an upstream that ignores `awaiting` sends it, and it is left out.
    const answered = {
      ...upstreamShowing('negotiating'),
      id: 73,
      offers: [{ ...upstreamShowing('pending').offers[0]!, id: 8, user_id: 3 }],
    };
    upstreamAs('agent')
      .get('/agent/showings')
      .query({ page: '1', per_page: '5', time_filter: 'current', awaiting: '1' })
      .reply(200, { showings: [pending, older, answered], pagination: { total: 3, total_pages: 1 } });
    const waiting = await waitingShowings(ROLES.agent.session);
    expect(waiting.map((s) => [s.id, s.since])).toEqual([
      [72, t - 5 * DAY],
      [71, t - 2 * DAY],
    ]);
    expect(waiting[1]).toMatchObject({
      user: { id: 900, name: 'Brook Buyer', email: 'brook@buyers.test', phone: '4155550100' },
      address: '12 Oak Street, San Francisco, CA 94110',
    });
    expect(waiting[0]?.user.phone).toBeNull();
  });
});

describe('startTodayReads', () => {
  it("starts the viewer's parts at once, and a failing call fails only its own part", async () => {
    const t = now();
    upstreamAs('agent')
      .post('/insights/leads', (b: { returned?: boolean }) => b.returned === undefined)
      .reply(200, { leads: [upstreamLead], total: 1, now: t });
    upstreamAs('agent')
      .post('/insights/leads', (b: { returned?: boolean }) => b.returned === true)
      .reply(500, { message: 'Boom' });
    upstreamAs('agent')
      .get('/agent/showings')
      .query(true)
      .reply(200, { showings: [], pagination: { total: 0, total_pages: 0 } });
    upstreamAs('agent').get('/users').query(true).reply(200, { users: [], total: 0, from: 0, to: 0 });
    const reads = startTodayReads(ROLES.agent.session, ROLES.agent.viewer);
    const [hot, waiting, fresh, returned] = await Promise.all([reads.hot, reads.waiting, reads.newUsers, reads.returned]);
    expect(hot).toMatchObject({ ok: true, data: [{ id: 41, level: 'hot' }] });
    expect(waiting).toMatchObject({ ok: true, data: [] });
    expect(fresh).toMatchObject({ ok: true, data: [] });
    expect(returned).toMatchObject({ ok: false });
    expect(nock.pendingMocks()).toEqual([]);
  });

  it('an admin in restricted mode: no part, no call', () => {
    const reads = startTodayReads(ROLES.restrictedAdmin.session, ROLES.restrictedAdmin.viewer);
    expect(reads).toEqual({ hot: null, waiting: null, newUsers: null, returned: null });
  });

  it('a manager: no showings (an agent screen), the other three', async () => {
    upstreamAs('manager').post('/insights/leads').times(2).reply(200, { leads: [], total: 0, now: now() });
    upstreamAs('manager').get('/users').query(true).reply(200, { users: [], total: 0, from: 0, to: 0 });
    const reads = startTodayReads(ROLES.manager.session, ROLES.manager.viewer);
    expect(reads.waiting).toBeNull();
    expect(await Promise.all([reads.hot, reads.newUsers, reads.returned])).toMatchObject([{ ok: true }, { ok: true }, { ok: true }]);
  });
});
