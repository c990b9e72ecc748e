import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PocketForm } from '@/components/pocket/pocket-form';
import { PageHeader } from '@/components/ui/page-header';
import { can } from '@/lib/access';
import { LOCATION_MAP_HEIGHT, pictureView } from '@/lib/map-picture';
import { stateGroups } from '@/lib/pocket/rules';
import { CALIFORNIA_CENTRE } from '@/lib/saved-searches/polygons';
import { getAppData } from '@/server/app-data';
import { PocketParams } from '@/lib/pocket/schema';
import { config } from '@/server/config';
import { mapPicture } from '@/server/map-picture';
import { openPage, type PageProps } from '@/server/page';
import { pocketValues } from '@/server/pocket';
import { readPocket } from '@/server/records';

export const metadata: Metadata = { title: 'Edit listing' };

/** An exclusive listing's form, by its listing key; another's or an unknown key is the not-found page. */
export default async function EditPocketPage(props: PageProps<'/pocket/:listingId'>) {
  const { session, viewer, params, load } = await openPage('/pocket/:listingId', props, PocketParams);
  const [app, listing] = await load(Promise.all([getAppData(session), readPocket(session, params.listingId)]));
  if (!listing) notFound();
  const initial = pocketValues(listing);
  const centre = listing.lat && listing.lng ? { lat: listing.lat, lng: listing.lng, zoom: 15 } : { ...CALIFORNIA_CENTRE, zoom: 9 };
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Edit listing" description={listing.full_address} back={{ href: '/pocket', label: 'Exclusive listings' }} />
      <PocketForm
        listingKey={listing.listing_key}
        initial={initial}
        states={stateGroups(app.countries)}
        agent={can.agentOnly(viewer)}
        styleUrl={config().map.styleUrl}
        centre={centre}
        picture={mapPicture(pictureView({ centre, rings: [], height: LOCATION_MAP_HEIGHT }))}
      />
    </div>
  );
}
