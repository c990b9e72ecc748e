// GET /api/alerts/listings?q= — listing suggestions (key and address) for a listing notification
import { NextResponse } from 'next/server';
import type { ListingSuggestionsResponse } from '@/lib/alerts/answers';
import { ListingQuery } from '@/lib/alerts/schema';
import { listingSuggestions } from '@/server/alerts';
import { guarded } from '@/server/http';

export const GET = guarded({ action: 'alerts.searchListings', query: ListingQuery }, async ({ session, query }) => {
  const listings = await listingSuggestions(session, query.q);
  return NextResponse.json<ListingSuggestionsResponse>({ listings });
});
