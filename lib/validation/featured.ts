import { z } from 'zod';
import { REMARKS_MAX } from '@/lib/featured';

/** The featured-listing route handlers' schemas (the copies that count). */
const Key = z.string().trim().min(1).max(100);

export const FeaturedKeyInput = z.strictObject({ key: Key });
export const FeaturedActiveInput = z.strictObject({ key: Key, active: z.boolean() });
export const FeaturedRemarksInput = z.strictObject({ listingId: Key, remarks: z.string().max(REMARKS_MAX, `At most ${REMARKS_MAX} characters`) });
export const FeaturedSuggestQuery = z.object({ q: z.string().trim().min(2).max(100) });
