import { FeaturedRowActions } from '@/components/featured/featured-row-actions';
import { ListingRowActions } from '@/components/featured/listing-row-actions';
import { RemarksCell } from '@/components/featured/remarks-cell';
import { VideoCell } from '@/components/featured/video-cell';
import { Badge } from '@/components/ui/badge';
import { DataTable, dataTableColumns, type DataTableColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/states';
import { FEATURED_MSG, FEATURED_STATUS, listingActionRow, VIDEO_MSG, type FeaturedRow } from '@/lib/featured/rules';
import { pack } from '@/lib/packed';

const col = dataTableColumns<FeaturedRow>();

type Options = { showAgent: boolean; canEdit: boolean; videos: boolean; canOrder: boolean; columns?: { views: boolean; remarks: boolean; actions: boolean } };

function columns({ showAgent, canEdit, videos, canOrder, columns: shown = { views: true, remarks: true, actions: true } }: Options): DataTableColumn<FeaturedRow>[] {
  return col.columns([
    col.display({
      id: 'photo',
      header: 'Photo',
      meta: { hideHeader: true, stack: 'lead' },
      // Wrapped as /pocket's is: an image straight in an auto-sized cell, with max-width 100%, shrinks to nothing.
      cell: ({ row: { original: f } }) => (
        <span className="block h-12 w-16">
          {f.photo ? (
            // eslint-disable-next-line @next/next/no-img-element -- the upstream's listing photo, any host
            <img src={f.photo} alt="" loading="lazy" className="h-12 w-16 rounded object-cover" />
          ) : (
            <span className="block h-12 w-16 rounded bg-surface-sunken" />
          )}
        </span>
      ),
    }),
    col.accessor('listingId', { header: 'Listing ID', meta: { cellClassName: 'tabular-nums' } }),
    col.accessor('address', {
      header: 'Address',
      meta: { rowHeader: true },
      cell: ({ row: { original: f } }) => (
        <>
          <span className="font-medium">{f.address}</span>{' '}
          <Badge tone={f.manual ? 'info' : 'neutral'}>{f.manual ? 'Manual' : 'Auto'}</Badge>
          {f.active ? null : <Badge className="ms-1">Hidden</Badge>}
          <span className="block text-xs text-muted-foreground">{f.place}</span>
        </>
      ),
    }),
    col.accessor('shortPrice', { header: 'Price', meta: { cellClassName: 'tabular-nums' } }),
    col.accessor('status', {
      header: 'Status',
      cell: ({ row: { original: f } }) => <Badge tone={FEATURED_STATUS[f.status].tone}>{FEATURED_STATUS[f.status].label}</Badge>,
    }),
    ...(shown.views ? [col.accessor('views', { header: 'Views', meta: { cellClassName: 'tabular-nums' } })] : []),
    ...(showAgent ? [col.accessor('agent', { header: 'Agent', cell: ({ row: { original: f } }) => f.agent ?? 'Brokerage' })] : []),
    ...(videos
      ? [
          col.display({
            id: 'video',
            header: VIDEO_MSG.column,
            cell: ({ row: { original: f } }) => <VideoCell listingKey={f.key} address={f.address} hasPhotos={f.photos.length > 0} video={f.video} canOrder={canOrder} />,
          }),
        ]
      : []),
    ...(shown.remarks ? [col.display({
      id: 'remarks',
      header: 'Remarks',
      cell: ({ row: { original: f } }) => <RemarksCell listingKey={f.key} address={f.address} remarks={f.remarks} canEdit={canEdit} />,
    })] : []),
    ...(canEdit && shown.actions
      ? [
          col.display({
            id: 'actions',
            header: 'Actions',
            meta: { hideHeader: true, align: 'end', stack: 'action' },
            cell: ({ row: { original: f } }) => <FeaturedRowActions listingKey={f.key} address={f.address} active={f.active} canRemove={f.canRemove} />,
          }),
        ]
      : []),
  ]);
}

/** The featured listings (§2): hidden rows dimmed, the agent column for admins only, actions where the viewer may change. */
export function FeaturedTable({ rows, ...options }: { rows: FeaturedRow[] } & Options) {
  return (
    <ListingRowActions rows={pack(rows.map(listingActionRow))} list="featured" canEdit={options.canEdit}>
      <DataTable
        rows={rows}
        columns={columns(options)}
        total={rows.length}
        offset={0}
        limit={0}
        pathname="/featured"
        searchParams={{}}
        caption="Featured listings"
        getRowId={(row) => row.key}
        // Hidden rows are dimmed by their background and a faded photo (faded text would fail contrast).
        rowClassName={(row) => (row.active ? undefined : 'bg-surface-sunken [&_img]:opacity-50')}
        hidePagination
        empty={<EmptyState title={FEATURED_MSG.empty} />}
      />
    </ListingRowActions>
  );
}
