import { formatPrice } from '@/lib/format';
import type { VideoState } from '@/lib/featured/rules';
import { GENERIC_ERROR } from '@/lib/messages';

/**
 * Exclusive ('pocket') listings: the screen's texts, the label
 * mappings and the rules the list, the form and the route handlers share.
 */

/** An exclusive listing's key in an address (/pocket/{key}): letters, digits, _ . - and at most 100 of them. */
export const POCKET_KEY = /^[\w.-]{1,100}$/;

export const POCKET_MSG = {
  saved: 'Listing saved',
  saveFailed: 'An error occurred. Please try again later.',
  loadFailed: GENERIC_ERROR,
  deleted: 'Listing deleted',
  deleteFailed: GENERIC_ERROR,
  /** Not in the spec, which asks only for a confirmation. */
  confirmDelete: 'Delete this listing? It leaves the app at once and cannot be brought back.',
  required: 'Required',
  propertyType: 'Please choose a property type',
  status: 'Please choose a status',
  active: 'Please choose an active status',
  listingDate: 'Please choose a listing date',
  location: 'A location/geocoding is required',
  geocodeMissing: 'Please enter all required address fields before geocoding.',
  geocodeNone: 'Unable to geocode based off this address.',
  geocodeFailed: 'Unable to geocode. Please try again later.',
  /** Not in the spec: where the geocoded point landed. */
  geocoded: 'Location found: drag the marker to fine-tune it.',
  photoUploaded: 'Photo uploaded',
  photoFailed: GENERIC_ERROR,
  removePhoto: 'Remove this photo?',
  photoGuidance: 'about 300-400 KB per photo and up to 1600 px wide',
  /** Not in the spec, which asks for these alerts without their words. */
  photoReadAborted: 'The photo was not read: its upload was stopped.',
  photoReadFailed: 'The photo could not be read. Choose a JPEG or PNG file.',
  photoType: 'Please choose a JPEG or PNG image.',
  photoOne: 'Upload one photo at a time.',
  photosFull: (max: number) => `A listing has at most ${max} photos: remove one first.`,
  notFound: 'This listing does not exist, or is not one of yours.',
  /** The three states of the list (the spec leaves their layout open). */
  automated:
    'Your exclusive listings come from an automated feed, so they are not entered by hand here. To add or change one, update it at its source: the feed brings the change within a day.',
  automatedAction: 'To enter listings by hand instead, ask your account manager to switch the automated feed off.',
  disabled: 'Exclusive listings are not enabled for your app.',
  disabledAction:
    'Exclusive listings let you show homes that are not on the MLS to your app’s users. Ask your account manager to turn them on.',
  empty: 'No exclusive listings yet',
} as const;

/** At most this many photos per listing (as many as real listings carry). */
export const POCKET_PHOTOS_MAX = 30;
/** What the dashboard sends upstream of a photo: at most this wide (the spec's guidance). */
export const PHOTO_MAX_WIDTH = 1600;
/** A photo as an agent's camera takes it: up to 25 MB arrives, the server scales it down. */
export const POCKET_PHOTO_MAX_BYTES = 25 * 1024 * 1024;

export type ListingStatus = 'active' | 'pending' | 'closed';

/** Listing status: closed reads 'Sold'. */
export const LISTING_STATUS: Record<ListingStatus, string> = { active: 'Active', pending: 'Pending', closed: 'Sold' };
export const STATUS_OPTIONS = (Object.keys(LISTING_STATUS) as ListingStatus[]).map((value) => ({ value, label: LISTING_STATUS[value] }));

/** Property type: the stored value's label in the table. */
export function propertyTypeLabel(value: string | null | undefined): string {
  switch (value) {
    case 'sfamily':
      return 'House';
    case 'condo':
    case 'townhouse':
    case 'studio':
      return 'Condo / Townhouse';
    case 'mfr':
    case 'mfr433':
    case 'mobileland':
      return 'Mobile / Manufactured';
    case 'land':
      return 'Land';
    case 'mfamily':
      return 'Multi-Family';
    case 'resinc':
      return 'Income Property';
    default:
      return 'Other';
  }
}

/** The six the form offers ('Multi-family' in the form). */
export const FORM_PROPERTY_TYPES = [
  { value: 'sfamily', label: 'House' },
  { value: 'condo', label: 'Condo / Townhouse' },
  { value: 'mfamily', label: 'Multi-family' },
  { value: 'mobileland', label: 'Mobile / Manufactured' },
  { value: 'land', label: 'Land' },
  { value: 'other', label: 'Other' },
] as const;
export type FormPropertyType = (typeof FORM_PROPERTY_TYPES)[number]['value'];

