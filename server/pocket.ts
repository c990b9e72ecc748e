import 'server-only';
import { NO_STATE, POCKET_MSG, POCKET_PHOTO_MAX_BYTES, pocketRow, unixToDate, dateToUnix, type PocketRow } from '@/lib/pocket/rules';
import type { PocketValues } from '@/lib/pocket/check';
import type { PocketInput } from '@/lib/pocket/schema';
import { callerOf } from '@/server/upstream/caller';
import { config } from '@/server/config';
import { latestVideos } from '@/server/featured';
import { failedAs, HttpError } from '@/server/http';
import { readImageUpload } from '@/server/files/images';
import { outgoingGet, readCapped } from '@/server/files/outgoing';
import type { Session } from '@/server/session';
import { call } from '@/server/upstream/client';
import { pocket } from '@/server/upstream/contract';
import type { PocketListing } from '@/server/upstream/contract/pocket';
import { UpstreamError } from '@/server/upstream/errors';

/** The caller's exclusive listings as the list's rows, with each listing's latest video when videos are on. */
export async function listPockets(session: Session, withVideos: boolean): Promise<PocketRow[]> {
  const [{ pockets }, videoOf] = await Promise.all([call(pocket.listPockets, {}, callerOf(session)), latestVideos(session, withVideos)]);
  return pockets.map((p) => pocketRow(p, videoOf(p.listing_key)));
}

const num = (n: number | null | undefined) => (typeof n === 'number' && Number.isFinite(n) ? String(n) : '');

/** The form's values of a stored listing (an active listing is preset to Active; 'N/A' for no state). */
export function pocketValues(p: PocketListing): PocketValues {
  return {
    address: p.full_address,
    hideAddress: p.hide_address === 1,
    city: p.city,
    state: p.state.trim() === '' ? NO_STATE : p.state,
    zip: p.zip,
    price: num(p.price),
    listingDate: unixToDate(p.listing_date),
    propertyType: p.property_type,
    status: p.status,
    active: p.active === 1 ? '1' : '0',
    beds: num(p.beds),
    baths: num(p.baths),
    sqft: num(p.building_size),
    lotSize: num(p.lotsize_sqft),
    garages: num(p.garages),
    yearBuilt: num(p.year_built),
    publicRemarks: p.public_remarks,
    additionalRemarks: p.additional_remarks,
    privateRemarks: p.private_remarks ?? '',
    mlsId: p.listing_id,
    listAgent: p.list_agent_name,
    license: p.list_agent_license,
    company: p.list_agent_company,
    disclaimer: p.disclaimer,
    lat: p.lat === 0 ? '' : String(p.lat),
    lng: p.lng === 0 ? '' : String(p.lng),
    photos: p.photos,
  };
}

/** One of the caller's listings for the edit form; null when the upstream has none by that key (the page's not-found). */
export async function getPocket(session: Session, key: string): Promise<PocketListing | null> {
  try {
    return (await call(pocket.getPocket, { listing_key: key }, callerOf(session))).pocket;
  } catch (err) {
    if (err instanceof UpstreamError && err.kind === 'upstream' && err.status === 404 && !err.sessionExpired) return null;
    throw err;
  }
}

/** Create or save a listing; the spec's failure text, with the upstream's reason for a refusal of what was sent. */
export async function savePocket(session: Session, input: PocketInput): Promise<PocketListing> {
  try {
    const { pocket: saved } = await call(
      pocket.savePocket,
      {
        ...(input.listingKey ? { listing_key: input.listingKey } : {}),
        full_address: input.address,
        hide_address: input.hideAddress ? 1 : 0,
        city: input.city,
        state: input.state === NO_STATE ? '' : input.state,
        zip: input.zip,
        price: input.price,
        listing_date: dateToUnix(input.listingDate),
        property_type: input.propertyType,
        status: input.status,
        active: input.active,
        beds: input.beds,
        baths: input.baths,
        building_size: input.sqft,
        lotsize_sqft: input.lotSize,
        garages: input.garages,
        year_built: input.yearBuilt,
        public_remarks: input.publicRemarks,
        additional_remarks: input.additionalRemarks,
        ...(input.privateRemarks !== undefined ? { private_remarks: input.privateRemarks } : {}),
        disclaimer: input.disclaimer,
        listing_id: input.mlsId,
        list_agent_name: input.listAgent,
        list_agent_license: input.license,
        list_agent_company: input.company,
        lat: input.lat,
        lng: input.lng,
        photos: input.photos,
      },
      callerOf(session),
    );
    return saved;
  } catch (err) {
    failedAs(err, POCKET_MSG.saveFailed);
  }
}

