import type { Metadata } from 'next';
import { AddListingDialog } from '@/components/featured/add-listing-dialog';
import { FeaturedListSwitch } from '@/components/featured/featured-list-switch';
import { FeaturedTable } from '@/components/featured/featured-table';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { allowed, can } from '@/lib/access';
import { featuredColumns, featuredListOf } from '@/lib/featured/rules';
import { listFeatured } from '@/server/featured';
import { getHelp } from '@/server/help';
import { openPage, type PageProps } from '@/server/page';

export const metadata: Metadata = { title: 'Featured Listings' };

/**
 * Featured listings: the listings the app shows prominently, manual and automatic,
 * hidden, unhidden, removed (manual only), with their remarks; 'Add New Listing' features one by hand.
 */
export default async function FeaturedPage(props: PageProps<'/featured'>) {
  const { session, viewer, searchParams, load } = await openPage('/featured', props);
  const template = can.premierFeatured(viewer);
  const list = template ? featuredListOf(searchParams.list) : 'regular';
  const [rows, help] = await load(
    Promise.all([listFeatured(session, can.listingVideos(viewer), list === 'premier'), getHelp(session, 'featured')]),
  );
  const shown = featuredColumns(template, list);
  const canEdit = allowed(viewer, 'featured.edit');
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Featured Listings"
        description="The listings your app shows first. Hide one for a while, or add another by its address."
        help={help}
        actions={canEdit && list === 'regular' ? <AddListingDialog /> : null}
      />
      {template ? <FeaturedListSwitch list={list} /> : null}
      <Card flush>
        <FeaturedTable
          rows={rows}
          showAgent={can.featuredAgentColumn(viewer)}
          canEdit={canEdit}
          videos={can.listingVideos(viewer)}
          canOrder={allowed(viewer, 'featured.video')}
          columns={shown}
        />
      </Card>
    </div>
  );
}
