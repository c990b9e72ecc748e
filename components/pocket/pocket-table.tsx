import { ListingRowActions } from '@/components/featured/listing-row-actions';
import { videoCellHtml } from '@/components/featured/video-cell';
import { deletePocketButtonHtml } from '@/components/pocket/delete-pocket-button';
import { badgeHtml } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { DataTable, dataTableColumns, type DataTableColumn } from '@/components/ui/data-table';
import { html } from '@/components/ui/safe-html';
import { EmptyState } from '@/components/ui/states';
import { listingActionRow, VIDEO_MSG } from '@/lib/featured/rules';
import { POCKET_MSG, type PocketRow } from '@/lib/pocket/rules';

const col = dataTableColumns<PocketRow>();

type Options = { canEdit: boolean; videos: boolean; canOrder: boolean };

/** Every column; video and actions are shown per viewer (PocketTable's columnVisibility). */
function columns({ canEdit, canOrder }: Pick<Options, 'canEdit' | 'canOrder'>): DataTableColumn<PocketRow>[] {
  return col.columns([
    col.display({
      id: 'photos',
      header: 'Photos',
      meta: { stack: 'lead' },
      cell: ({ row: { original: p } }) =>
        html`<span class="flex items-center gap-2">${p.photo ? html`<img src="${p.photo}" alt="" loading="lazy" class="h-12 w-16 rounded object-cover"/>` : html`<span class="block h-12 w-16 rounded bg-surface-sunken"></span>`}<span class="text-xs text-muted-foreground tabular-nums">${p.photoCount}</span></span>`,
    }),
    col.accessor('address', {
      header: 'Address',
      meta: { rowHeader: true },
      cell: ({ row: { original: p } }) => {
        const address =
          canEdit && !p.automated
            ? html`<a data-link="" href="/pocket/${encodeURIComponent(p.key)}" class="font-medium text-brand underline-offset-2 hover:underline">${p.address}</a>`
            : html`<span class="font-medium">${p.address}</span>`;
        return html`${address}${p.hideAddress ? badgeHtml('Address hidden', { className: 'ms-1' }) : null}${p.automated ? badgeHtml('Automated', { tone: 'info', className: 'ms-1' }) : null}<span class="block text-xs text-muted-foreground">${p.place} · ${p.price}</span>`;
      },
    }),
    col.accessor('beds', { header: 'Beds', meta: { cellClassName: 'tabular-nums' }, cell: ({ getValue }) => getValue() ?? '—' }),
    col.accessor('baths', { header: 'Baths', meta: { cellClassName: 'tabular-nums' }, cell: ({ getValue }) => getValue() ?? '—' }),
    col.accessor('propertyType', { header: 'Property type' }),
    col.accessor('status', { header: 'Status' }),
    col.accessor('active', {
      header: 'Active',
      cell: ({ getValue }) => (getValue() ? badgeHtml('Active', { tone: 'success' }) : badgeHtml('Inactive')),
    }),
    col.accessor('agent', { header: 'Agent', cell: ({ getValue }) => getValue() || 'Brokerage' }),
    col.accessor('availableGlobally', { header: 'Available globally', cell: ({ getValue }) => (getValue() ? 'Yes' : 'No') }),
    col.display({
      id: 'video',
      header: VIDEO_MSG.column,
      cell: ({ row: { original: p } }) =>
        videoCellHtml({ listingKey: p.key, address: p.address, hasPhotos: p.photos.length > 0, video: p.video, canOrder }),
    }),
    col.display({
      id: 'actions',
      header: 'Actions',
      meta: { hideHeader: true, align: 'end', stack: 'action' },
      cell: ({ row: { original: p } }) =>
        p.automated
          ? null
          : html`<div class="flex items-center justify-end gap-2"><a data-link="" href="/pocket/${encodeURIComponent(p.key)}" class="${buttonClasses({ variant: 'secondary', size: 'sm' })}" aria-label="Edit ${p.address}">Edit</a>${deletePocketButtonHtml({ listingKey: p.key, address: p.address })}</div>`,
    }),
  ]);
}

/** The exclusive listings: inactive rows dimmed; edit and delete where the viewer may change (the enabled state). */
export function PocketTable({ rows, ...options }: { rows: PocketRow[] } & Options) {
  return (
    <ListingRowActions rows={rows.map(listingActionRow)} list="pocket" canEdit={options.canEdit}>
      <DataTable
        rows={rows}
        columns={columns(options)}
        columnVisibility={{ video: options.videos, actions: options.canEdit }}
        caption="Exclusive listings"
        getRowId={(row) => row.key}
        rowClassName={(row) => (row.active ? undefined : 'bg-surface-sunken [&_img]:opacity-50')}
        empty={<EmptyState title={POCKET_MSG.empty} />}
      />
    </ListingRowActions>
  );
}
