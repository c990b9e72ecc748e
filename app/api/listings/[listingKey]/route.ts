// GET /api/listings/{listingKey} — one listing for the listing detail modal
import { NextResponse } from 'next/server';
import { ListingKeyParam } from '@/lib/validation/listings';
import { errorJson, legacyGuarded } from '@/server/http';
import { getListingDetail } from '@/server/listings';

export const GET = legacyGuarded<{ listingKey: string }>({ action: 'listing.read' }, async (_req, { session }, params) => {
  const key = ListingKeyParam.safeParse(params.listingKey);
  if (!key.success) return errorJson(400, 'Invalid listing key.');
  const listing = await getListingDetail(session, key.data);
  return NextResponse.json({ listing }, { headers: { 'Cache-Control': 'private, no-store' } });
});
