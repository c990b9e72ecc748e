import { z } from 'zod';
import { endpoint, Id, Ok } from './endpoint';

/**
 * Featured listings. The spec shows no paths: chosen. An agent sees and changes their own featured
 * listings; a manager those of their offices' agents; an admin the app's. The AI videos below are another
 * part of the contract.
 */

export const FEATURED_STATUSES = ['active', 'pending', 'closed', 'coming soon'] as const;
export const FeaturedStatus = z.enum(FEATURED_STATUSES);

export const REMARKS_MAX = 1000;

export const FeaturedListing = z.object({
  listing_key: z.string(),
  /** The MLS number shown as Listing ID. */
  listing_id: z.string(),
  full_address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  price: z.number(),
  status: FeaturedStatus,
  /** 0: hidden from the app. */
  active: z.number().int().min(0).max(1),
  /** 1: added by hand (may be removed); 0: featured automatically from the agent's MLS listings. */
  manual: z.number().int().min(0).max(1),
  photos: z.array(z.string()),
  meta: z.object({ views: z.number().int().nonnegative() }),
  agents: z.array(z.object({ id: Id, name: z.string() })),
  additional_remarks: z.string().nullable(),
});
export type FeaturedListing = z.output<typeof FeaturedListing>;

const Key = z.string().min(1).max(100);

export const listFeatured = endpoint({
  name: 'listFeatured',
  method: 'GET',
  path: '/featured',
  chosenPath: true,
  summary:
    "The caller's featured listings (an agent's own, a manager's offices' agents', an admin's app's), manual and automatic, " +
    "newest first. template 'premier' answers the premier list of the one template variant.",
  auth: 'key',
  scope: 'any',
  body: 'query',
  request: z.object({ template: z.enum(['premier']).optional() }),
  response: z.object({ featureds: z.array(FeaturedListing) }),
});

export const addFeatured = endpoint({
  name: 'addFeatured',
  method: 'POST',
  path: '/featured',
  chosenPath: true,
  summary:
    'Feature a listing by its key, by hand (manual 1, shown): for an agent among their own, for an admin or a manager the ' +
    "app's. 404 for a key no listing has, 409 when it is featured already. Answers the featured listing.",
  auth: 'key',
  scope: 'any',
  body: 'json',
  request: z.object({ key: Key }),
  response: z.object({ featured: FeaturedListing }),
});

export const setFeaturedActive = endpoint({
  name: 'setFeaturedActive',
  method: 'POST',
  path: '/featured/active',
  chosenPath: true,
  summary: "Hide (active 0) or unhide (active 1) one of the caller's featured listings in the app. Answers the featured listing.",
  auth: 'key',
  scope: 'any',
  body: 'json',
  request: z.object({ key: Key, active: z.union([z.literal(0), z.literal(1)]) }),
  response: z.object({ featured: FeaturedListing }),
});

export const deleteFeatured = endpoint({
  name: 'deleteFeatured',
  method: 'POST',
  path: '/featured/delete',
  chosenPath: true,
  summary: "Remove one of the caller's manual featured listings; an automatic one is refused (403).",
  auth: 'key',
  scope: 'any',
  body: 'json',
  request: z.object({ key: Key }),
  response: Ok,
});

export const updateFeaturedRemarks = endpoint({
  name: 'updateFeaturedRemarks',
  method: 'POST',
  path: '/featured/remarks',
  chosenPath: true,
  summary:
    "Set the additional remarks of one of the caller's featured listings, by its listing id ('' clears them). Answers the featured listing.",
  auth: 'key',
  scope: 'any',
  body: 'json',
  request: z.object({ listing_id: z.string().min(1).max(100), remarks: z.string().max(REMARKS_MAX) }),
  response: z.object({ featured: FeaturedListing }),
});

/**
 * AI listing videos, one per listing. An order goes
 * through the payment link: 'free' when nothing is to pay (the video is ordered at once), else a payment
 * page whose payment orders it. An ordered video is processed (status words) until it is ready (video_url)
 * or errored. The caller sees the videos of the listings they see.
 */
export const Video = z.object({
  id: Id,
  listing_key: z.string(),
  video_url: z.string().nullable(),
  /** What the processing is doing now ('Queued', 'Rendering scenes' …); 'Ready' once done. */
  status: z.string(),
  errored: z.number().int().min(0).max(1),
  /** 1: shown on the listing in the app. */
  show: z.number().int().min(0).max(1),
});
export type Video = z.output<typeof Video>;

export const VIDEO_PHOTOS = { min: 6, max: 10 } as const;

export const listVideos = endpoint({
  name: 'listVideos',
  method: 'GET',
  path: '/videos',
  chosenPath: true,
  summary: "The videos ordered for the caller's listings (an agent's own, an admin's app's), paid or free, in every state; newest first.",
  auth: 'key',
  scope: 'any',
  body: 'query',
  request: z.object({}),
  response: z.object({ videos: z.array(Video) }),
});

export const toggleVideo = endpoint({
  name: 'toggleVideo',
  method: 'POST',
  path: '/videos/show',
  chosenPath: true,
  summary: 'Show (1) or stop showing (0) a ready video on its listing in the app. 409 when the video is not ready. Answers the video.',
  auth: 'key',
  scope: 'any',
  body: 'json',
  request: z.object({ id: Id, show: z.union([z.literal(0), z.literal(1)]) }),
  response: z.object({ video: Video }),
});

export const videoPaymentLink = endpoint({
  name: 'videoPaymentLink',
  method: 'GET',
  path: '/videos/payment-link',
  chosenPath: true,
  summary:
    "Order a video of a listing the caller sees: `photos` are 6 to 10 of the listing's photo URLs joined by commas (none: the " +
    "AI chooses); `client` says which screen asks; `type` is 'pocket' for an exclusive listing. Answers url: the payment page " +
    "to open, or the word 'free' when the order is placed at once. 409 when the listing has a video that is not errored.",
  auth: 'key',
  scope: 'any',
  body: 'query',
  request: z.object({
    listing_key: z.string().min(1).max(100),
    client: z.enum(['dashboard', 'broker']),
    photos: z.string().max(20_000).optional(),
    type: z.enum(['pocket']).optional(),
  }),
  response: z.object({ url: z.string() }),
});
