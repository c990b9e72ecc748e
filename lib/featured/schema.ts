import { z } from 'zod';
import { REMARKS_MAX } from '@/lib/featured/rules';

/** The featured-listing route handlers' schemas (the copies that count). */
const Key = z.string().trim().min(1).max(100);

export const FeaturedKeyInput = z.strictObject({ key: Key });
export const FeaturedActiveInput = z.strictObject({ key: Key, active: z.boolean() });
export const FeaturedRemarksInput = z.strictObject({
  listingId: Key,
  remarks: z.string().max(REMARKS_MAX, `At most ${REMARKS_MAX} characters`),
});
export const FeaturedSuggestQuery = z.object({ q: z.string().trim().min(2).max(100) });

/** A video order: none of the listing's photos (the AI chooses) or 6 to 10 of them. */
export const VideoOrderInput = z
  .strictObject({ key: Key, photos: z.array(z.string().url().max(2000)).max(30) })
  .refine((o) => o.photos.length === 0 || (o.photos.length >= 6 && o.photos.length <= 10), 'Choose no photo, or 6 to 10 photos.');
export const VideoShowInput = z.strictObject({ id: z.number().int().positive().max(2_147_483_647), show: z.boolean() });
