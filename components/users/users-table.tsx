import { DataTable, dataTableColumns, type DataTableColumn } from '@/components/ui/data-table';
import { html } from '@/components/ui/safe-html';
import { EmptyState } from '@/components/ui/states';
import { tagChipHtml } from '@/components/tags/tag-chip';
import { userCellHtml } from '@/components/users/user-cell';
import { SELECT_BOX_CLASSES } from '@/components/users/select-box';
import { SelectPage } from '@/components/users/selection';
import { formatDate, timeAgo } from '@/lib/format';
import type { SearchParamsInput } from '@/lib/paging';
import { tagColors } from '@/lib/tags/rules';
import { USER_PAGE_SIZES, visibleTags, type UserListRow } from '@/lib/users/rules';

export interface UsersTableProps {
  rows: UserListRow[];
  total: number;
  offset: number;
  limit: number;
  sort: string;
  searchParams: SearchParamsInput;
  selectable: boolean;
  createSearch: boolean;
  filtered: boolean;
  now: number;
}

const col = dataTableColumns<UserListRow>();

/** Every column; `select` and `search` are shown per viewer (UsersTable's columnVisibility). */
function columns(now: number): DataTableColumn<UserListRow>[] {
  return col.columns([
    col.display({
      id: 'select',
      // A client island: the page's select-all box.
      header: () => <SelectPage />,
      // Plain markup: UsersSelection hears the box and keeps it checked as the selection says.
      cell: ({ row: { original: u } }) =>
        html`<input type="checkbox" data-row-select="${u.id}" class="${SELECT_BOX_CLASSES}" aria-label="Select ${u.name}"/>`,
      meta: { stack: 'lead' },
    }),
    col.accessor('name', {
      header: 'User',
      meta: { rowHeader: true, sort: { asc: 'a', desc: 'z' } },
      cell: ({ row: { original: u } }) => userCellHtml(u),
    }),
    // A phone's card keeps who (with one tap to reach them), their last login and Create Search; the rest is behind 'More details'.
    col.accessor('agentName', {
      header: 'Agent',
      meta: { stack: 'more' },
      cell: ({ row: { original: u } }) =>
        u.agentId
          ? html`<a data-link="" href="/agents/${u.agentId}" class="underline-offset-2 hover:underline">${u.agentName ?? `Agent #${u.agentId}`}</a>`
          : html`<span class="text-muted-foreground">None set</span>`,
    }),
    col.accessor('tags', {
      header: 'Tags',
      meta: { stack: 'more' },
      cell: ({ row: { original: u } }) => {
        const { shown, more } = visibleTags(u.tags);
        // Nothing at all for no tags: a stacked row (phone) then leaves out the empty 'Tags' line.
        if (shown.length === 0) return null;
        const chips = shown.map((t) => {
          const colors = tagColors(t.color, null);
          return tagChipHtml({ tag: { tag: t.key, name: t.name, background: colors.background, textColor: colors.text } });
        });
        return html`<span class="flex flex-wrap items-center gap-1">${chips}${more > 0 ? html`<span class="text-xs text-muted-foreground">+${more} more</span>` : null}</span>`;
      },
    }),
    col.accessor('lastLogin', {
      header: 'Last login',
      meta: { sort: { desc: '', asc: 'l' } },
      cell: ({ row: { original: u } }) =>
        u.lastLogin === null ? html`<span class="text-muted-foreground">Never</span>` : timeAgo(u.lastLogin, now),
    }),
    col.accessor('joined', {
      header: 'Joined',
      meta: { sort: { desc: 'j' }, stack: 'more' },
      cell: ({ row: { original: u } }) => formatDate(u.joined),
    }),
    col.display({
      id: 'search',
      header: 'Saved search',
      meta: { hideHeader: true, stack: 'action' },
      cell: ({ row: { original: u } }) =>
        html`<a data-link="" href="/users/${u.id}/agentsavedsearch" class="text-sm whitespace-nowrap underline underline-offset-2">Create Search</a>`,
    }),
  ]);
}

/** A page of users on the shared DataTable: sorts and paging in the query string. */
export function UsersTable(props: UsersTableProps) {
  return (
    <DataTable
      rows={props.rows}
      columns={columns(props.now)}
      columnVisibility={{ select: props.selectable, search: props.createSearch }}
      sort={props.sort}
      pagination={{
        total: props.total,
        offset: props.offset,
        limit: props.limit,
        pathname: '/users',
        searchParams: props.searchParams,
        pageSizeOptions: USER_PAGE_SIZES,
      }}
      caption="Users"
      getRowId={(u) => String(u.id)}
      empty={
        <EmptyState
          title={props.filtered ? 'No users match your search' : 'No users yet'}
          text={props.filtered ? 'Try another name, email, agent or tag.' : undefined}
        />
      }
    />
  );
}