/**
 * The form's choices for a listing: the six, and a stored type outside them (a 'townhouse' from an
 * older form) kept as it is, so editing never changes it unasked.
 */
export function propertyTypeOptions(current: string): { value: string; label: string }[] {
  const six: { value: string; label: string }[] = [...FORM_PROPERTY_TYPES];
  return current && !six.some((o) => o.value === current) ? [...six, { value: current, label: propertyTypeLabel(current) }] : six;
}

/** Active on app. */
export const ACTIVE_OPTIONS = [
  { value: '1', label: 'Active' },
  { value: '0', label: 'Inactive' },
] as const;

export const US_STATES = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['PR', 'Puerto Rico'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
] as const;

export const CA_PROVINCES = [
  ['AB', 'Alberta'],
  ['BC', 'British Columbia'],
  ['MB', 'Manitoba'],
  ['NB', 'New Brunswick'],
  ['NL', 'Newfoundland and Labrador'],
  ['NS', 'Nova Scotia'],
  ['NT', 'Northwest Territories'],
  ['NU', 'Nunavut'],
  ['ON', 'Ontario'],
  ['PE', 'Prince Edward Island'],
  ['QC', 'Quebec'],
  ['SK', 'Saskatchewan'],
  ['YT', 'Yukon'],
] as const;

/** The state/province choice that saves as empty. */
export const NO_STATE = 'N/A';

export type StateGroup = { label: string; options: { value: string; label: string }[] };

/**
 * The state/province select: 'N/A', the US states when the app's countries are empty or include
 * us, the Canadian provinces when they include ca.
 */
export function stateGroups(countries: readonly string[]): StateGroup[] {
  const c = countries.map((x) => x.toLowerCase());
  const groups: StateGroup[] = [{ label: 'None', options: [{ value: NO_STATE, label: NO_STATE }] }];
  if (c.length === 0 || c.includes('us'))
    groups.push({ label: 'United States', options: US_STATES.map(([value, label]) => ({ value, label })) });
  if (c.includes('ca')) groups.push({ label: 'Canada', options: CA_PROVINCES.map(([value, label]) => ({ value, label })) });
  return groups;
}

/** The three states of the list page. */
export type PocketState = 'automated' | 'disabled' | 'enabled';

export function pocketState(toggles: { pocketListingsEnabled?: boolean; pocketListingsAutomated?: boolean }): PocketState {
  if (toggles.pocketListingsAutomated) return 'automated';
  if (!toggles.pocketListingsEnabled) return 'disabled';
  return 'enabled';
}

/** A row of the list, in the app's words. */
export type PocketRow = {
  key: string;
  address: string;
  /** City, state and zip. */
  place: string;
  hideAddress: boolean;
  photo: string | null;
  photos: string[];
  photoCount: number;
  beds: number | null;
  baths: number | null;
  propertyType: string;
  status: string;
  price: string;
  active: boolean;
  agent: string;
  availableGlobally: boolean;
  /** From the automated feed: no manual form. */
  automated: boolean;
  video: VideoState;
};

export function statusLabel(status: string): string {
  return LISTING_STATUS[status as ListingStatus] ?? status;
}

export function pocketRow(
  p: {
    listing_key: string;
    full_address: string;
    city: string;
    state: string;
    zip: string;
    hide_address: number;
    photos: string[];
    beds: number | null;
    baths: number | null;
    property_type: string;
    status: string;
    price: number;
    active: number;
    display_name: string | null;
    available_globally: number;
    tp_id?: string | null;
  },
  video: VideoState = { kind: 'none' },
): PocketRow {
  return {
    key: p.listing_key,
    address: p.full_address,
    place: [p.city, [p.state, p.zip].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    hideAddress: p.hide_address === 1,
    photo: p.photos[0] ?? null,
    photos: p.photos,
    photoCount: p.photos.length,
    beds: p.beds,
    baths: p.baths,
    propertyType: propertyTypeLabel(p.property_type),
    status: statusLabel(p.status),
    price: formatPrice(p.price),
    active: p.active === 1,
    agent: p.display_name ?? '',
    availableGlobally: p.available_globally === 1,
    automated: Boolean(p.tp_id),
    video,
  };
}

/** Unix seconds of a form date (YYYY-MM-DD, read as noon UTC so no zone moves it a day), and back. */
export function dateToUnix(date: string): number {
  return Math.floor(Date.parse(`${date}T12:00:00Z`) / 1000);
}

export function unixToDate(seconds: number | null | undefined): string {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0) return '';
  return new Date(seconds * 1000).toISOString().slice(0, 10);
}
