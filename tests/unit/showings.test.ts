import { describe, expect, it } from 'vitest';
import { allowed } from '@/lib/access';
import { formatPrice } from '@/lib/format';
import { counterTime, isPastShowing, SHOWING_LIST, showingActions, timeLabel, utcSeconds, type ShowingFacts } from '@/lib/showings/rules';
import { checkCounter } from '@/lib/showings/check';
import { CounterInput } from '@/lib/showings/schema';
import { ROLES } from '@/tests/support/roles';

const NOW = Date.UTC(2026, 10, 24, 12) / 1000;
const USER = 900;
const AGENT = 3;
const agent = ROLES.agent.viewer;
const facts = (over: Partial<ShowingFacts>): ShowingFacts => ({
  status: 'pending',
  userId: USER,
  bookedUtc: null,
  offers: [{ userId: USER }],
  ...over,
});

describe('the showing rules', () => {
  it("pending or negotiating with the user's latest offer: accept or suggest, and cancel", () => {
    for (const status of ['pending', 'negotiating'] as const) {
      expect(showingActions(agent, facts({ status }), NOW)).toEqual({
        accept: true,
        suggest: true,
        calendar: false,
        reschedule: false,
        cancel: true,
      });
    }
  });

  it("the agent's own offer is the latest: only cancel (the user answers next)", () => {
    expect(showingActions(agent, facts({ status: 'negotiating', offers: [{ userId: USER }, { userId: AGENT }] }), NOW)).toEqual({
      accept: false,
      suggest: false,
      calendar: false,
      reschedule: false,
      cancel: true,
    });
  });

  it('booked: add to calendar, reschedule, cancel; cancelled: nothing', () => {
    expect(showingActions(agent, facts({ status: 'booked', bookedUtc: '2026-11-26 17:00:00' }), NOW)).toEqual({
      accept: false,
      suggest: false,
      calendar: true,
      reschedule: true,
      cancel: true,
    });
    expect(Object.values(showingActions(agent, facts({ status: 'cancelled' }), NOW)).some(Boolean)).toBe(false);
  });

  it('booked more than 3 days ago is past: no actions; 3 days less a minute is still current', () => {
    const past = facts({ status: 'booked', bookedUtc: '2026-11-21 11:59:00' });
    expect(isPastShowing(past, NOW)).toBe(true);
    expect(Object.values(showingActions(agent, past, NOW)).some(Boolean)).toBe(false);
    expect(isPastShowing({ bookedUtc: '2026-11-21 12:01:00' }, NOW)).toBe(false);
  });

  it('read-only keeps the calendar and nothing that changes a showing; admins and managers have none', () => {
    expect(showingActions(ROLES.readOnly.viewer, facts({ status: 'booked', bookedUtc: '2026-11-26 17:00:00' }), NOW)).toMatchObject({
      calendar: allowed(ROLES.readOnly.viewer, 'showings.calendar'),
      reschedule: false,
      cancel: false,
    });
    for (const role of ['admin', 'manager', 'agentAdminInManagerView'] as const) {
      expect(Object.values(showingActions(ROLES[role].viewer, facts({}), NOW)).some(Boolean), role).toBe(false);
    }
    expect(showingActions(ROLES.agentAdminInAgentView.viewer, facts({}), NOW).accept).toBe(true);
  });
});

describe('showing times', () => {
  it("a counter in the brokerage's zone goes as UTC; the label is the brokerage's", () => {
    expect(counterTime('2026-11-25', '09:30', 'America/Los_Angeles')).toBe('2026-11-25 17:30:00');
    expect(counterTime('2026-07-01', '09:30', 'America/Los_Angeles')).toBe('2026-07-01 16:30:00');
    expect(counterTime('2026-02-30', '09:30', 'America/Los_Angeles')).toBeNull();
    expect(counterTime('2026-11-25', '24:00', 'America/Los_Angeles')).toBeNull();
    expect(timeLabel('2026-11-25 17:30:00', 'America/Los_Angeles')).toBe('Nov 25, 2026, 9:30 AM');
    expect(utcSeconds('2026-11-25 17:30:00')).toBe(Date.UTC(2026, 10, 25, 17, 30) / 1000);
  });

  it('a counter needs a date and a time, on the client and the server alike', () => {
    for (const input of [
      { date: '', time: '10:00', message: '' },
      { date: '2026-11-25', time: '', message: '' },
      { date: 'x', time: '10:00', message: '' },
    ]) {
      expect(checkCounter(input).ok).toBe(false);
      expect(CounterInput.safeParse(input).success).toBe(false);
    }
    expect(checkCounter({ date: '2026-11-25', time: '10:00', message: '' }).ok).toBe(true);
    expect(CounterInput.safeParse({ date: '2026-11-25', time: '10:00', message: '' }).success).toBe(true);
  });
});

describe('the list in the query string', () => {
  it('current, all statuses, 25 a page by default; bad values fall back', () => {
    expect(SHOWING_LIST.parse('')).toMatchObject({ view: 'current', status: '', user: null, limit: 25, offset: 0 });
    expect(SHOWING_LIST.parse('view=past&status=booked&user=12&limit=100&offset=100')).toMatchObject({
      view: 'past',
      status: 'booked',
      user: 12,
      limit: 100,
      offset: 100,
    });
    expect(SHOWING_LIST.parse('view=later&status=gone&user=-1&limit=30')).toMatchObject({
      view: 'current',
      status: '',
      user: null,
      limit: 25,
    });
    expect(SHOWING_LIST.href('/showings', 'view=past&offset=25', { status: 'booked' })).toBe('/showings?view=past&status=booked');
  });
});

describe('formatPrice', () => {
  it('shows whole dollars, and a dash for a showing without a price', () => {
    expect(formatPrice(2_148_000, { missing: '—' })).toBe('$2,148,000');
    expect(formatPrice(0, { missing: '—' })).toBe('$0');
    expect(formatPrice(null, { missing: '—' })).toBe('—');
  });
});
