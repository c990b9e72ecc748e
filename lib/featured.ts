import { formatShortPrice } from '@/lib/format';

/**
 * Featured listings (document 3, §2 Featured listings, §3 Featured listing, §4 Featured, §9): the
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

export type FeaturedStatus = 'active' | 'pending' | 'closed' | 'coming soon';

/** §4: the display names (closed reads 'Sold'; the featured display also knows 'coming soon'). */
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
  views: number;
  agent: string | null;
  remarks: string;
  /** §4: only a manual listing may be removed. */
  canRemove: boolean;
};

export function featuredRow(f: {
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
}): FeaturedRow {
  return {
    key: f.listing_key,
    listingId: f.listing_id,
    address: f.full_address,
    place: [f.city, [f.state, f.zip].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    price: f.price,
    shortPrice: formatShortPrice(f.price),
    status: f.status,
    active: f.active === 1,
    manual: f.manual === 1,
    photo: f.photos[0] ?? null,
    views: f.meta.views,
    agent: f.agents.map((a) => a.name).join(', ') || null,
    remarks: f.additional_remarks ?? '',
    canRemove: f.manual === 1,
  };
}
