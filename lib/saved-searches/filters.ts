/**
 * The shared filter panel's model and rules.
 * Pure functions of a Filters value: the panel calls them, the tests hold each rule, the route
 * handlers' schema (lib/saved-searches/schema.ts) accepts exactly this shape.
 */

import { formatPrice, type PriceOptions } from '@/lib/format';

export const STATUS_KEYS = ['soon', 'my', 'active', 'open', 'pocket', 'pending', 'closed', 'lease'] as const;
export type StatusKey = (typeof STATUS_KEYS)[number];
export const STATUS_LABELS: Record<StatusKey, string> = {
  soon: 'Coming soon',
  my: 'My listings',
  active: 'Active',
  open: 'Open house',
  pocket: 'Pocket',
  pending: 'Pending',
  closed: 'Sold',
  lease: 'Lease',
};

export const PROPERTY_TYPES = ['house', 'condo', 'mfamily', 'mobile', 'land', 'other'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];
export const PROPERTY_TYPE_LABELS: Record<PropertyType, string> = {
  house: 'House',
  condo: 'Condo',
  mfamily: 'Multi-family',
  mobile: 'Mobile',
  land: 'Land',
  other: 'Other',
};

export const SORTS = ['newest', 'price_low', 'price_high', 'beds', 'sqft'] as const;
export type Sort = (typeof SORTS)[number];
export const SORT_LABELS: Record<Sort, string> = {
  newest: 'Newest',
  price_low: 'Price (low to high)',
  price_high: 'Price (high to low)',
  beds: 'Bedrooms',
  sqft: 'Square feet',
};

/** Days on market choices. */
export const DOM_OPTIONS = [1, 3, 7, 30, 90, 180, 365] as const;

export type Bound = number | null;
export type Range = { from: Bound; to: Bound };
export const NO_RANGE: Range = { from: null, to: null };

export type Scale = { min: number; max: number; step: number };
/** Slider scales. */
export const SALE_PRICE: Scale = { min: 0, max: 5_000_000, step: 25_000 };
export const LEASE_PRICE: Scale = { min: 0, max: 10_000, step: 500 };
export const SQFT: Scale = { min: 0, max: 10_000, step: 100 };
export const LOT_SIZE: Scale = { min: 0, max: 10_000, step: 100 };
export const YEAR_MIN = 1900;
export function yearScale(now: Date = new Date()): Scale {
  return { min: YEAR_MIN, max: now.getFullYear(), step: 1 };
}
/** How far the beds and baths steppers go (5+ is plenty for a home search). */
export const STEPPER_MAX = 6;

export type Filters = {
  status: Record<StatusKey, boolean>;
  type: PropertyType[];
  beds: Bound;
  baths: Bound;
  price: Range;
  dom: Range;
  year_built: Range;
  sqft: Range;
  lot_size: Range;
  sort: Sort;
  reductions: boolean;
  /** Custom flags: `name` requires the flag, `not_name` (its inverse) excludes it. */
  custom: Record<string, boolean>;
  no_hoa: boolean;
};

/** A custom boolean filter of the app (name, label, allow_inverse). */
export type CustomFilter = { name: string; label: string; allowInverse: boolean };

/** Defaults: soon, my, active, open, pocket on; pending, closed, lease off; everything else open. */
export function defaultFilters(): Filters {
  return {
    status: { soon: true, my: true, active: true, open: true, pocket: true, pending: false, closed: false, lease: false },
    type: [],
    beds: null,
    baths: null,
    price: { ...NO_RANGE },
    dom: { ...NO_RANGE },
    year_built: { ...NO_RANGE },
    sqft: { ...NO_RANGE },
    lot_size: { ...NO_RANGE },
    sort: 'newest',
    reductions: false,
    custom: {},
    no_hoa: false,
  };
}

export const isLease = (f: Filters) => f.status.lease;

/** The price slider's scale: lease prices are monthly rents. */
export function priceScale(f: Filters): Scale {
  return isLease(f) ? LEASE_PRICE : SALE_PRICE;
}

/**
 * Choosing lease clears every other status and resets the price range; choosing any other status
 * clears lease (and, when that switches from lease to sale, resets the price range). Turning a status
 * off changes nothing else.
 */
export function setStatus(f: Filters, key: StatusKey, on: boolean): Filters {
  if (!on) return { ...f, status: { ...f.status, [key]: false } };
  if (key === 'lease') {
    const status = Object.fromEntries(STATUS_KEYS.map((k) => [k, k === 'lease'])) as Filters['status'];
    return { ...f, status, price: { ...NO_RANGE } };
  }
  const wasLease = f.status.lease;
  return { ...f, status: { ...f.status, [key]: true, lease: false }, price: wasLease ? { ...NO_RANGE } : f.price };
}

export function toggleType(f: Filters, type: PropertyType, on: boolean): Filters {
  const rest = f.type.filter((t) => t !== type);
  return { ...f, type: on ? PROPERTY_TYPES.filter((t) => t === type || rest.includes(t)) : rest };
}

/** Steppers: Any, 1+, 2+ ...; minus at 1 returns to Any (null). */
export function stepUp(value: Bound, max = STEPPER_MAX): Bound {
  return value === null ? 1 : Math.min(max, value + 1);
}
export function stepDown(value: Bound): Bound {
  return value === null || value <= 1 ? null : value - 1;
}
export function stepperLabel(value: Bound): string {
  return value === null ? 'Any' : `${value}+`;
}

