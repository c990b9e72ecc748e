import { TemplatesRowActions } from '@/components/searches/templates-row-actions';
import { Badge } from '@/components/ui/badge';
import { ButtonLink, RowActionButton, RowActionSwitch } from '@/components/ui/button';
import { DataTable, dataTableColumns, type DataTableColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/states';
import type { TemplateRow } from '@/lib/saved-searches/rules';

const col = dataTableColumns<TemplateRow>();

function columns(admin: boolean): DataTableColumn<TemplateRow>[] {
  return col.columns([
    col.accessor('name', { header: 'Name', meta: { rowHeader: true } }),
    col.accessor('createdText', { header: 'Created' }),
    col.display({
      id: 'link',
      header: 'Link',
      meta: { stack: 'action' },
      cell: ({ row: { original: t } }) => (
        <RowActionButton action="copy" rowKey={t.id} aria-label={`Copy link of ${t.name}`} title={t.link}>
          Copy link
        </RowActionButton>
      ),
    }),
    ...(admin
      ? [
          col.accessor('agentName', { header: 'Agent' }),
          col.display({
            id: 'shared',
            header: 'Shared',
            cell: ({ row: { original: t } }) => (t.canToggleShared ? <RowActionSwitch action="shared" rowKey={t.id} checked={t.shared} label={`Shared: ${t.name}`} /> : t.shared ? 'Yes' : 'No'),
          }),
        ]
      : []),
    col.display({
      id: 'edit',
      header: 'Edit',
      meta: { stack: 'action' },
      cell: ({ row: { original: t } }) =>
        t.canEdit ? (
          <ButtonLink href={`/searchlinks/${t.id}`} size="sm" variant="secondary" aria-label={`Edit ${t.name}`}>
            Edit
          </ButtonLink>
        ) : t.shared ? (
          <Badge tone="info">Shared</Badge>
        ) : null,
    }),
  ]);
}

/** §2.8 the templates list: Name, Created, Link; Agent and the Shared toggle for admins; Edit or a Shared badge. */
export function TemplatesTable({ rows, admin }: { rows: TemplateRow[]; admin: boolean }) {
  return (
    <TemplatesRowActions>
      <DataTable
        rows={rows}
        columns={columns(admin)}
        total={rows.length}
        offset={0}
        limit={0}
        pathname="/searchlinks"
        searchParams={{}}
        caption="Search Templates"
        getRowId={(t) => String(t.id)}
        empty={<EmptyState title="No search templates yet" text="Create a template to share a search as a link." />}
        hidePagination
      />
    </TemplatesRowActions>
  );
}
