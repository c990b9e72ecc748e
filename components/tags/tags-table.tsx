import { DataTable, dataTableColumns, type DataTableColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/states';
import { tagChipHtml } from '@/components/tags/tag-chip';
import { TagsRowActions, type TagActionRow } from '@/components/tags/tags-row-actions';
import { rowActionButtonHtml } from '@/components/ui/button';
import { html } from '@/components/ui/safe-html';
import { isTagColor, usersAffected, type TagRow } from '@/lib/tags/rules';

export interface TagsTableProps {
  rows: TagRow[];
  /** The form's 'available to all agents' option (lib/tags/rules.ts offersSuperTag). */
  offerSuper: boolean;
}

const col = dataTableColumns<TagRow>();

// The same for every request: built once.
const COLUMNS: DataTableColumn<TagRow>[] = columns();

function columns(): DataTableColumn<TagRow>[] {
  return col.columns([
    col.accessor('name', { header: 'Tag', cell: ({ row }) => tagChipHtml({ tag: row.original }), meta: { rowHeader: true } }),
    col.accessor('useCount', {
      header: 'Users',
      // Only admins are sent the all-agents count.
      cell: ({ row: { original: tag } }) =>
        html`${tag.useCount}${tag.useCountAll === null ? null : html` <span class="block text-xs text-muted-foreground">${tag.useCountAll} across all agents</span>`}`,
    }),
    col.accessor('info', { header: 'Info', meta: { cellClassName: 'text-muted-foreground' } }),
    col.display({
      id: 'edit',
      header: 'Edit',
      meta: { stack: 'action' },
      cell: ({ row: { original: tag } }) =>
        tag.canEdit
          ? rowActionButtonHtml({ action: 'edit', rowKey: tag.id, opensDialog: true, label: `Edit ${tag.name}`, text: 'Edit' })
          : null,
    }),
    col.display({
      id: 'delete',
      header: 'Delete',
      meta: { stack: 'action' },
      cell: ({ row: { original: tag } }) =>
        tag.canDelete
          ? rowActionButtonHtml({ action: 'delete', rowKey: tag.id, opensDialog: true, label: `Delete ${tag.name}`, text: 'Delete' })
          : null,
    }),
  ]);
}

/** The tags the viewer sees, server-rendered, with Edit and Delete only where lib/tags/rules.ts lets this viewer change the tag. */
export function TagsTable({ rows, offerSuper }: TagsTableProps) {
  const actionRows = rows
    .filter((tag) => tag.canEdit || tag.canDelete)
    .map((tag): TagActionRow => ({
      id: tag.id,
      name: tag.name,
      users: usersAffected(tag),
      tag: { id: tag.id, name: tag.name, color: isTagColor(tag.color) ? tag.color : '', superTag: tag.kind === 'super' },
    }));
  return (
    <TagsRowActions rows={actionRows} offerSuper={offerSuper}>
      <DataTable
        rows={rows}
        columns={COLUMNS}
        caption="Tags"
        getRowId={(tag) => String(tag.id)}
        empty={<EmptyState title="No tags yet" text="Create a tag to label your users and find them together." />}
      />
    </TagsRowActions>
  );
}
