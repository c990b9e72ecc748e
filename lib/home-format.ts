import type { ActivityType } from '@/lib/home-types';

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
const shortMonth = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });
const monthAndYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

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

/** The listing detail modal's alert when the listing cannot be loaded (spec 1 section 8), verbatim. */
export const LISTING_LOAD_ERROR = 'There was an error loading the listing. It may have been removed since.';
