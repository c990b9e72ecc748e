const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}

/**
 * Time since an upstream unix timestamp, in minutes, hours, days or weeks (the spec's units; there
 * is deliberately no month or year step). `now` is a Date or epoch seconds, so callers can pin it
 * for a stable render; future timestamps (clock skew) read 'just now'.
 */
export function timeAgo(epochSeconds: number, now: Date | number = new Date()): string {
  const nowSeconds = typeof now === 'number' ? now : now.getTime() / 1000;
  const elapsed = Math.floor(nowSeconds - epochSeconds);
  if (!Number.isFinite(elapsed) || elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return plural(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return plural(Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < WEEK) return plural(Math.floor(elapsed / DAY), 'day');
  return plural(Math.floor(elapsed / WEEK), 'week');
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * An en-US Intl.DateTimeFormat for these options, built once: building one is ICU work of about a
 * tenth of a millisecond, and a table of showings or alerts formats every row in the brokerage's
 * time zone (the showings page spent 16 ms a request on it). Throws, and caches nothing, for a time
 * zone the runtime does not know. The options objects come from code, so the cache stays small; it
 * starts over past 500 entries all the same.
 */
export function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(dateFormats, options, () => new Intl.DateTimeFormat('en-US', options));
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** An en-US Intl.NumberFormat for these options, built once and kept like dateFormat's. */
function numberFormat(options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached(numberFormats, options, () => new Intl.NumberFormat('en-US', options));
}

/** '1,234', or '2.5' for a fraction: a count or figure as the screens show it. */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return numberFormat(options).format(value);
}

/** The formatter `cache` holds for these options, built the first time they are asked for. */
function cached<F>(cache: Map<string, F>, options: object, build: () => F): F {
  const key = JSON.stringify(options);
  let found = cache.get(key);
  if (!found) {
    found = build();
    if (cache.size >= 500) cache.clear();
    cache.set(key, found);
  }
  return found;
}

const priceFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

// Three significant digits gives the spec's short forms ($1.25M, $850K) and rolls 999,999 up to $1M.
const shortPriceFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumSignificantDigits: 3,
});

export interface PriceOptions {
  /** '$1.25M', '$850K', '$999' instead of '$1,250,000', where space is short. */
  short?: boolean;
  /** With `short`: amounts under this stay in full, so a monthly rent reads '$2,500', not '$2.5K'. */
  fullBelow?: number;
  /** What an absent or non-numeric price reads: '' unless the screen shows a dash. */
  missing?: string;
}

/** '$1,250,000', or '$1.25M' with `short`; an absent or non-numeric price gives `missing`, '' by default. */
export function formatPrice(value: number | null | undefined, { short = false, fullBelow = 0, missing = '' }: PriceOptions = {}): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return missing;
  return (short && value >= fullBelow ? shortPriceFormat : priceFormat).format(value);
}

/**
 * Up to two letters for an avatar: first and last word of a name ('Mary Jane Watson' → 'MW'),
 * or the first letter of a single word or e-mail address. Empty input gives ''.
 */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '')
    .replace(/@.*$/, '')
    .split(/[\s._-]+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+/u, ''))
    .filter(Boolean);
  const first = words[0];
  if (!first) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letter = (word: string) => Array.from(word)[0] ?? '';
  return (letter(first) + (last ? letter(last) : '')).toUpperCase();
}

/**
 * 'Nov 21 2026' for a unix timestamp, in the runtime's time zone (the server's when rendered in a
 * server component). An absent or invalid timestamp gives ''.
 */
export function formatDate(epochSeconds: number | null | undefined): string {
  if (typeof epochSeconds !== 'number' || !Number.isFinite(epochSeconds)) return '';
  const p = localParts(epochSeconds);
  return `${p.month} ${p.day} ${p.year}`;
}

/** 'Nov 21 2026, 3:05 PM' for a unix timestamp, in the runtime's time zone as formatDate is. */
export function formatDateTime(epochSeconds: number): string {
  const p = localParts(epochSeconds);
  return `${p.month} ${p.day} ${p.year}, ${p.hour}:${p.minute} ${p.dayPeriod}`;
}

// Assembled from parts: Intl's own en-US pattern puts a comma after the day, which these screens never had.
function localParts(epochSeconds: number): Partial<Record<Intl.DateTimeFormatPartTypes, string>> {
  const parts = dateFormat({
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).formatToParts(epochSeconds * 1000);
  return Object.fromEntries(parts.map((part) => [part.type, part.value]));
}
