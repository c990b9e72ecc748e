import type { Metadata } from 'next';
import { PocketForm } from '@/components/pocket/pocket-form';
import { PageHeader } from '@/components/ui/page-header';
import { can } from '@/lib/access';
import { LOCATION_MAP_HEIGHT, pictureView } from '@/lib/map-picture';
import { EMPTY_POCKET } from '@/lib/pocket/check';
import { stateGroups } from '@/lib/pocket/rules';
import { CALIFORNIA_CENTRE } from '@/lib/saved-searches/polygons';
import { getAppData } from '@/server/app-data';
import { config } from '@/server/config';
import { mapPicture } from '@/server/map-picture';
import { openPage } from '@/server/page';

export const metadata: Metadata = { title: 'New listing' };

/** A new exclusive listing: Inactive until chosen otherwise. */
export default async function NewPocketPage() {
  const { session, viewer, load } = await openPage('/pocket/new');
  const app = await load(getAppData(session));
  const centre = { ...CALIFORNIA_CENTRE, zoom: 9 };
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="New listing" back={{ href: '/pocket', label: 'Exclusive listings' }} />
      <PocketForm
        initial={EMPTY_POCKET}
        states={stateGroups(app.countries)}
        agent={can.agentOnly(viewer)}
        styleUrl={config().map.styleUrl}
        centre={centre}
        picture={mapPicture(pictureView({ centre, rings: [], height: LOCATION_MAP_HEIGHT }))}
      />
    </div>
  );
}
