import { MarketingEventInput } from '@/lib/marketing/schema';
import { PNG, type RouteCase } from '../route-case';
import { upstreamAs } from '../upstream';

// Marketing: every signed-in user, read-only mode included (the analytics event only counts a copy).
const REFUSED = ['signedOut'] as const;

/** The marketing links as the upstream answers them (the badges' and the icon's pictures on the upstream's host). */
export const upstreamLinks = {
  invite_url: 'http://upstream.test/invite/acme',
  idx_url: 'http://upstream.test/idx/acme',
  badges: [
    { store: 'app_store', label: 'App Store', image_url: 'http://upstream.test/media/badge/app_store.png' },
    { store: 'google_play', label: 'Google Play', image_url: 'http://upstream.test/media/badge/google_play.png' },
  ],
};

export const routes: RouteCase[] = [
  {
    file: 'app/api/marketing/qr/route.ts',
    method: 'GET',
    path: '/api/marketing/qr',
    access: 'marketing.read',
    body: 'none',
    refuse: [...REFUSED],
    upstream: (u) => void u.get('/marketing/links').reply(200, upstreamLinks).persist(),
  },
  {
    file: 'app/api/marketing/badges/route.ts',
    method: 'GET',
    path: '/api/marketing/badges',
    access: 'marketing.read',
    body: 'none',
    refuse: [...REFUSED],
    upstream: (u) => {
      u.get('/marketing/links').reply(200, upstreamLinks).persist();
      // The pictures are fetched as from any other host: no key, no mode.
      upstreamAs('signedOut')
        .get(/\/media\/badge\/\w+\.png/)
        .reply(200, PNG, { 'content-type': 'image/png' })
        .persist();
    },
  },
  {
    file: 'app/api/marketing/icon/route.ts',
    method: 'GET',
    path: '/api/marketing/icon',
    access: 'marketing.read',
    body: 'none',
    refuse: [...REFUSED],
    upstream: () => void upstreamAs('signedOut').get('/icon.png').reply(200, PNG, { 'content-type': 'image/png' }).persist(),
  },
  {
    file: 'app/api/marketing/events/route.ts',
    method: 'POST',
    path: '/api/marketing/events',
    access: 'marketing.event',
    body: 'json',
    schema: MarketingEventInput,
    sample: { event: 'embed_code_copied' },
    refuse: [...REFUSED],
    upstream: (u) => void u.post('/marketing/events').reply(200, { ok: true }).persist(),
  },
];
