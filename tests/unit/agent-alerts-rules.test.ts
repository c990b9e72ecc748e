import { describe, expect, it } from 'vitest';
import { ACTIVITY_KINDS, type AlertLock } from '@/lib/agent-alerts/model';
import {
  crossedHot,
  dayKey,
  daysAwayBefore,
  defaultPrefs,
  deliveryNow,
  effectivePrefs,
  inQuietHours,
  locksBinding,
  nextDigest,
  nextLocalTime,
  officeChain,
  PUSH_PER_HOUR,
  pushRoom,
  quietEnd,
  retryDelay,
  startOfDay,
  withDefaults,
} from '@/lib/agent-alerts/rules';
import { HOT_SCORE } from '@/lib/insights/score';
import { USER_ACTIVITY_KINDS } from '@/server/upstream/contract/settings';

const NY = 'America/New_York';
const at = (iso: string) => Date.parse(iso);
const QUIET = { on: true, start: 21 * 60, end: 8 * 60, mode: 'hold' as const };

describe('quiet hours, across midnight, in the agent’s zone', () => {
  it('21:00–08:00 in New York holds 23:30 and 07:59 there, not 08:00 or 20:59', () => {
    // New York is UTC-5 in January.
    expect(inQuietHours(at('2027-01-15T04:30:00Z'), QUIET, NY)).toBe(true); // 23:30
    expect(inQuietHours(at('2027-01-15T12:59:00Z'), QUIET, NY)).toBe(true); // 07:59
    expect(inQuietHours(at('2027-01-15T13:00:00Z'), QUIET, NY)).toBe(false); // 08:00
    expect(inQuietHours(at('2027-01-16T01:59:00Z'), QUIET, NY)).toBe(false); // 20:59
    expect(inQuietHours(at('2027-01-16T02:00:00Z'), QUIET, NY)).toBe(true); // 21:00
  });

  it('the same instant is quiet in one zone and not in another', () => {
    const t = at('2027-01-15T04:30:00Z');
    expect(inQuietHours(t, QUIET, NY)).toBe(true);
    expect(inQuietHours(t, QUIET, 'Asia/Tokyo')).toBe(false); // 13:30 there
  });

  it('a window within one day (13:00–14:00) and quiet hours off', () => {
    const noon = { ...QUIET, start: 13 * 60, end: 14 * 60 };
    expect(inQuietHours(at('2027-01-15T18:30:00Z'), noon, NY)).toBe(true);
    expect(inQuietHours(at('2027-01-15T19:00:00Z'), noon, NY)).toBe(false);
    expect(inQuietHours(at('2027-01-15T04:30:00Z'), { ...QUIET, on: false }, NY)).toBe(false);
  });

  it('ends at 08:00 local the next morning, or the same morning after midnight', () => {
    expect(new Date(quietEnd(at('2027-01-15T04:30:00Z'), QUIET, NY)).toISOString()).toBe('2027-01-15T13:00:00.000Z');
    expect(new Date(quietEnd(at('2027-01-15T02:10:00Z'), QUIET, NY)).toISOString()).toBe('2027-01-15T13:00:00.000Z'); // 21:10 the evening before
    const outside = at('2027-01-15T15:00:00Z');
    expect(quietEnd(outside, QUIET, NY)).toBe(outside);
  });

  it('keeps 08:00 local across the change to summer time', () => {
    // 2027-03-14 02:00 New York springs forward: 21:00 EST the evening before ends at 08:00 EDT (12:00Z).
    expect(new Date(quietEnd(at('2027-03-14T02:00:00Z'), QUIET, NY)).toISOString()).toBe('2027-03-14T12:00:00.000Z');
  });

  it("'hold' waits until the end; 'email' sends the e-mail alone, a push-only alert by e-mail", () => {
    const night = at('2027-01-15T04:30:00Z');
    const prefs = { quiet: QUIET, timeZone: NY };
    expect(deliveryNow(['push', 'email'], prefs, night)).toEqual({ hold: at('2027-01-15T13:00:00Z'), channels: ['push', 'email'] });
    expect(deliveryNow(['push', 'email'], { ...prefs, quiet: { ...QUIET, mode: 'email' } }, night)).toEqual({
      hold: null,
      channels: ['email'],
    });
    expect(deliveryNow(['push'], { ...prefs, quiet: { ...QUIET, mode: 'email' } }, night)).toEqual({ hold: null, channels: ['email'] });
    expect(deliveryNow(['push'], prefs, at('2027-01-15T15:00:00Z'))).toEqual({ hold: null, channels: ['push'] });
  });
});

