// GET /api/insights/listings/{listingKey}/users — the viewer's users who engaged with one listing in the period
import { NextResponse } from 'next/server';
import type { ListingUsersResponse } from '@/lib/insights/answers';
import { parseInsightsQuery } from '@/lib/insights/rules';
import { InsightListingParams, InsightsFilters } from '@/lib/insights/schema';
import { guarded } from '@/server/http';
import { listingUsers } from '@/server/insights';

export const GET = guarded({ action: 'insights.read', params: InsightListingParams, query: InsightsFilters }, async ({ session, viewer, req, params }) => {
  const query = parseInsightsQuery(new URL(req.url).searchParams, viewer);
  const users = await listingUsers(session, query, params.listingKey);
  return NextResponse.json<ListingUsersResponse>({ users }, { headers: { 'Cache-Control': 'private, no-store' } });
});
