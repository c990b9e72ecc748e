import 'server-only';
import { daysOnApp } from '@/lib/home/rules';
import type { ListingDetail } from '@/lib/home/rules';
import { callerOf } from '@/server/upstream/caller';
import type { Session } from '@/server/session';
import { call } from '@/server/upstream/client';
import { app as appCalls } from '@/server/upstream/contract';

/** One listing for the listing detail modal; the upstream answers 404 when it has been removed. */
export async function getListingDetail(session: Session, listingKey: string, now = Date.now()): Promise<ListingDetail> {
  const l = await call(appCalls.getListing, { listingKey }, callerOf(session));
  return {
    listingKey: l.listing_key,
    address: l.full_address,
    city: l.city,
    state: l.state,
    zip: l.zip,
    price: l.price,
    photos: l.photos.filter((p) => p.trim() !== ''),
    beds: l.beds,
    baths: l.baths,
    lotSize: l.lot_size?.trim() || null,
    daysOnApp: daysOnApp(l.listing_date, Math.floor(now / 1000)),
    details: l.details_list.filter((d) => d.label.trim() !== '' || d.value.trim() !== ''),
    description: l.description?.trim() || null,
    disclaimer: l.mls.mls_disclaimer?.trim() || null,
  };
}
