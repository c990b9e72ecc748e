import { NO_STATE, POCKET_MSG, POCKET_PHOTOS_MAX, type ListingStatus } from '@/lib/pocket/rules';

/**
 * The exclusive-listing form's rules, without zod: the browser's
 * check, and the data the route handler's schema (lib/pocket/schema.ts) parses again.
 */

/** The form as typed: every field a string, as the inputs hold it. */
export type PocketValues = {
  address: string;
  hideAddress: boolean;
  city: string;
  state: string;
  zip: string;
  price: string;
  listingDate: string;
  propertyType: string;
  status: string;
  active: string;
  beds: string;
  baths: string;
  sqft: string;
  lotSize: string;
  garages: string;
  yearBuilt: string;
  publicRemarks: string;
  additionalRemarks: string;
  privateRemarks: string;
  mlsId: string;
  listAgent: string;
  license: string;
  company: string;
  disclaimer: string;
  lat: string;
  lng: string;
  photos: string[];
};

/** What the route handler receives and the service sends: numbers as numbers, 'N/A' as ''. */
export type PocketData = {
  listingKey?: string;
  address: string;
  hideAddress: boolean;
  city: string;
  state: string;
  zip: string;
  price: number;
  listingDate: string;
  propertyType: string;
  status: ListingStatus;
  active: 0 | 1;
  beds: number | null;
  baths: number | null;
  sqft: number | null;
  lotSize: number | null;
  garages: number | null;
  yearBuilt: number | null;
  publicRemarks: string;
  additionalRemarks: string;
  privateRemarks?: string;
  mlsId: string;
  listAgent: string;
  license: string;
  company: string;
  disclaimer: string;
  lat: number;
  lng: number;
  photos: string[];
};

export const EMPTY_POCKET: PocketValues = {
  address: '',
  hideAddress: false,
  city: '',
  state: NO_STATE,
  zip: '',
  price: '',
  listingDate: '',
  propertyType: '',
  status: '',
  // A new listing is Inactive until chosen otherwise.
  active: '0',
  beds: '',
  baths: '',
  sqft: '',
  lotSize: '',
  garages: '',
  yearBuilt: '',
  publicRemarks: '',
  additionalRemarks: '',
  privateRemarks: '',
  mlsId: '',
  listAgent: '',
  license: '',
  company: '',
  disclaimer: '',
  lat: '',
  lng: '',
  photos: [],
};

export const POCKET_LIMITS = {
  /** Longest address, city, agent, license, company, MLS id. */
  short: 200,
  zip: 20,
  /** Longest remarks and disclaimer. */
  long: 5000,
  price: 1_000_000_000,
} as const;

/** Not in the spec: the messages of a number that is not one. */
export const NUMBER_MSG = {
  price: 'Enter a price in dollars, above 0',
  whole: (max: number) => `Enter a whole number from 0 to ${max.toLocaleString('en-US')}`,
  baths: 'Enter a number of baths from 0 to 99, in halves (2.5)',
  year: (max: number) => `Enter a year from 1700 to ${max}`,
  lat: 'Latitude is a number from -90 to 90',
  lng: 'Longitude is a number from -180 to 180',
  tooLong: (max: number) => `At most ${max.toLocaleString('en-US')} characters`,
  date: 'Choose a date as YYYY-MM-DD',
} as const;

export const PROPERTY_TYPE_RE = /^[a-z0-9]{1,20}$/;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

export type PocketErrors = Partial<Record<keyof PocketValues, string>>;

function num(text: string): number | null {
  const t = text.trim().replace(/[$,\s]/g, '');
  if (t === '') return null;
  return /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : Number.NaN;
}

/**
 * 'Required' on address, city, zip and price; then the choices ('Please choose …'), the listing
 * date and a location with both coordinates non-zero. Numbers are checked for being numbers. Answers
 * the data to send, or each failing field's one message.
 */
