// GET /api/insights/listings/{listingKey}/users — the viewer's users who engaged with one listing in the period
import { NextResponse } from 'next/server';
import type { ListingUsersResponse } from '@/lib/insights/answers';
import { insightsQueryFor } from '@/lib/insights/rules';
import { InsightListingParams, InsightsQueryParams } from '@/lib/insights/schema';
import { guarded } from '@/server/http';
import { listingUsers } from '@/server/insights';

export const GET = guarded(
  { action: 'insights.read', params: InsightListingParams, query: InsightsQueryParams },
  async ({ session, viewer, params, query }) => {
    const users = await listingUsers(session, insightsQueryFor(query, viewer), params.listingKey);
    return NextResponse.json<ListingUsersResponse>({ users });
  },
);
