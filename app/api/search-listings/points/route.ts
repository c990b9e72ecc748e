// GET /api/search-listings/points — the app's listings as GeoJSON points for the editor's map
import { NextResponse } from 'next/server';
import type { ListingPoints } from '@/lib/saved-searches/answers';
import { guarded } from '@/server/http';
import { listingPoints } from '@/server/saved-searches';

export const GET = guarded({ action: 'listings.search' }, async ({ session }) => {
  // The map asks once per editor it opens; a minute of the browser's own cache spares the upstream
  // the same answer while someone moves between searches.
  return NextResponse.json<ListingPoints>(await listingPoints(session), { headers: { 'Cache-Control': 'private, max-age=60' } });
});
