/**
 * Showings: the app's own shape of a
 * showing, the spec's words verbatim, and the rules of what the agent may do in each status, as plain functions.
 * Times arrive as 'YYYY-MM-DD HH:mm:00' in UTC and are shown in the brokerage's time zone.
 */
import { allowed } from '@/lib/access';
import type { Viewer } from '@/lib/access/viewer';
import { formatInZone, isCalendarDate, zonedInstant } from '@/lib/alerts/rules';
import { defineListQuery, oneOfFilter, positiveIdFilter } from '@/lib/list-query';

export const SHOWING_STATUSES = ['pending', 'negotiating', 'booked', 'cancelled'] as const;
export type ShowingStatus = (typeof SHOWING_STATUSES)[number];

export const SHOWING_STATUS_LABELS: Record<ShowingStatus, string> = {
  pending: 'Pending',
  negotiating: 'Negotiating',
  booked: 'Booked',
  cancelled: 'Cancelled',
};

export const SHOWING_MSG = {
  empty: 'No showing requests found',
  calendarFailed: 'Failed to generate calendar file. Please try again.',
  cancelReason: 'Cancelled by agent',
  accepted: 'Showing accepted',
  countered: 'Another time suggested',
  rescheduled: 'New time proposed',
  cancelled: 'Showing cancelled',
  acceptFailed: 'Could not accept the showing. It is unchanged.',
  counterFailed: 'Could not send the new time. The showing is unchanged.',
  cancelFailed: 'Could not cancel the showing. It is unchanged.',
  notAllowed: 'This showing does not allow that now.',
  dateRequired: 'Choose a date',
  timeRequired: 'Choose a time',
  chooseTime: 'Choose one of the proposed times',
  confirmCancel: 'Cancel this showing? The user is told it was cancelled by the agent.',
} as const;

/** The list's page sizes and buttons, when a showing counts as past, and the user filter's search. */
export const SHOWING_PAGE_SIZES = [25, 50, 100] as const;
export const SHOWING_PAGE_BUTTONS = 5;
export const PAST_AFTER_SECONDS = 3 * 86_400;
export const USER_SEARCH = { minChars: 2, debounceMs: 300, max: 10 } as const;

/** The list's URL state: Current/Past, status, user; page and page size. */
export const SHOWING_LIST = defineListQuery({
  sorts: [],
  pageSizes: SHOWING_PAGE_SIZES,
  defaultPageSize: 25,
  searchMax: 0,
  filters: {
    view: oneOfFilter(['current', 'past'] as const, 'current'),
    status: oneOfFilter(['', ...SHOWING_STATUSES] as const, ''),
    user: positiveIdFilter(),
  },
});
export type ShowingsQuery = ReturnType<typeof SHOWING_LIST.parse>;

/** The query parameter that opens one showing's details on arrival, so the home's Today can link straight to one. */
export const SHOWING_PARAM = 'showing';

/** The showings screen with this showing's details open. */
export const showingHref = (id: number) => `/showings?${SHOWING_PARAM}=${id}`;

/** The showing to open on arrival: a positive whole id, or null. */
export function openedShowingId(value: string | string[] | undefined): number | null {
  const v = Array.isArray(value) ? value[0] : value;
  if (v === undefined || !/^[1-9]\d{0,9}$/.test(v)) return null;
  return Number(v);
}

export type ShowingTimeText = string;

/** One offer as the screens show it: who made it and its proposed times, each also as the brokerage reads it. */
export type ShowingOfferView = { id: number; byUser: boolean; times: { utc: ShowingTimeText; label: string }[]; message: string | null };

export type ShowingActions = { accept: boolean; suggest: boolean; calendar: boolean; reschedule: boolean; cancel: boolean };

export type ShowingView = {
  id: number;
  status: ShowingStatus;
  userId: number;
  userName: string;
  userEmail: string;
  address: string;
  photo: string | null;
  price: number | null;
  beds: number | null;
  baths: number | null;
  booked: { utc: ShowingTimeText; label: string } | null;
  notes: string | null;
  offers: ShowingOfferView[];
  past: boolean;
  actions: ShowingActions;
};

/** The facts the status rules below read. */
export type ShowingFacts = { status: ShowingStatus; userId: number; bookedUtc: ShowingTimeText | null; offers: { userId: number }[] };

/** Unix seconds of a 'YYYY-MM-DD HH:mm:00' UTC text. */
export function utcSeconds(text: ShowingTimeText): number {
  const [date = '', time = ''] = text.split(' ');
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  return Date.UTC(y, m - 1, d, h, min) / 1000;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A unix time as the upstream's 'YYYY-MM-DD HH:mm:00' (UTC). */
export function utcText(seconds: number): ShowingTimeText {
  const d = new Date(seconds * 1000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:00`;
}

/** The agent's date and time in the brokerage's time zone, as the upstream's UTC text; null when either is not real. */
export function counterTime(date: string, time: string, timeZone: string): ShowingTimeText | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!isCalendarDate(date) || !m) return null;
  return utcText(zonedInstant(date, Number(m[1]), Number(m[2]), timeZone));
}

export function timeLabel(text: ShowingTimeText, timeZone: string): string {
  return formatInZone(utcSeconds(text), timeZone);
}

/** A showing whose booked time is more than 3 days ago counts as past. */
export function isPastShowing(s: Pick<ShowingFacts, 'bookedUtc'>, nowSeconds: number): boolean {
  return s.bookedUtc !== null && utcSeconds(s.bookedUtc) < nowSeconds - PAST_AFTER_SECONDS;
}

/** Whether the latest offer is the end user's (then the agent has the next move). */
export function latestFromUser(s: Pick<ShowingFacts, 'userId' | 'offers'>): boolean {
  const last = s.offers.at(-1);
  return last !== undefined && last.userId === s.userId;
}

/**
 * Pending or negotiating with the user's latest offer: accept or suggest another time; booked: add to
 * a calendar or reschedule; anything not cancelled: cancel; a past showing: nothing. Changes need the
 * 'showings.act' action (never in read-only mode); the calendar only reads.
 */
export function showingActions(viewer: Viewer, s: ShowingFacts, nowSeconds: number): ShowingActions {
  const none = { accept: false, suggest: false, calendar: false, reschedule: false, cancel: false };
  if (!allowed(viewer, 'showings.read') || isPastShowing(s, nowSeconds)) return none;
  const act = allowed(viewer, 'showings.act');
  const answering = (s.status === 'pending' || s.status === 'negotiating') && latestFromUser(s);
  const booked = s.status === 'booked';
  return {
    accept: act && answering,
    suggest: act && answering,
    calendar: booked && allowed(viewer, 'showings.calendar'),
    reschedule: act && booked,
    cancel: act && s.status !== 'cancelled',
  };
}
