import { formatPrice } from '@/lib/format';

/**
 * Featured listings: the
 * screen's row, its labels and texts, and the rules of which actions a row offers.
 */

export const FEATURED_MSG = {
  empty: 'No featured listings',
  hidden: 'Listing hidden',
  unhidden: 'Listing unhidden',
  updateFailed: 'Error updating',
  removed: 'Listing removed',
  removeFailed: 'Error removing listing',
  added: 'Listing added',
  addFailed: 'Error adding listing',
  remarksUpdated: 'Remarks updated',
  remarksFailed: 'Error updating remarks',
  confirmRemove: 'Are you sure you want to remove this listing?',
} as const;

export const REMARKS_MAX = 1000;

/** The video column's texts: a listing's video and its order. */
export const VIDEO_MSG = {
  column: 'Create Super Listing',
  generate: 'Generate Video',
  minPhotos: 'If selecting photos, you must select at least 6 photos',
  maxPhotos: 'You can only select up to 10 photos',
  confirm: 'Are you sure you want to generate a video for this listing?',
  toggleFailed: 'Error toggling video',
  paymentFailed: 'Error getting payment link',
  photosWarning: 'Could not load all photos',
  noPhotos: 'No photos',
  error: 'Error',
  showOnListing: 'Show on listing',
  /** Not in the spec: the toasts of an order placed and of the switch. */
  ordered: 'Your video is being made.',
  paymentOpened: 'Complete the payment in the new tab, then press Refresh.',
  shown: 'Video shown on the listing',
  hiddenVideo: 'Video no longer shown on the listing',
} as const;

export const VIDEO_PHOTOS = { min: 6, max: 10 } as const;

/** A video order's photos: none (the AI chooses) or 6 to 10. */
export function checkVideoPhotos(count: number): string | null {
  if (count === 0) return null;
  if (count < VIDEO_PHOTOS.min) return VIDEO_MSG.minPhotos;
  if (count > VIDEO_PHOTOS.max) return VIDEO_MSG.maxPhotos;
  return null;
}

/** A listing's video: none, processing (status words), ready (download, shown or not) or errored. */
export type VideoState =
  | { kind: 'none' }
  | { kind: 'processing'; status: string }
  | { kind: 'ready'; id: number; url: string; show: boolean }
  | { kind: 'errored' };

export function videoState(
  video: { id: number; video_url: string | null; status: string; errored: number; show: number } | undefined,
): VideoState {
  if (!video) return { kind: 'none' };
  if (video.errored === 1) return { kind: 'errored' };
  if (video.video_url) return { kind: 'ready', id: video.id, url: video.video_url, show: video.show === 1 };
  return { kind: 'processing', status: video.status };
}

export type FeaturedStatus = 'active' | 'pending' | 'closed' | 'coming soon';

/** The status display names (closed reads 'Sold'; the featured display also knows 'coming soon'). */
/** The badge tones of components/ui/badge.tsx. */
export type StatusTone = 'success' | 'warning' | 'neutral' | 'info';

export const FEATURED_STATUS: Record<FeaturedStatus, { label: string; tone: StatusTone }> = {
  active: { label: 'Active', tone: 'success' },
  pending: { label: 'Pending', tone: 'warning' },
  closed: { label: 'Sold', tone: 'neutral' },
  'coming soon': { label: 'Coming Soon', tone: 'info' },
};

export type FeaturedRow = {
  key: string;
  listingId: string;
  address: string;
  /** City, state and zip. */
  place: string;
  price: number;
  /** $1.2M, $850K. */
  shortPrice: string;
  status: FeaturedStatus;
  /** Shown in the app (unhidden). */
  active: boolean;
  manual: boolean;
  photo: string | null;
  /** Every photo, for choosing those of a video. */
  photos: string[];
  views: number;
  agent: string | null;
  remarks: string;
  /** Only a manual listing may be removed; automatic ones cannot. */
  canRemove: boolean;
  video: VideoState;
};

/** What a listings table's row actions need of a row (ListingRowActions): sent once per table, not per button. */
export type ListingActionRow = {
  key: string;
  address: string;
  /** Featured listings: the remarks' id, the remarks, shown in the app. */
  listingId: string;
  remarks: string;
  active: boolean;
  /** The photos to choose a video's from: only while the listing has no video (up to 30 URLs each). */
  photos: string[];
  /** The ready video's id, for its 'Show on listing' switch. */
  videoId: number | null;
};

export function listingActionRow(row: {
  key: string;
  address: string;
  active: boolean;
  photos: string[];
  video: VideoState;
  listingId?: string;
  remarks?: string;
}): ListingActionRow {
  return {
    key: row.key,
    address: row.address,
    listingId: row.listingId ?? '',
    remarks: row.remarks ?? '',
    active: row.active,
    photos: row.video.kind === 'none' ? row.photos : [],
    videoId: row.video.kind === 'ready' ? row.video.id : null,
  };
}

export function featuredRow(
  f: {
    listing_key: string;
    listing_id: string;
    full_address: string;
    city: string;
    state: string;
    zip: string;
    price: number;
    status: FeaturedStatus;
    active: number;
    manual: number;
    photos: string[];
    meta: { views: number };
    agents: { name: string }[];
    additional_remarks: string | null;
  },
  video: VideoState = { kind: 'none' },
): FeaturedRow {
  return {
    key: f.listing_key,
    listingId: f.listing_id,
    address: f.full_address,
    place: [f.city, [f.state, f.zip].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    price: f.price,
    shortPrice: formatPrice(f.price, { short: true }),
    status: f.status,
    active: f.active === 1,
    manual: f.manual === 1,
    photo: f.photos[0] ?? null,
    photos: f.photos,
    views: f.meta.views,
    agent: f.agents.map((a) => a.name).join(', ') || null,
    remarks: f.additional_remarks ?? '',
    canRemove: f.manual === 1,
    video,
  };
}

/** The one template variant's two featured lists: the regular list and the brokerage's premier picks. */
export type FeaturedList = 'regular' | 'premier';

export function featuredListOf(value: string | string[] | undefined): FeaturedList {
  return value === 'premier' ? 'premier' : 'regular';
}

/**
 * What each list shows on the template variant (the spec leaves it open): views and the video column are
 * the regular product's and hidden in both; the premier list is the brokerage's own selection, read
 * here without remarks or row actions.
 */
export function featuredColumns(template: boolean, list: FeaturedList): { views: boolean; remarks: boolean; actions: boolean } {
  if (!template) return { views: true, remarks: true, actions: true };
  return list === 'premier' ? { views: false, remarks: false, actions: false } : { views: false, remarks: true, actions: true };
}