export async function deletePocket(session: Session, key: string): Promise<void> {
  try {
    await call(pocket.deletePocket, { listing_key: key }, callerOf(session));
  } catch (err) {
    failedAs(err, POCKET_MSG.deleteFailed);
  }
}

const PHOTO_MESSAGES = {
  tooLarge: `The photo must be ${POCKET_PHOTO_MAX_BYTES / 1024 / 1024} MB or smaller.`,
  missing: 'Please choose a photo.',
  wrongType: POCKET_MSG.photoType,
} as const;

/**
 * One photo from the raw request body: judged by its content (JPEG or PNG), scaled to 1600 px wide,
 * turned upright and stripped of its metadata (server/files/photo-clean.ts), then stored upstream. Answers
 * its URL and its size after cleaning.
 */
export async function uploadPocketPhoto(
  session: Session,
  req: Request,
): Promise<{ photo: string; width: number; height: number; bytes: number }> {
  const { file, width, height } = await readImageUpload(req, POCKET_PHOTO_MAX_BYTES, PHOTO_MESSAGES);
  try {
    const { photo } = await call(pocket.uploadPocketPhoto, {}, callerOf(session), { files: { file } });
    return { photo, width, height, bytes: file.size };
  } catch (err) {
    failedAs(err, POCKET_MSG.photoFailed);
  }
}

/** How long the geocoder may take before the form says to try again. */
const GEOCODE_TIMEOUT_MS = 8000;
/** A search answer of one hit is a few KB; more is not a geocoder's answer. */
const GEOCODE_MAX_BYTES = 256 * 1024;
const GEOCODE_MAX_REDIRECTS = 3;

/**
 * 'Geocode address': the configured Nominatim-compatible search, asked by this server with the
 * address parts (structured query). Answers the first hit; 404 'Unable to geocode based off this
 * address.' for none; 502 'Unable to geocode. Please try again later.' for a failure or no geocoder.
 */
export async function geocode(parts: {
  address: string;
  city: string;
  state: string;
  zip: string;
}): Promise<{ lat: number; lng: number; label: string }> {
  const base = config().geocoderUrl;
  if (!base) throw new HttpError(502, POCKET_MSG.geocodeFailed);
  const url = new URL(base);
  url.searchParams.set('street', parts.address);
  url.searchParams.set('city', parts.city);
  if (parts.state && parts.state !== NO_STATE) url.searchParams.set('state', parts.state);
  url.searchParams.set('postalcode', parts.zip);
  url.searchParams.set('format', 'jsonv2');
  url.searchParams.set('limit', '1');
  let hits: unknown;
  try {
    const res = await outgoingGet(url, {
      headers: { Accept: 'application/json', 'User-Agent': 'broker-dashboard (exclusive listings geocoding)' },
      signal: AbortSignal.timeout(GEOCODE_TIMEOUT_MS),
      // The operator's geocoder (the upstream's gazetteer in demo mode) is reached wherever it is;
      // a redirect elsewhere must lead to a public address.
      trustedOrigins: [url.origin, new URL(config().upstreamUrl).origin],
      maxRedirects: GEOCODE_MAX_REDIRECTS,
    });
    if (!res.statusCode || res.statusCode < 200 || res.statusCode >= 300) {
      res.resume();
      throw new Error(`geocoder answered ${res.statusCode}`);
    }
    hits = JSON.parse((await readCapped(res, GEOCODE_MAX_BYTES)).toString('utf8'));
  } catch {
    throw new HttpError(502, POCKET_MSG.geocodeFailed);
  }
  const first = Array.isArray(hits) ? (hits[0] as { lat?: unknown; lon?: unknown; display_name?: unknown } | undefined) : undefined;
  if (!first) throw new HttpError(404, POCKET_MSG.geocodeNone);
  const lat = Number(first.lat);
  const lng = Number(first.lon);
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180 || lat === 0 || lng === 0) {
    throw new HttpError(404, POCKET_MSG.geocodeNone);
  }
  return { lat, lng, label: typeof first.display_name === 'string' ? first.display_name.slice(0, 300) : '' };
}
