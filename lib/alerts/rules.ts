import { allowed, can, type Viewer } from '@/lib/access';
import { dateFormat } from '@/lib/format';

/**
 * Push notifications' rules:
 * the spec's texts, the alert types, who sees which columns, and the brokerage-time-zone arithmetic of
 * a schedule. Pure and zod-free: the page, the client form and the route handlers all ask here.
 */

/** The spec's texts, verbatim; the rest is 'not shown' in the spec and chosen in its style. */
export const ALERT_MSG = {
  required: 'Required',
  minLength: 'Min length is 10 characters',
  maxLength: 'Max length is 140 characters',
  typeRequired: 'Alert type is required',
  textRequired: 'Please enter some text',
  recipientRequired: 'Alert recipient is required',
  tagsRequired: 'Please choose some tags',
  confirmDelete: 'Remove this scheduled notification?',
  sent: 'Alert sent',
  // Chosen (the spec gives none):
  scheduled: 'Alert scheduled',
  deleted: 'Scheduled notification removed',
  urlInvalid: 'Please enter a valid URL (https://…)',
  listingRequired: 'Please choose a listing',
  dateRequired: 'Please choose a date',
  dateBeforeToday: 'The date cannot be before today',
  hourInvalid: 'Please choose an hour',
  minuteInvalid: 'Minutes can be 00, 15, 30 or 45',
  textTooLong: 'Max length is 1000 characters',
  urlTooLong: 'Max length is 2000 characters',
  restrictedRecipient: 'Recipients can only be chosen by tag in restricted mode.',
  restrictedListing: 'Listing notifications are not available in restricted mode.',
} as const;

export const ALERT_TITLE_MIN = 10;
export const ALERT_TITLE_MAX = 140;
export const ALERT_TEXT_MAX = 1000;
export const ALERT_URL_MAX = 2000;
/** Rows the recipient search asks the upstream for. */
export const RECIPIENT_SEARCH_LIMIT = 2000;
/** The recipient search starts at 3 characters, 500 ms after the last keystroke. */
export const RECIPIENT_SEARCH_MIN = 3;
export const SEARCH_DEBOUNCE_MS = 500;

export const ALERT_TYPES = ['url', 'listing', 'text'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];
export const ALERT_TYPE_LABELS: Record<AlertType, string> = { url: 'Link (URL)', listing: 'Listing', text: 'Text' };

export const RECIPIENT_MODES = ['users', 'tags'] as const;
export type RecipientMode = (typeof RECIPIENT_MODES)[number];

export const TIMINGS = ['now', 'schedule'] as const;
export type Timing = (typeof TIMINGS)[number];

/** Schedule pickers: minutes 00, 15, 30, 45 only; default tomorrow at 09:00. */
export const SCHEDULE_MINUTES = [0, 15, 30, 45] as const;
export const SCHEDULE_HOURS = Array.from({ length: 24 }, (_, h) => h);
export const DEFAULT_SCHEDULE_HOUR = 9;

/** When the app data names no time zone. */
export const DEFAULT_TIME_ZONE = 'America/Los_Angeles';

/** One alert as the app shows it (sent or scheduled). */
export type Alert = {
  id: number;
  title: string;
  subtitle: string;
  type: AlertType;
  /** The text, the URL, or the listing's address. */
  value: string;
  /** Who it went to (a user's name, or tag names); null when hidden from this viewer (restricted mode). */
  recipient: string | null;
  /** Sent: when it went; scheduled: when it will go (unix seconds). */
  when: number;
  /** Who sent it; null when this viewer is not shown senders. */
  sender: string | null;
};

export type AlertColumns = { sender: boolean; recipient: boolean };

/** Admins see a sender column; admins in restricted mode see no recipients. */
export function alertColumns(v: Viewer): AlertColumns {
  return { sender: v.role === 'admin', recipient: can.userNames(v) };
}

/**
 * What the send form offers this viewer. Restricted mode hides recipient names and listing suggestions
 * from admins: they send by tag, and not listing notifications.
 */
export function sendOptions(v: Viewer): {
  canSend: boolean;
  canDelete: boolean;
  userRecipients: boolean;
  listingType: boolean;
  offices: boolean;
} {
  return {
    canSend: allowed(v, 'alerts.send'),
    canDelete: allowed(v, 'alerts.delete'),
    userRecipients: allowed(v, 'alerts.searchRecipients'),
    listingType: allowed(v, 'alerts.searchListings'),
    offices: v.toggles.officesEnabled === true,
  };
}

