import { featuredRowActionsHtml } from '@/components/featured/featured-row-actions';
import { ListingRowActions } from '@/components/featured/listing-row-actions';
import { remarksCellHtml } from '@/components/featured/remarks-cell';
import { videoCellHtml } from '@/components/featured/video-cell';
import { badgeHtml } from '@/components/ui/badge';
import { DataTable, dataTableColumns, type DataTableColumn } from '@/components/ui/data-table';
import { html } from '@/components/ui/safe-html';
import { EmptyState } from '@/components/ui/states';
import { FEATURED_MSG, FEATURED_STATUS, listingActionRow, VIDEO_MSG, type FeaturedRow } from '@/lib/featured/rules';

const col = dataTableColumns<FeaturedRow>();

type Options = {
  showAgent: boolean;
  canEdit: boolean;
  videos: boolean;
  canOrder: boolean;
  columns?: { views: boolean; remarks: boolean; actions: boolean };
};

/** Every column; views, agent, video, remarks and actions are shown per page and viewer (FeaturedTable's columnVisibility). */
function columns({ canEdit, canOrder }: Pick<Options, 'canEdit' | 'canOrder'>): DataTableColumn<FeaturedRow>[] {
  return col.columns([
    col.display({
      id: 'photo',
      header: 'Photo',
      meta: { hideHeader: true, stack: 'lead' },
      // Wrapped as /pocket's is: an image straight in an auto-sized cell, with max-width 100%, shrinks to nothing.
      cell: ({ row: { original: f } }) =>
        html`<span class="block h-12 w-16">${f.photo ? html`<img src="${f.photo}" alt="" loading="lazy" class="h-12 w-16 rounded object-cover"/>` : html`<span class="block h-12 w-16 rounded bg-surface-sunken"></span>`}</span>`,
    }),
    col.accessor('listingId', { header: 'Listing ID', meta: { cellClassName: 'tabular-nums' } }),
    col.accessor('address', {
      header: 'Address',
      meta: { rowHeader: true },
      cell: ({ row: { original: f } }) =>
        html`<span class="font-medium">${f.address}</span> ${badgeHtml(f.manual ? 'Manual' : 'Auto', { tone: f.manual ? 'info' : 'neutral' })}${f.active ? null : badgeHtml('Hidden', { className: 'ms-1' })}<span class="block text-xs text-muted-foreground">${f.place}</span>`,
    }),
    col.accessor('shortPrice', { header: 'Price', meta: { cellClassName: 'tabular-nums' } }),
    col.accessor('status', {
      header: 'Status',
      cell: ({ row: { original: f } }) => badgeHtml(FEATURED_STATUS[f.status].label, { tone: FEATURED_STATUS[f.status].tone }),
    }),
    col.accessor('views', { header: 'Views', meta: { cellClassName: 'tabular-nums' } }),
    col.accessor('agent', { header: 'Agent', cell: ({ row: { original: f } }) => f.agent ?? 'Brokerage' }),
    col.display({
      id: 'video',
      header: VIDEO_MSG.column,
      cell: ({ row: { original: f } }) =>
        videoCellHtml({ listingKey: f.key, address: f.address, hasPhotos: f.photos.length > 0, video: f.video, canOrder }),
    }),
    col.display({
      id: 'remarks',
      header: 'Remarks',
      cell: ({ row: { original: f } }) => remarksCellHtml({ listingKey: f.key, address: f.address, remarks: f.remarks, canEdit }),
    }),
    col.display({
      id: 'actions',
      header: 'Actions',
      meta: { hideHeader: true, align: 'end', stack: 'action' },
      cell: ({ row: { original: f } }) =>
        featuredRowActionsHtml({ listingKey: f.key, address: f.address, active: f.active, canRemove: f.canRemove }),
    }),
  ]);
}

/** The featured listings: hidden rows dimmed, the agent column for admins only, actions where the viewer may change. */
export function FeaturedTable({ rows, ...options }: { rows: FeaturedRow[] } & Options) {
  const shown = options.columns ?? { views: true, remarks: true, actions: true };
  return (
    <ListingRowActions rows={rows.map(listingActionRow)} list="featured" canEdit={options.canEdit}>
      <DataTable
        rows={rows}
        columns={columns(options)}
        columnVisibility={{
          views: shown.views,
          agent: options.showAgent,
          video: options.videos,
          remarks: shown.remarks,
          actions: options.canEdit && shown.actions,
        }}
        caption="Featured listings"
        getRowId={(row) => row.key}
        // Hidden rows are dimmed by their background and a faded photo (faded text would fail contrast).
        rowClassName={(row) => (row.active ? undefined : 'bg-surface-sunken [&_img]:opacity-50')}
        empty={<EmptyState title={FEATURED_MSG.empty} />}
      />
    </ListingRowActions>
  );
}
