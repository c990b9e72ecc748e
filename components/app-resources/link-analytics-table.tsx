import { LinkUsersActions } from '@/components/app-resources/link-users-actions';
import { RowActionButton } from '@/components/ui/button';
import { DataTable, dataTableColumns, type DataTableColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/states';
import { usersCount, type LinkClickRow } from '@/lib/app-resources/rules';

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
    cell: ({ row: { original: link } }) => {
      if (link.users.length === 0) return <span className="text-muted-foreground">None yet</span>;
      const count = usersCount(link.users);
      return (
        <RowActionButton action="users" rowKey={link.key} opensDialog aria-label={`${count} opened ${link.title}: show who`}>
          {count}
        </RowActionButton>
      );
    },
  }),
  col.accessor('office', { header: 'Office' }),
]);

/** Link click stats (§3): every link of the app, most opened first, with who opened it and its office or 'Global'. */
export function LinkAnalyticsTable({ rows }: { rows: LinkClickRow[] }) {
  const links = Object.fromEntries(rows.filter((row) => row.users.length > 0).map((row) => [row.key, { title: row.title, users: row.users }]));
  return (
    <LinkUsersActions links={links}>
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
    </LinkUsersActions>
  );
}