/** The types this viewer may send. */
export function alertTypesFor(v: Viewer): AlertType[] {
  return sendOptions(v).listingType ? [...ALERT_TYPES] : ALERT_TYPES.filter((t) => t !== 'listing');
}

/** Why a checked alert is refused for this viewer (restricted mode), or null. */
export function alertRefusal(v: Viewer, input: { type: AlertType; recipient?: number }): string | null {
  const options = sendOptions(v);
  if (input.recipient !== undefined && !options.userRecipients) return ALERT_MSG.restrictedRecipient;
  if (input.type === 'listing' && !options.listingType) return ALERT_MSG.restrictedListing;
  return null;
}

// ---- Dates in the brokerage's time zone --------------------------------------------------------------

type Parts = { year: number; month: number; day: number; hour: number; minute: number; second: number };

function partsIn(timeZone: string, ms: number): Parts {
  const fmt = dateFormat({
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const p = Object.fromEntries(fmt.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  return { year: +p.year!, month: +p.month!, day: +p.day!, hour: +p.hour! % 24, minute: +p.minute!, second: +p.second! };
}

const pad = (n: number) => String(n).padStart(2, '0');
const isoDate = (p: Pick<Parts, 'year' | 'month' | 'day'>) => `${p.year}-${pad(p.month)}-${pad(p.day)}`;

/** Whether a time zone name is one the runtime knows. */
export function isTimeZone(tz: string): boolean {
  try {
    dateFormat({ timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** The brokerage's calendar date (YYYY-MM-DD) at `nowMs`. */
export function zonedToday(timeZone: string, nowMs: number): string {
  return isoDate(partsIn(timeZone, nowMs));
}

/** The date `days` after a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return isoDate({ year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() });
}

export const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** Whether a YYYY-MM-DD text names a real calendar day. */
export function isCalendarDate(date: string): boolean {
  if (!ISO_DATE.test(date)) return false;
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
}

/**
 * The exact instant (unix seconds) of a wall-clock time in a time zone. In a spring-forward gap the
 * time moves on by the gap; in a fall-back overlap the earlier instant is taken.
 */
export function zonedInstant(date: string, hour: number, minute: number, timeZone: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d, hour, minute);
  const localOf = (ms: number) => {
    const p = partsIn(timeZone, ms);
    return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  };
  const offsetAt = (ms: number) => localOf(ms) - Math.floor(ms / 1000) * 1000;
  // The zone's offsets a day either side: the instant is the wall time less one of them.
  const before = wall - offsetAt(wall - 86_400_000);
  const after = wall - offsetAt(wall + 86_400_000);
  const valid = [before, after].filter((ms) => localOf(ms) === wall);
  // None valid: the time falls in a spring-forward gap, read with the offset before it (later by the gap).
  const instant = valid.length > 0 ? Math.min(...valid) : before;
  return Math.floor(instant / 1000);
}

/** The default schedule: the brokerage's tomorrow at 09:00. */
export function defaultSchedule(timeZone: string, nowMs: number): { date: string; hour: number; minute: number } {
  return { date: addDays(zonedToday(timeZone, nowMs), 1), hour: DEFAULT_SCHEDULE_HOUR, minute: 0 };
}

/** A short label of a time zone for the pickers ('America/Los_Angeles (PST)'). */
export function timeZoneLabel(timeZone: string, nowMs: number): string {
  const short = dateFormat({ timeZone, timeZoneName: 'short' })
    .formatToParts(new Date(nowMs))
    .find((p) => p.type === 'timeZoneName')?.value;
  return short ? `${timeZone.replace(/_/g, ' ')} (${short})` : timeZone.replace(/_/g, ' ');
}

/** An instant as the brokerage reads it: 'Nov 24, 2026, 9:00 AM'. */
export function formatInZone(unixSeconds: number, timeZone: string): string {
  return dateFormat({ timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(new Date(unixSeconds * 1000));
}

/** 'Link', 'Listing' or 'Text' with its value, for the tables and the preview. */
export function describeAlert(type: AlertType, value: string): string {
  return `${ALERT_TYPE_LABELS[type]}: ${value}`;
}
