import { dateFormat } from '@/lib/format';
import type { DayHours, OfficeHours } from '@/lib/routing/model';

/**
 * The claim window counts office time only: a lead that arrives at night has its clock start at
 * opening, and a window that reaches closing carries on at the next opening.
 */

const MINUTE = 60_000;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The weekday (0 = Sunday) and the minutes since local midnight (with their fraction) of an instant in a zone. */
export function localClock(at: number, timeZone: string): { day: number; minute: number } {
  const format = dateFormat({ timeZone, weekday: 'short', hour: 'numeric', minute: 'numeric', second: 'numeric', hourCycle: 'h23' });
  const parts = Object.fromEntries(format.formatToParts(new Date(at)).map((p) => [p.type, p.value]));
  const minute = Number(parts.hour) * 60 + Number(parts.minute) + Number(parts.second) / 60 + (at % 1000) / MINUTE;
  return { day: WEEKDAYS.indexOf(parts.weekday ?? 'Sun'), minute };
}

const isOpenSome = (days: DayHours[]) => days.some((d) => d !== null && d.close > d.open);

/**
 * When a window of `minutes` office minutes that starts at `start` ends. Each jump (to opening, to the
 * next day) re-reads the local clock, so a change of daylight-saving time shifts a jump by that hour
 * at most. An office closed every day counts every minute, as if always open.
 */
export function windowEnd(start: number, minutes: number, hours: OfficeHours): number {
  if (!isOpenSome(hours.days)) return start + minutes * MINUTE;
  let at = start;
  let left = minutes;
  for (let guard = 0; guard < 64; guard++) {
    const { day, minute } = localClock(at, hours.timeZone);
    const today = hours.days[day] ?? null;
    if (today === null || minute >= today.close) {
      at += (1440 - minute) * MINUTE;
      continue;
    }
    if (minute < today.open) {
      at += (today.open - minute) * MINUTE;
      continue;
    }
    const open = today.close - minute;
    if (left <= open) return Math.round(at + left * MINUTE);
    left -= open;
    at += open * MINUTE;
  }
  return Math.round(at + left * MINUTE);
}

/** When the window of a lead that arrives at `at` starts: now in office hours, else the next opening. */
export function windowStart(at: number, hours: OfficeHours): number {
  return windowEnd(at, 0, hours);
}
