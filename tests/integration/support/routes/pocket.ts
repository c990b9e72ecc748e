import { VideoOrderInput, VideoShowInput } from '@/lib/featured/schema';
import { PocketInput, PocketKeyInput } from '@/lib/pocket/schema';
import type { RouteCase } from '../route-case';
import { upstreamAs } from '../upstream';
import type { Role } from '../sessions';

/** A pocket listing as the upstream answers one. */
export const upstreamPocket = {
  id: 1,
  listing_key: 'PKTACME01',
  listing_id: '',
  full_address: '1420 Dolores St',
  hide_address: 0,
  city: 'San Francisco',
  state: 'CA',
  zip: '94110',
  beds: 4,
  baths: 3,
  building_size: 2350,
  lotsize_sqft: 5640,
  garages: 1,
  year_built: 1920,
  price: 1_895_000,
  list_agent_name: 'Avery Agent',
  list_agent_license: '',
  list_agent_company: 'Acme Realty',
  public_remarks: 'Edwardian.',
  additional_remarks: '',
  private_remarks: '',
  disclaimer: '',
  listing_date: 1_790_000_000,
  lat: 37.7539,
  lng: -122.4178,
  photos: ['http://upstream.test/media/uploads/pocket-1.jpg'],
  property_type: 'sfamily',
  status: 'active',
  active: 1,
};

/** A valid form body (POST /api/pocket). */
export const pocketSample = {
  address: '1420 Dolores St',
  hideAddress: false,
  city: 'San Francisco',
  state: 'CA',
  zip: '94110',
  price: 1_895_000,
  listingDate: '2026-11-20',
  propertyType: 'sfamily',
  status: 'active',
  active: 1,
  beds: 4,
  baths: 3,
  sqft: 2350,
  lotSize: null,
  garages: 1,
  yearBuilt: 1920,
  publicRemarks: 'Edwardian.',
  additionalRemarks: '',
  privateRemarks: 'Call first.',
  mlsId: '',
  listAgent: 'Avery Agent',
  license: '',
  company: 'Acme Realty',
  disclaimer: '',
  lat: 37.7539,
  lng: -122.4178,
  photos: ['http://upstream.test/media/uploads/pocket-1.jpg'],
};

// Exclusive listings: admins, and agents when the app allows them; changes only when entered by hand (not automated),
// never in read-only mode nor on the hiding template; managers never.
const NOT_POCKET: Role[] = ['manager', 'readOnly', 'premierAdmin', 'signedOut'];

export const routes: RouteCase[] = [
  {
    file: 'app/api/pocket/route.ts',
    method: 'POST',
    path: '/api/pocket',
    access: 'pocket.edit',
    body: 'json',
    as: 'agent',
    schema: PocketInput,
    sample: pocketSample,
    refuse: NOT_POCKET,
    upstream: (u) => void u.post('/pocket').reply(200, { pocket: upstreamPocket }).persist(),
  },
  {
    file: 'app/api/pocket/delete/route.ts',
    method: 'POST',
    path: '/api/pocket/delete',
    access: 'pocket.edit',
    body: 'json',
    as: 'agent',
    schema: PocketKeyInput,
    sample: { key: 'PKTACME01' },
    refuse: NOT_POCKET,
    upstream: (u) => void u.post('/pocket/delete').reply(200, { ok: true }).persist(),
  },
  {
    file: 'app/api/pocket/photo/route.ts',
    method: 'POST',
    path: '/api/pocket/photo',
    access: 'pocket.edit',
    body: 'photo',
    as: 'agent',
    refuse: NOT_POCKET,
    upstream: (u) => void u.post('/pocket/photo').reply(200, { photo: 'http://upstream.test/media/uploads/pocket-2.png' }).persist(),
  },
  {
    file: 'app/api/pocket/geocode/route.ts',
    method: 'GET',
    path: '/api/pocket/geocode?address=1420%20Dolores%20St&city=San%20Francisco&zip=94110',
    access: 'pocket.geocode',
    body: 'query',
    as: 'agent',
    refuse: ['manager', 'premierAdmin', 'signedOut'],
    // The geocoder is another service: it gets no key and no mode.
    upstream: () =>
      void upstreamAs('signedOut')
        .get(/\/geocode\/search/)
        .reply(200, [{ lat: '37.7599', lon: '-122.4148', display_name: 'San Francisco, CA 94110' }])
        .persist(),
  },
  {
    file: 'app/api/pocket/video/route.ts',
    method: 'POST',
    path: '/api/pocket/video',
    access: 'pocket.video',
    body: 'json',
    as: 'agent',
    schema: VideoOrderInput,
    sample: { key: 'PKTACME01', photos: [] },
    refuse: NOT_POCKET,
    upstream: (u) =>
      void u
        .get(/\/videos\/payment-link/)
        .reply(200, { url: 'free' })
        .persist(),
  },
  {
    file: 'app/api/pocket/video/show/route.ts',
    method: 'POST',
    path: '/api/pocket/video/show',
    access: 'pocket.video',
    body: 'json',
    as: 'agent',
    schema: VideoShowInput,
    sample: { id: 1, show: true },
    refuse: NOT_POCKET,
    upstream: (u) =>
      void u
        .post('/videos/show')
        .reply(200, {
          video: { id: 1, listing_key: 'PKTACME01', video_url: 'http://upstream.test/v.mp4', status: 'Ready', errored: 0, show: 1 },
        })
        .persist(),
  },
];
