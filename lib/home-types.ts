import { z } from 'zod';

/**
 * The dashboard home's own shapes (spec 1 section 3, 'Statistics items' and 'Listing'), reshaped
 * from the upstream's by server/home.ts and server/listings.ts. Components only see these.
 */

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

/**
 * The listing detail modal's listing, as GET /api/listings/{listingKey} answers it ({ listing }).
 * A schema, not only a type: the client parses what crosses HTTP.
 */
export const ListingDetail = z.object({
  listingKey: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  price: z.number(),
  photos: z.array(z.string()),
  beds: z.number().nullable(),
  baths: z.number().nullable(),
  lotSize: z.string().nullable(),
  /** Whole days since the listing date; null when the date is unknown. */
  daysOnApp: z.number().int().nullable(),
  details: z.array(z.object({ label: z.string(), value: z.string() })),
  description: z.string().nullable(),
  disclaimer: z.string().nullable(),
});
export type ListingDetail = z.infer<typeof ListingDetail>;
