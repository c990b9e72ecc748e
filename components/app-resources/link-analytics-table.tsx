import { LinkUsersActions } from '@/components/app-resources/link-users-actions';
import { rowActionButtonHtml } from '@/components/ui/button';
import { DataTable, dataTableColumns, type DataTableColumn } from '@/components/ui/data-table';
import { html } from '@/components/ui/safe-html';
import { EmptyState } from '@/components/ui/states';
import { usersCount, type LinkClickRow } from '@/lib/app-resources/rules';

const col = dataTableColumns<LinkClickRow>();

const columns: DataTableColumn<LinkClickRow>[] = col.columns([
  col.accessor('title', {
    header: 'Link',
    meta: { rowHeader: true },
    cell: ({ row: { original: link } }) =>
      html`<span class="font-medium">${link.title}</span><span class="block max-w-md truncate text-xs text-muted-foreground" title="${link.url}">${link.url}</span>`,
  }),
  col.accessor('clicks', { header: 'Total opened', meta: { cellClassName: 'tabular-nums' } }),
  col.display({
    id: 'users',
    header: 'Users',
    cell: ({ row: { original: link } }) => {
      if (link.users.length === 0) return html`<span class="text-muted-foreground">None yet</span>`;
      const count = usersCount(link.users);
      return rowActionButtonHtml({
        action: 'users',
        rowKey: link.key,
        opensDialog: true,
        label: `${count} opened ${link.title}: show who`,
        text: count,
      });
    },
  }),
  col.accessor('office', { header: 'Office' }),
]);

/** Link click stats: every link of the app, most opened first, with who opened it and its office or 'Global'. */
export function LinkAnalyticsTable({ rows }: { rows: LinkClickRow[] }) {
  const links = Object.fromEntries(
    rows.filter((row) => row.users.length > 0).map((row) => [row.key, { title: row.title, users: row.users }]),
  );
  return (
    <LinkUsersActions links={links}>
      <DataTable
        rows={rows}
        columns={columns}
        caption="Link analytics"
        getRowId={(row) => row.key}
        empty={<EmptyState title="No links yet" text="Links you add to a section are counted here once the app's users open them." />}
      />
    </LinkUsersActions>
  );
}
