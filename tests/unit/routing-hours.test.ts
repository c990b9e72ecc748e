import { describe, expect, it } from 'vitest';
import { localClock, windowEnd, windowStart } from '@/lib/routing/hours';
import { defaultHours } from '@/lib/routing/rules';
import type { OfficeHours } from '@/lib/routing/model';

const LA = 'America/Los_Angeles';
/** 2026-12-02 (a Wednesday) at a Los Angeles wall-clock time (UTC−8 in December). */
const la = (h: number, m = 0, day = 2) => Date.UTC(2026, 11, day, h + 8, m);

describe('claim window in office hours', () => {
  const hours = defaultHours(LA);

  it('reads the local clock of the office', () => {
    expect(localClock(la(10, 2), LA)).toEqual({ day: 3, minute: 602 });
  });

  it('counts five minutes straight inside the hours', () => {
    expect(windowEnd(la(10, 2), 5, hours)).toBe(la(10, 7));
  });

  it('starts the clock at opening for a sign-up at night', () => {
    expect(windowStart(la(23, 30), hours)).toBe(la(8, 0, 3));
    expect(windowEnd(la(23, 30), 5, hours)).toBe(la(8, 5, 3));
    expect(windowEnd(la(6, 0), 5, hours)).toBe(la(8, 5));
  });

  it('carries a window that reaches closing over to the next opening', () => {
    expect(windowEnd(la(20, 58), 5, hours)).toBe(la(8, 3, 3));
  });

  it('skips a closed day', () => {
    const closedThursday: OfficeHours = { timeZone: LA, days: hours.days.map((d, i) => (i === 4 ? null : d)) };
    expect(windowEnd(la(21, 0), 5, closedThursday)).toBe(la(8, 5, 4));
  });

  it('counts every minute for hours all day, and for an office never open', () => {
    const allDay: OfficeHours = { timeZone: LA, days: hours.days.map(() => ({ open: 0, close: 1440 })) };
    expect(windowEnd(la(23, 58), 5, allDay)).toBe(la(0, 3, 3));
    expect(windowEnd(la(3, 0), 5, { timeZone: LA, days: hours.days.map(() => null) })).toBe(la(3, 5));
  });
});
