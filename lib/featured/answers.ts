import type { FeaturedRow } from '@/lib/featured/rules';

/** The featured-listing route handlers' answers. */
export type FeaturedChanged = { ok: true; row: FeaturedRow; message: string };
export type FeaturedRemoved = { ok: true; key: string; message: string };
export type FeaturedSuggestions = { listings: { key: string; address: string }[] };
export type VideoOrdered = { ok: true; free: boolean; url: string | null; message: string };
export type VideoToggled = { ok: true; show: boolean; message: string };
