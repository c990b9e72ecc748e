import { ListingRowActions } from '@/components/featured/listing-row-actions';
import { VideoCell } from '@/components/featured/video-cell';
import { DeletePocketButton } from '@/components/pocket/delete-pocket-button';
import { AppLink } from '@/components/ui/app-link';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { DataTable, dataTableColumns, type DataTableColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/states';
import { listingActionRow, VIDEO_MSG } from '@/lib/featured/rules';
import { pack } from '@/lib/packed';
import { POCKET_MSG, type PocketRow } from '@/lib/pocket/rules';

const col = dataTableColumns<PocketRow>();

type Options = { canEdit: boolean; videos: boolean; canOrder: boolean };

function columns({ canEdit, videos, canOrder }: Options): DataTableColumn<PocketRow>[] {
  return col.columns([
    col.display({
      id: 'photos',
      header: 'Photos',
      meta: { stack: 'lead' },
      cell: ({ row: { original: p } }) => (
        <span className="flex items-center gap-2">
          {p.photo ? (
            // eslint-disable-next-line @next/next/no-img-element -- the upstream's listing photo, any host
            <img src={p.photo} alt="" loading="lazy" className="h-12 w-16 rounded object-cover" />
          ) : (
            <span className="block h-12 w-16 rounded bg-surface-sunken" />
          )}
          <span className="text-xs text-muted-foreground tabular-nums">{p.photoCount}</span>
        </span>
      ),
    }),
    col.accessor('address', {
      header: 'Address',
      meta: { rowHeader: true },
      cell: ({ row: { original: p } }) => (
        <>
          {canEdit && !p.automated ? (
            <AppLink href={`/pocket/${encodeURIComponent(p.key)}`} className="font-medium text-brand underline-offset-2 hover:underline">
              {p.address}
            </AppLink>
          ) : (
            <span className="font-medium">{p.address}</span>
          )}
          {p.hideAddress ? <Badge className="ms-1">Address hidden</Badge> : null}
          {p.automated ? <Badge tone="info" className="ms-1">Automated</Badge> : null}
          <span className="block text-xs text-muted-foreground">
            {p.place} · {p.price}
          </span>
        </>
      ),
    }),
    col.accessor('beds', { header: 'Beds', meta: { cellClassName: 'tabular-nums' }, cell: ({ getValue }) => getValue() ?? '—' }),
    col.accessor('baths', { header: 'Baths', meta: { cellClassName: 'tabular-nums' }, cell: ({ getValue }) => getValue() ?? '—' }),
    col.accessor('propertyType', { header: 'Property type' }),
    col.accessor('status', { header: 'Status' }),
    col.accessor('active', {
      header: 'Active',
      cell: ({ getValue }) => (getValue() ? <Badge tone="success">Active</Badge> : <Badge>Inactive</Badge>),
    }),
    col.accessor('agent', { header: 'Agent', cell: ({ getValue }) => getValue() || 'Brokerage' }),
    col.accessor('availableGlobally', { header: 'Available globally', cell: ({ getValue }) => (getValue() ? 'Yes' : 'No') }),
    ...(videos
      ? [
          col.display({
            id: 'video',
            header: VIDEO_MSG.column,
            cell: ({ row: { original: p } }) => <VideoCell listingKey={p.key} address={p.address} hasPhotos={p.photos.length > 0} video={p.video} canOrder={canOrder} />,
          }),
        ]
      : []),
    ...(canEdit
      ? [
          col.display({
            id: 'actions',
            header: 'Actions',
            meta: { hideHeader: true, align: 'end', stack: 'action' },
            cell: ({ row: { original: p } }) =>
              p.automated ? null : (
                <div className="flex items-center justify-end gap-2">
                  <AppLink href={`/pocket/${encodeURIComponent(p.key)}`} className={buttonClasses({ variant: 'secondary', size: 'sm' })} aria-label={`Edit ${p.address}`}>
                    Edit
                  </AppLink>
                  <DeletePocketButton listingKey={p.key} address={p.address} />
                </div>
              ),
          }),
        ]
      : []),
  ]);
}

/** The exclusive listings (§2): inactive rows dimmed; edit and delete where the viewer may change (the enabled state). */
export function PocketTable({ rows, ...options }: { rows: PocketRow[] } & Options) {
  return (
    <ListingRowActions rows={pack(rows.map(listingActionRow))} list="pocket" canEdit={options.canEdit}>
      <DataTable
        rows={rows}
        columns={columns(options)}
        total={rows.length}
        offset={0}
        limit={0}
        pathname="/pocket"
        searchParams={{}}
        caption="Exclusive listings"
        getRowId={(row) => row.key}
        rowClassName={(row) => (row.active ? undefined : 'bg-surface-sunken [&_img]:opacity-50')}
        hidePagination
        empty={<EmptyState title={POCKET_MSG.empty} />}
      />
    </ListingRowActions>
  );
}
