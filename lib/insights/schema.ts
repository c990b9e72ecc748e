import { INSIGHTS_QUERY } from '@/lib/insights/rules';
import { ListingParams } from '@/lib/listings/schema';
import { listQuerySchema } from '@/lib/list-query-schema';

/** Insights' URL state for the route handlers: the screen's one query definition, a bad value refused. */
export const InsightsQueryParams = listQuerySchema(INSIGHTS_QUERY, {
  sort: 'Sort by level or last active.',
  period: 'The period is 7, 30 or 90 days.',
  agent: 'Choose an agent from the list.',
  office: 'Choose an office from the list.',
  tag: 'Choose a tag from the list.',
  asort: 'Sort agents by a figure or by name.',
  aall: 'Show all agents is 1 or 0.',
});

/** /api/insights/listings/[listingKey]/users */
export const InsightListingParams = ListingParams;
