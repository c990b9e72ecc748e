// GET /api/listings/{listingKey} — one listing for the listing detail modal
import { NextResponse } from 'next/server';
import { LISTING_NOT_FOUND, ListingParams } from '@/lib/listings/schema';
import { guarded } from '@/server/http';
import { getListingDetail } from '@/server/listings';

export const GET = guarded({ action: 'listing.read', params: ListingParams, notFound: LISTING_NOT_FOUND }, async ({ session, params }) => {
  const listing = await getListingDetail(session, params.listingKey);
  return NextResponse.json({ listing });
});
