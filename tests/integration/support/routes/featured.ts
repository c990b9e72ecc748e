import { FeaturedActiveInput, FeaturedKeyInput, FeaturedRemarksInput, VideoOrderInput, VideoShowInput } from '@/lib/featured/schema';
import type { RouteCase } from '../route-case';

/** A featured listing as the upstream answers one. */
export const upstreamFeatured = {
  listing_key: 'ML81000000',
  listing_id: 'ML81000000',
  full_address: '12 Oak St',
  city: 'San Jose',
  state: 'CA',
  zip: '95112',
  price: 1_200_000,
  status: 'active',
  active: 1,
  manual: 1,
  photos: ['http://upstream.test/media/listing/ML81000000/1.png'],
  meta: { views: 42 },
  agents: [{ id: 3, name: 'Avery Agent' }],
  additional_remarks: null,
};

// Featured listings: anyone of an app with statusMyListingsEnabled changes their own; never in read-only mode.
export const routes: RouteCase[] = [
  {
    file: 'app/api/featured/route.ts',
    method: 'POST',
    path: '/api/featured',
    access: 'featured.edit',
    body: 'json',
    as: 'agent',
    schema: FeaturedKeyInput,
    sample: { key: 'ML81000000' },
    refuse: ['readOnly', 'signedOut'],
    upstream: (u) => void u.post('/featured').reply(200, { featured: upstreamFeatured }).persist(),
  },
  {
    file: 'app/api/featured/active/route.ts',
    method: 'POST',
    path: '/api/featured/active',
    access: 'featured.edit',
    body: 'json',
    as: 'agent',
    schema: FeaturedActiveInput,
    sample: { key: 'ML81000000', active: false },
    refuse: ['readOnly', 'signedOut'],
    upstream: (u) =>
      void u
        .post('/featured/active')
        .reply(200, { featured: { ...upstreamFeatured, active: 0 } })
        .persist(),
  },
  {
    file: 'app/api/featured/remove/route.ts',
    method: 'POST',
    path: '/api/featured/remove',
    access: 'featured.edit',
    body: 'json',
    as: 'agent',
    schema: FeaturedKeyInput,
    sample: { key: 'ML81000000' },
    refuse: ['readOnly', 'signedOut'],
    upstream: (u) => void u.post('/featured/delete').reply(200, { ok: true }).persist(),
  },
  {
    file: 'app/api/featured/remarks/route.ts',
    method: 'POST',
    path: '/api/featured/remarks',
    access: 'featured.edit',
    body: 'json',
    as: 'agent',
    schema: FeaturedRemarksInput,
    sample: { listingId: 'ML81000000', remarks: 'Price improved!' },
    refuse: ['readOnly', 'signedOut'],
    upstream: (u) =>
      void u
        .post('/featured/remarks')
        .reply(200, { featured: { ...upstreamFeatured, additional_remarks: 'Price improved!' } })
        .persist(),
  },
  {
    file: 'app/api/featured/suggest/route.ts',
    method: 'GET',
    path: '/api/featured/suggest?q=oak',
    access: 'featured.read',
    body: 'query',
    as: 'agent',
    refuse: ['signedOut'],
    upstream: (u) =>
      void u
        .get(/\/suggest\/address/)
        .reply(200, {
          suggestions: [{ ListingKey: 'ML81000000', FullStreetAddress: '12 Oak St', City: 'San Jose', State: 'CA', ZipCode: '95112' }],
        })
        .persist(),
  },
  {
    file: 'app/api/videos/order/route.ts',
    method: 'POST',
    path: '/api/videos/order',
    access: 'featured.video',
    body: 'json',
    as: 'agent',
    schema: VideoOrderInput,
    sample: { key: 'ML81000000', photos: [] },
    refuse: ['readOnly', 'signedOut'],
    upstream: (u) =>
      void u
        .get(/\/videos\/payment-link/)
        .reply(200, { url: 'free' })
        .persist(),
  },
  {
    file: 'app/api/videos/show/route.ts',
    method: 'POST',
    path: '/api/videos/show',
    access: 'featured.video',
    body: 'json',
    as: 'agent',
    schema: VideoShowInput,
    sample: { id: 1, show: true },
    refuse: ['readOnly', 'signedOut'],
    upstream: (u) =>
      void u
        .post('/videos/show')
        .reply(200, {
          video: { id: 1, listing_key: 'ML81000000', video_url: 'http://upstream.test/v.mp4', status: 'Ready', errored: 0, show: 1 },
        })
        .persist(),
  },
];
