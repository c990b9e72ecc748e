import { TemplatesRowActions } from '@/components/searches/templates-row-actions';
import { badgeHtml } from '@/components/ui/badge';
import { buttonClasses, rowActionButtonHtml, rowActionSwitchHtml } from '@/components/ui/button';
import { DataTable, dataTableColumns, type DataTableColumn } from '@/components/ui/data-table';
import { html } from '@/components/ui/safe-html';
import { EmptyState } from '@/components/ui/states';
import type { TemplateRow } from '@/lib/saved-searches/rules';

const col = dataTableColumns<TemplateRow>();

/** Every column, built once; Agent and Shared are for admins (TemplatesTable's columnVisibility). */
const COLUMNS: DataTableColumn<TemplateRow>[] = col.columns([
  col.accessor('name', { header: 'Name', meta: { rowHeader: true } }),
  col.accessor('createdText', { header: 'Created' }),
  col.display({
    id: 'link',
    header: 'Link',
    meta: { stack: 'action' },
    cell: ({ row: { original: t } }) =>
      rowActionButtonHtml({ action: 'copy', rowKey: t.id, label: `Copy link of ${t.name}`, title: t.link, text: 'Copy link' }),
  }),
  col.accessor('agentName', { header: 'Agent' }),
  col.display({
    id: 'shared',
    header: 'Shared',
    cell: ({ row: { original: t } }) =>
      t.canToggleShared
        ? rowActionSwitchHtml({ action: 'shared', rowKey: t.id, checked: t.shared, label: `Shared: ${t.name}` })
        : t.shared
          ? 'Yes'
          : 'No',
  }),
  col.display({
    id: 'edit',
    header: 'Edit',
    meta: { stack: 'action' },
    cell: ({ row: { original: t } }) =>
      t.canEdit
        ? html`<a data-link="" class="${buttonClasses({ variant: 'secondary', size: 'sm' })}" href="/searchlinks/${t.id}" aria-label="Edit ${t.name}">Edit</a>`
        : t.shared
          ? badgeHtml('Shared', { tone: 'info' })
          : null,
  }),
]);

/** The templates list: Name, Created, Link; Agent and the Shared toggle for admins; Edit or a Shared badge. */
export function TemplatesTable({ rows, admin }: { rows: TemplateRow[]; admin: boolean }) {
  return (
    <TemplatesRowActions>
      <DataTable
        rows={rows}
        columns={COLUMNS}
        columnVisibility={{ agentName: admin, shared: admin }}
        caption="Search Templates"
        getRowId={(t) => String(t.id)}
        empty={<EmptyState title="No search templates yet" text="Create a template to share a search as a link." />}
      />
    </TemplatesRowActions>
  );
}