describe('the day an alert counts in', () => {
  it('is the agent’s calendar day, not UTC’s', () => {
    const t = at('2027-01-15T03:00:00Z');
    expect(dayKey(t, NY)).toBe('2027-01-14');
    expect(dayKey(t, 'UTC')).toBe('2027-01-15');
    expect(dayKey(t, 'Asia/Tokyo')).toBe('2027-01-15');
  });

  it('starts at local midnight, on a day with a DST change too', () => {
    expect(new Date(startOfDay(at('2027-01-15T03:00:00Z'), NY)).toISOString()).toBe('2027-01-14T05:00:00.000Z');
    expect(new Date(startOfDay(at('2027-03-14T16:00:00Z'), NY)).toISOString()).toBe('2027-03-14T05:00:00.000Z');
    expect(new Date(startOfDay(at('2027-11-07T16:00:00Z'), NY)).toISOString()).toBe('2027-11-07T04:00:00.000Z');
  });

  it('the digest goes at the next chosen time, never at once', () => {
    const prefs = { digestAt: 18 * 60, timeZone: NY };
    expect(new Date(nextDigest(at('2027-01-15T15:00:00Z'), prefs)).toISOString()).toBe('2027-01-15T23:00:00.000Z');
    expect(new Date(nextDigest(at('2027-01-15T23:00:00Z'), prefs)).toISOString()).toBe('2027-01-16T23:00:00.000Z');
    expect(nextLocalTime(at('2027-01-15T23:00:00Z'), 18 * 60, NY)).toBe(at('2027-01-15T23:00:00Z'));
  });
});

describe('the hour’s pushes', () => {
  const now = at('2027-01-15T15:00:00Z');
  it(`room for the ${PUSH_PER_HOUR}th, not the ${PUSH_PER_HOUR + 1}th; pushes older than an hour do not count`, () => {
    const nine = Array.from({ length: PUSH_PER_HOUR - 1 }, (_, i) => now - i * 60_000);
    expect(pushRoom(nine, now)).toBe(true);
    expect(pushRoom([...nine, now], now)).toBe(false);
    expect(pushRoom([...nine, now - 3_600_000], now)).toBe(true);
  });

  it('retries wait 5 s, 10 s, 20 s … at most 5 minutes', () => {
    expect([1, 2, 3, 4, 7, 8, 30].map(retryDelay)).toEqual([5_000, 10_000, 20_000, 40_000, 300_000, 300_000, 300_000]);
  });
});

describe('locks', () => {
  const parents = new Map([
    [1, 0],
    [2, 1],
    [5, 2],
    [6, 2],
  ]);
  const lock = (behaviour: AlertLock['behaviour'], officeId: number, lockedBy = 'Ada Admin'): AlertLock => ({
    behaviour,
    officeId,
    lockedBy,
    at: 1,
  });

  it('an office’s agents are bound by the brokerage’s locks and those of every office above theirs, not their siblings’', () => {
    expect(officeChain(5, parents)).toEqual([5, 2, 1]);
    const locks = [lock('hot', 0), lock('views', 2, 'Max Manager'), lock('favorite', 6, 'Oak Manager')];
    expect(locksBinding(locks, officeChain(5, parents)).map((l) => l.behaviour)).toEqual(['hot', 'views']);
    expect(locksBinding(locks, officeChain(null, parents)).map((l) => l.behaviour)).toEqual(['hot']);
  });

  it('a locked behaviour is on, with both channels when the agent chose none, and says who locked it', () => {
    const own = defaultPrefs(NY);
    own.behaviours.hot = { on: false, channels: [], n: null };
    own.behaviours.views = { on: false, channels: ['email'], n: 4 };
    const acting = effectivePrefs(own, [lock('hot', 0), lock('views', 2, 'Max Manager')]);
    expect(acting.behaviours.hot).toEqual({ on: true, channels: ['push', 'email'], n: null });
    expect(acting.behaviours.views).toEqual({ on: true, channels: ['email'], n: 4 });
    expect(acting.lockedBy).toEqual({ hot: 'Ada Admin', views: 'Max Manager' });
    expect(acting.behaviours.favorite.on).toBe(false);
  });

  it('defaults: a lead routed to me on by push and e-mail, the numbers 14 and 3, 21:00–08:00', () => {
    const d = defaultPrefs(NY);
    expect(d.behaviours.routed).toEqual({ on: true, channels: ['push', 'email'], n: null });
    expect(d.behaviours.back.n).toBe(14);
    expect(d.behaviours.views.n).toBe(3);
    expect(d.quiet).toEqual({ on: true, start: 1260, end: 480, mode: 'hold' });
    expect(withDefaults({ quiet: { ...d.quiet, mode: 'email' } }, NY).behaviours.routed.on).toBe(true);
  });
});

describe('behaviour from activity', () => {
  const now = at('2027-01-15T15:00:00Z');
  const s = (iso: string) => at(iso) / 1000;
  it('days away: the first silence of a day or more before the latest activity', () => {
    expect(daysAwayBefore([s('2027-01-15T14:59:00Z'), s('2027-01-15T14:58:00Z'), s('2026-12-20T10:00:00Z')], now)).toBe(26);
    expect(daysAwayBefore([s('2027-01-15T14:59:00Z'), s('2027-01-15T10:00:00Z')], now)).toBeNull();
    // The return was not lately: nothing to tell.
    expect(daysAwayBefore([s('2027-01-10T10:00:00Z'), s('2026-12-01T10:00:00Z')], now)).toBeNull();
    expect(daysAwayBefore([s('2027-01-15T14:59:00Z')], now)).toBeNull();
  });

  it('hot is the crossing, not every activity of a hot lead', () => {
    expect(crossedHot(HOT_SCORE + 0.5, 4)).toBe(true);
    expect(crossedHot(HOT_SCORE + 10, 4)).toBe(false);
    expect(crossedHot(HOT_SCORE - 1, 4)).toBe(false);
  });

  it("the dashboard's activity kinds are the contract's", () => {
    expect([...ACTIVITY_KINDS]).toEqual([...USER_ACTIVITY_KINDS]);
  });
});
