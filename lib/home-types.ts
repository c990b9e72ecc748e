/**
 * The dashboard home's own shapes (spec 1 section 3, 'Statistics items' and 'Listing'), reshaped
 * from the upstream's by server/home.ts and server/listings.ts. Components only see these.
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
