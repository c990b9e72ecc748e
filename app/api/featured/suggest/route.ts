// GET /api/featured/suggest?q= — listing address suggestions for the 'Add New Listing' modal
import { NextResponse } from 'next/server';
import type { FeaturedSuggestions } from '@/lib/featured/answers';
import { FeaturedSuggestQuery } from '@/lib/featured/schema';
import { featuredSuggestions } from '@/server/featured';
import { guarded } from '@/server/http';

export const GET = guarded({ action: 'featured.read', query: FeaturedSuggestQuery }, async ({ session, query }) => {
  return NextResponse.json<FeaturedSuggestions>({ listings: await featuredSuggestions(session, query.q) });
});
