import type { RouteCase } from '../route-case';

export const routes: RouteCase[] = [
  {
    file: 'app/api/listings/[listingKey]/route.ts',
    method: 'GET',
    path: '/api/listings/L-1',
    params: { listingKey: 'L-1' },
    access: 'listing.read',
    body: 'none',
    refuse: ['signedOut'],
    upstream: (u) =>
      void u
        .get('/listings/L-1')
        .reply(200, {
          listing_key: 'L-1',
          full_address: '1 Main St',
          city: 'San Francisco',
          state: 'CA',
          zip: '94103',
          price: 1000000,
          photos: [],
          beds: 2,
          baths: 1,
          lot_size: null,
          listing_date: null,
          details_list: [],
          description: null,
          mls: { mls_disclaimer: null },
        })
        .persist(),
  },
  { file: 'app/api/health/route.ts', method: 'GET', path: '/api/health', access: 'public', body: 'none', refuse: [] },
  { file: 'app/training/route.ts', method: 'GET', path: '/training', access: 'public', body: 'none', refuse: [], ok: 307 },
];
