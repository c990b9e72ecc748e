import { z } from 'zod';
import { PERIODS } from '@/lib/insights/rules';
import { ListingParams } from '@/lib/listings/schema';
import { TAG_KEY_PATTERN } from '@/lib/users/rules';

/** Insights' zod schemas, for the route handlers: the screen's period and filters as its URL writes them. */

const id = z.string().regex(/^\d{1,9}$/, 'Choose an agent or office from the list.').transform(Number);

export const InsightsFilters = z.object({
  period: z.enum(PERIODS, { message: 'The period is 7, 30 or 90 days.' }).default('7'),
  agent: id.optional(),
  office: id.optional(),
  tag: z.string().regex(TAG_KEY_PATTERN, 'Choose a tag from the list.').optional(),
  sort: z.enum(['', 'last'], { message: 'Sort by level or last active.' }).default(''),
});
export type InsightsFilters = z.output<typeof InsightsFilters>;

/** /api/insights/listings/[listingKey]/users */
export const InsightListingParams = ListingParams;
