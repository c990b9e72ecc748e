import { z } from 'zod';
import { endpoint } from './endpoint';

/**
 * Marketing: the links and pictures a brokerage hands out to bring users to
 * its app. The spec shows no calls: both paths are chosen.
 */

const HttpUrl = z.url({ protocol: /^https?$/ });

export const StoreBadge = z.object({
  store: z.enum(['app_store', 'google_play']),
  /** The store's name as the badge says it, e.g. 'App Store'. */
  label: z.string().min(1).max(60),
  /** A PNG or JPEG of the badge. */
  image_url: HttpUrl,
});

export const getMarketingLinks = endpoint({
  name: 'getMarketingLinks',
  method: 'GET',
  path: '/marketing/links',
  chosenPath: true,
  summary:
    "The caller's marketing links. invite_url opens the app's download page; an agent's carries their referral, so the users " +
    "who join through it are assigned to them (an admin's or a manager's is the brokerage's own). idx_url is the app's web home " +
    'search (IDX), null unless the app has a website (its websiteEnabled toggle). badges: the app store badges of the stores the ' +
    'app is published in, each an image to download.',
  auth: 'key',
  scope: 'any',
  body: 'query',
  request: z.object({}),
  response: z.object({ invite_url: HttpUrl, idx_url: HttpUrl.nullable(), badges: z.array(StoreBadge).max(10) }),
});

export const logMarketingEvent = endpoint({
  name: 'logMarketingEvent',
  method: 'POST',
  path: '/marketing/events',
  chosenPath: true,
  summary:
    'Record a marketing analytics event of the caller (embed_code_copied: the web IDX embed code was copied from the dashboard). ' +
    'Counts only: nothing the app shows changes.',
  auth: 'key',
  scope: 'any',
  body: 'json',
  request: z.object({ event: z.enum(['embed_code_copied']), source: z.literal('dashboard') }),
  response: z.object({ ok: z.literal(true) }),
});
