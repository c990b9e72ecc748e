// GET /api/search-listings/suggest?q= — location suggestions (city, zip, area with its polygon, address)
import { NextResponse } from 'next/server';
import type { Suggestions } from '@/lib/saved-searches/answers';
import { SuggestQuery } from '@/lib/saved-searches/schema';
import { guarded } from '@/server/http';
import { suggestLocations } from '@/server/saved-searches';

export const GET = guarded({ action: 'listings.search', query: SuggestQuery }, async ({ session, query }) => {
  const suggestions = await suggestLocations(session, query.q);
  return NextResponse.json<Suggestions>({ suggestions });
});