/** A slider at its extreme stores no bound (null): the low end for `from`, the high end for `to`. */
export function sliderRange(scale: Scale, from: number, to: number): Range {
  const lo = Math.max(scale.min, Math.min(from, to));
  const hi = Math.min(scale.max, Math.max(from, to));
  return { from: lo <= scale.min ? null : lo, to: hi >= scale.max ? null : hi };
}
/** The slider positions of a stored range (no bound sits at the extreme). */
export function sliderValues(scale: Scale, r: Range): [number, number] {
  return [r.from ?? scale.min, r.to ?? scale.max];
}

/**
 * Manual entry (price, sqft, lot size): non-digits are stripped; zero or empty clears the bound
 * (null); a value above `clampAt` (sqft: 10,000) is clamped to it.
 */
export function manualBound(text: string, clampAt?: number): Bound {
  const digits = text.replace(/\D+/g, '').replace(/^0+/, '');
  if (!digits) return null;
  const n = Number(digits.slice(0, 15));
  if (!Number.isFinite(n) || n === 0) return null;
  return clampAt !== undefined && n > clampAt ? clampAt : n;
}

/** Custom flags: setting a flag clears its inverse, and setting the inverse clears the flag. */
export const inverseKey = (name: string) => `not_${name}`;
export function setCustomFlag(f: Filters, name: string, inverse: boolean, on: boolean): Filters {
  const custom = { ...f.custom };
  const key = inverse ? inverseKey(name) : name;
  const other = inverse ? name : inverseKey(name);
  if (on) {
    custom[key] = true;
    delete custom[other];
  } else delete custom[key];
  return { ...f, custom };
}

export function setDom(f: Filters, days: number | null): Filters {
  return { ...f, dom: { from: null, to: days } };
}

/** The price as the panel shows it: $1.2M, $850K, $2,500. */
export const PANEL_PRICE: PriceOptions = { short: true, fullBelow: 10_000 };

/** A range read aloud and shown: 'Any', 'From $500K', 'Up to $1M', '$500K to $1M'. */
export function rangeText(r: Range, show: (n: number) => string = (n) => n.toLocaleString('en-US')): string {
  if (r.from === null && r.to === null) return 'Any';
  if (r.to === null) return `From ${show(r.from as number)}`;
  if (r.from === null) return `Up to ${show(r.to)}`;
  return `${show(r.from)} to ${show(r.to)}`;
}

const isBound = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;
function readRange(v: unknown): Range {
  const r = (v && typeof v === 'object' ? v : {}) as { from?: unknown; to?: unknown };
  return { from: isBound(r.from) ? r.from : null, to: isBound(r.to) ? r.to : null };
}

/**
 * Filters as stored upstream (a JSON text, perhaps older or partial) read into a whole Filters value:
 * what is missing takes its default, what is unknown is dropped.
 */
export function readFilters(raw: unknown): Filters {
  let v: unknown = raw;
  if (typeof raw === 'string') {
    try {
      v = JSON.parse(raw);
    } catch {
      v = {};
    }
  }
  const o = (v && typeof v === 'object' ? v : {}) as Record<string, unknown>;
  const d = defaultFilters();
  const status = (o.status && typeof o.status === 'object' ? o.status : {}) as Record<string, unknown>;
  for (const k of STATUS_KEYS) if (typeof status[k] === 'boolean') d.status[k] = status[k] as boolean;
  if (Array.isArray(o.type)) d.type = PROPERTY_TYPES.filter((t) => (o.type as unknown[]).includes(t));
  d.beds = isBound(o.beds) && o.beds > 0 ? o.beds : null;
  d.baths = isBound(o.baths) && o.baths > 0 ? o.baths : null;
  d.price = readRange(o.price);
  d.dom = readRange(o.dom);
  d.year_built = readRange(o.year_built);
  d.sqft = readRange(o.sqft);
  d.lot_size = readRange(o.lot_size);
  if (typeof o.sort === 'string' && (SORTS as readonly string[]).includes(o.sort)) d.sort = o.sort as Sort;
  d.reductions = o.reductions === true;
  d.no_hoa = o.no_hoa === true;
  if (o.custom && typeof o.custom === 'object') {
    for (const [k, val] of Object.entries(o.custom as Record<string, unknown>))
      if (val === true && /^[a-z0-9_]{1,40}$/.test(k)) d.custom[k] = true;
  }
  return d;
}

/** The filters written upstream: the spec's 'filters (as text)'. */
export function filtersText(f: Filters): string {
  return JSON.stringify(f);
}

/** A short summary for lists: 'Active, Open house · House, Condo · 2+ beds · Up to $1M'. */
export function filtersSummary(f: Filters): string {
  const parts: string[] = [];
  const on = STATUS_KEYS.filter((k) => f.status[k]);
  parts.push(on.length ? on.map((k) => STATUS_LABELS[k]).join(', ') : 'No status');
  if (f.type.length) parts.push(f.type.map((t) => PROPERTY_TYPE_LABELS[t]).join(', '));
  if (f.beds !== null) parts.push(`${f.beds}+ beds`);
  if (f.baths !== null) parts.push(`${f.baths}+ baths`);
  if (f.price.from !== null || f.price.to !== null) parts.push(rangeText(f.price, (n) => formatPrice(n, PANEL_PRICE)));
  return parts.join(' · ');
}
