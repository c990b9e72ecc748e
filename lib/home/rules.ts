import { dateFormat } from '@/lib/format';

/**
 * The dashboard home's rules: its own shapes (the statistics items and the listing),
 * reshaped from the upstream's by server/home.ts and server/listings.ts (components only see these),
 * the activity timeline's words and month labels, and the agent plan bar.
 */

/** A card's data and when it was read (unix seconds, the 'now' of its time-ago labels), or its failure. */
export type Loaded<T> = { ok: true; data: T; readAt: number } | { ok: false; message: string };

export type ActivityType = 'view' | 'open' | 'share' | 'fav' | 'note';

export type MonthViews = {
  /** The upstream's month key, e.g. '2026-03'. */
  month: string;
  /** Short axis label, e.g. 'Mar'. */
  label: string;
  /** Full name for the text alternative, e.g. 'March 2026'. */
  name: string;
  count: number;
};

export type StatTotals = {
  totalUsers: number;
  loginsThisMonth: number;
  viewsSixMonths: number;
  /** Oldest first, the current month last. */
  viewsByMonth: MonthViews[];
};

export type MostViewedListing = {
  listingKey: string;
  photo: string | null;
  street: string;
  city: string;
  state: string;
  zip: string;
  /** How many times it was viewed over the past 7 days. */
  views: number;
};

export type RecentUser = {
  id: number;
  name: string;
  photo: string | null;
  /** Unix seconds. */
  joinedAt: number;
};

export type ActivityEvent = {
  type: ActivityType;
  /** null when the event is not about one listing (the upstream sends an empty key). */
  listingKey: string | null;
  photo: string | null;
  userName: string;
  address: string;
  note: string | null;
  /** Unix seconds. */
  time: number;
};

/** The listing detail modal's listing, as GET /api/listings/{listingKey} answers it ({ listing }). */
export type ListingDetail = {
  listingKey: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  price: number;
  photos: string[];
  beds: number | null;
  baths: number | null;
  lotSize: string | null;
  /** Whole days since the listing date; null when the date is unknown. */
  daysOnApp: number | null;
  details: { label: string; value: string }[];
  description: string | null;
  disclaimer: string | null;
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isString = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const orNull =
  <T>(is: (value: unknown) => value is T) =>
  (value: unknown): value is T | null =>
    value === null || is(value);

/**
 * Whether a value has the listing's shape: the modal checks what crosses HTTP before showing it
 * (plainly, so the browser does not load zod for one answer).
 */
export function isListingDetail(value: unknown): value is ListingDetail {
  if (!isObject(value)) return false;
  const v = value;
  return (
    [v.listingKey, v.address, v.city, v.state, v.zip].every(isString) &&
    isNumber(v.price) &&
    Array.isArray(v.photos) &&
    v.photos.every(isString) &&
    orNull(isNumber)(v.beds) &&
    orNull(isNumber)(v.baths) &&
    orNull(isString)(v.lotSize) &&
    (v.daysOnApp === null || Number.isSafeInteger(v.daysOnApp)) &&
    Array.isArray(v.details) &&
    v.details.every((d) => isObject(d) && isString(d.label) && isString(d.value)) &&
    orNull(isString)(v.description) &&
    orNull(isString)(v.disclaimer)
  );
}

/** The activity timeline's event types in readable words: a badge label and the verb of the sentence. */
export const ACTIVITY: Record<ActivityType, { label: string; verb: string }> = {
  view: { label: 'View', verb: 'viewed' },
  open: { label: 'Open', verb: 'opened' },
  share: { label: 'Share', verb: 'shared' },
  fav: { label: 'Favorite', verb: 'favorited' },
  note: { label: 'Note', verb: 'added a note to' },
};

const MONTH_KEY = /^(\d{4})-(\d{2})$/;
// Built once: toLocaleString builds a new ICU formatter on every call, which made these twelve labels a
// fifth of the home page's CPU.
const shortMonth = dateFormat({ month: 'short', timeZone: 'UTC' });
const monthAndYear = dateFormat({ month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'Mar' and 'March 2026' for the key '2026-03'; any other key is shown as it came. */
export function monthLabels(month: string): { label: string; name: string } {
  const m = MONTH_KEY.exec(month);
  const year = Number(m?.[1]);
  const index = Number(m?.[2]) - 1;
  if (!m || index < 0 || index > 11) return { label: month, name: month };
  const date = new Date(Date.UTC(year, index, 1));
  return { label: shortMonth.format(date), name: monthAndYear.format(date) };
}

/** Whole days from a listing date (unix seconds) to now; a future date counts as 0. */
export function daysOnApp(listingDate: number | null, nowSeconds: number): number | null {
  if (listingDate === null || !Number.isFinite(listingDate)) return null;
  return Math.max(0, Math.floor((nowSeconds - listingDate) / 86_400));
}

/** The listing detail modal's alert when the listing cannot be loaded, the spec's words verbatim. */
export const LISTING_LOAD_ERROR = 'There was an error loading the listing. It may have been removed since.';

/** The agent plan bar of the dashboard home: agents used against the plan's limit. */

export type PlanTone = 'success' | 'warning' | 'danger';

export type PlanUsage =
  | { kind: 'unlimited'; agents: number; full: false }
  | {
      kind: 'limited';
      agents: number;
      limit: number;
      /** Share of the limit in use, in whole percent; may exceed 100 when over the limit. */
      percent: number;
      /** Width of the bar, 0 to 100. */
      fill: number;
      tone: PlanTone;
      /** At or over the limit: the spec's 'Contact support to add more' is shown, and no agent can be added. */
      full: boolean;
    };

/** Shown with the danger bar, verbatim from the spec. */
export const PLAN_FULL_MESSAGE = 'Contact support to add more';

/** Green under 50 %, warning from 50 %, danger from 100 %; a limit of 0 or less means unlimited. */
export function planUsage(agents: number, limit: number): PlanUsage {
  const used = Math.max(0, agents);
  if (!(limit > 0)) return { kind: 'unlimited', agents: used, full: false };
  const ratio = used / limit;
  const tone: PlanTone = ratio >= 1 ? 'danger' : ratio >= 0.5 ? 'warning' : 'success';
  // Floor, so a bar one agent short of the limit never reads 100 % while it is still only a warning.
  const percent = Math.floor(ratio * 100);
  return { kind: 'limited', agents: used, limit, percent, fill: Math.min(100, ratio * 100), tone, full: ratio >= 1 };
}