export function checkPocket(
  v: PocketValues,
  opts: { agent: boolean; now?: Date } = { agent: false },
): { ok: true; data: PocketData } | { ok: false; errors: PocketErrors } {
  const errors: PocketErrors = {};
  const text = (key: 'address' | 'city' | 'zip', max: number) => {
    const t = v[key].trim();
    if (t === '') errors[key] = POCKET_MSG.required;
    else if (t.length > max) errors[key] = NUMBER_MSG.tooLong(max);
    return t;
  };
  const optional = (key: keyof PocketValues, max: number) => {
    const t = String(v[key] ?? '').trim();
    if (t.length > max) errors[key] = NUMBER_MSG.tooLong(max);
    return t;
  };
  const whole = (key: 'beds' | 'sqft' | 'lotSize' | 'garages', max: number) => {
    const n = num(v[key]);
    if (n !== null && (!Number.isInteger(n) || n < 0 || n > max)) errors[key] = NUMBER_MSG.whole(max);
    return n;
  };

  const address = text('address', POCKET_LIMITS.short);
  const city = text('city', POCKET_LIMITS.short);
  const zip = text('zip', POCKET_LIMITS.zip);
  const price = num(v.price);
  if (price === null) errors.price = POCKET_MSG.required;
  else if (!Number.isFinite(price) || price <= 0 || price > POCKET_LIMITS.price) errors.price = NUMBER_MSG.price;

  const propertyType = v.propertyType.trim();
  if (!PROPERTY_TYPE_RE.test(propertyType)) errors.propertyType = POCKET_MSG.propertyType;
  const status = v.status as ListingStatus;
  if (status !== 'active' && status !== 'pending' && status !== 'closed') errors.status = POCKET_MSG.status;
  if (v.active !== '0' && v.active !== '1') errors.active = POCKET_MSG.active;
  if (v.listingDate.trim() === '') errors.listingDate = POCKET_MSG.listingDate;
  else if (!DATE_RE.test(v.listingDate.trim()) || Number.isNaN(Date.parse(`${v.listingDate.trim()}T12:00:00Z`)))
    errors.listingDate = NUMBER_MSG.date;

  const beds = whole('beds', 99);
  const baths = num(v.baths);
  if (baths !== null && (!Number.isFinite(baths) || baths < 0 || baths > 99 || !Number.isInteger(baths * 2)))
    errors.baths = NUMBER_MSG.baths;
  const sqft = whole('sqft', 1_000_000);
  const lotSize = whole('lotSize', 100_000_000);
  const garages = whole('garages', 99);
  const maxYear = (opts.now ?? new Date()).getUTCFullYear() + 3;
  const yearBuilt = num(v.yearBuilt);
  if (yearBuilt !== null && (!Number.isInteger(yearBuilt) || yearBuilt < 1700 || yearBuilt > maxYear))
    errors.yearBuilt = NUMBER_MSG.year(maxYear);

  const lat = num(v.lat);
  const lng = num(v.lng);
  if (lat !== null && Number.isFinite(lat) && Math.abs(lat) > 90) errors.lat = NUMBER_MSG.lat;
  else if (lng !== null && Number.isFinite(lng) && Math.abs(lng) > 180) errors.lng = NUMBER_MSG.lng;
  else if (lat === null || lng === null || !Number.isFinite(lat) || !Number.isFinite(lng) || lat === 0 || lng === 0)
    errors.lat = POCKET_MSG.location;

  const data = {
    address,
    hideAddress: v.hideAddress === true,
    city,
    state: v.state.trim() === NO_STATE ? '' : optional('state', 50),
    zip,
    price: price ?? 0,
    listingDate: v.listingDate.trim(),
    propertyType,
    status,
    active: (v.active === '1' ? 1 : 0) as 0 | 1,
    beds,
    baths,
    sqft,
    lotSize,
    garages,
    yearBuilt,
    publicRemarks: optional('publicRemarks', POCKET_LIMITS.long),
    additionalRemarks: optional('additionalRemarks', POCKET_LIMITS.long),
    ...(opts.agent ? { privateRemarks: optional('privateRemarks', POCKET_LIMITS.long) } : {}),
    mlsId: optional('mlsId', POCKET_LIMITS.short),
    listAgent: optional('listAgent', POCKET_LIMITS.short),
    license: optional('license', POCKET_LIMITS.short),
    company: optional('company', POCKET_LIMITS.short),
    disclaimer: optional('disclaimer', POCKET_LIMITS.long),
    lat: lat ?? 0,
    lng: lng ?? 0,
    photos: v.photos.slice(0, POCKET_PHOTOS_MAX),
  } satisfies PocketData;
  if (v.photos.length > POCKET_PHOTOS_MAX) errors.photos = POCKET_MSG.photosFull(POCKET_PHOTOS_MAX);
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, data };
}

/** Whether geocoding may be asked (address, city and zip given). */
export function canGeocode(v: Pick<PocketValues, 'address' | 'city' | 'zip'>): boolean {
  return v.address.trim() !== '' && v.city.trim() !== '' && v.zip.trim() !== '';
}
