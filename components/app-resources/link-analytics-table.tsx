import { LinkUsersButton } from '@/components/app-resources/link-users-button';
import { DataTable, dataTableColumns, type DataTableColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/states';
import type { LinkClickRow } from '@/lib/app-resources';

const col = dataTableColumns<LinkClickRow>();

const columns: DataTableColumn<LinkClickRow>[] = col.columns([
  col.accessor('title', {
    header: 'Link',
    meta: { rowHeader: true },
    cell: ({ row: { original: link } }) => (
      <>
        <span className="font-medium">{link.title}</span>
        <span className="block max-w-md truncate text-xs text-muted-foreground" title={link.url}>
          {link.url}
        </span>
      </>
    ),
  }),
  col.accessor('clicks', { header: 'Total opened', meta: { cellClassName: 'tabular-nums' } }),
  col.display({
    id: 'users',
    header: 'Users',
    cell: ({ row: { original: link } }) => <LinkUsersButton title={link.title} users={link.users} />,
  }),
  col.accessor('office', { header: 'Office' }),
]);

/** Link click stats (§3): every link of the app, most opened first, with who opened it and its office or 'Global'. */
export function LinkAnalyticsTable({ rows }: { rows: LinkClickRow[] }) {
  return (
    <DataTable
      rows={rows}
      columns={columns}
      total={rows.length}
      offset={0}
      limit={0}
      pathname="/app-resources"
      searchParams={{}}
      caption="Link analytics"
      getRowId={(row) => row.key}
      hidePagination
      empty={<EmptyState title="No links yet" text="Links you add to a section are counted here once the app's users open them." />}
    />
  );
}
