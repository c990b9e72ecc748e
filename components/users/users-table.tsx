import { AppLink } from '@/components/ui/app-link';
import { Avatar } from '@/components/ui/avatar';
import { DataTable, dataTableColumns, type DataTableColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/states';
import { TagChip } from '@/components/tags/tag-chip';
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

/** A row's selection checkbox as plain markup: UsersSelection hears it and keeps it checked as the selection says. */
function SelectRowBox({ id, name }: { id: number; name: string }) {
  return <input type="checkbox" data-row-select={id} className={SELECT_BOX_CLASSES} aria-label={`Select ${name}`} />;
}

function columns({ selectable, createSearch, now }: Pick<UsersTableProps, 'selectable' | 'createSearch' | 'now'>): DataTableColumn<UserListRow>[] {
  return col.columns([
    ...(selectable
      ? [col.display({ id: 'select', header: () => <SelectPage />, cell: ({ row: { original: u } }) => <SelectRowBox id={u.id} name={u.name} />, meta: { stack: 'lead' } })]
      : []),
    col.accessor('name', {
      header: 'User',
      meta: { rowHeader: true, sort: { asc: 'a', desc: 'z' } },
      cell: ({ row: { original: u } }) => (
        <span className="flex items-center gap-3">
          <Avatar name={u.name} src={u.photo} size="sm" />
          <span className="flex min-w-0 flex-col">
            <AppLink href={`/users/${u.id}`} className="truncate font-medium text-foreground underline-offset-2 hover:underline">
              {u.name}
            </AppLink>
            <span className="truncate text-xs font-normal text-muted-foreground">{u.email}</span>
          </span>
        </span>
      ),
    }),
    col.accessor('agentName', {
      header: 'Agent',
      cell: ({ row: { original: u } }) =>
        u.agentId ? (
          <AppLink href={`/agents/${u.agentId}`} className="underline-offset-2 hover:underline">
            {u.agentName ?? `Agent #${u.agentId}`}
          </AppLink>
        ) : (
          <span className="text-muted-foreground">None set</span>
        ),
    }),
    col.accessor('tags', {
      header: 'Tags',
      cell: ({ row: { original: u } }) => {
        const { shown, more } = visibleTags(u.tags);
        // Nothing at all for no tags: a stacked row (phone) then leaves out the empty 'Tags' line.
        if (shown.length === 0) return null;
        return (
          <span className="flex flex-wrap items-center gap-1">
            {shown.map((t) => {
              const colors = tagColors(t.color, null);
              return <TagChip key={t.id} tag={{ tag: t.key, name: t.name, background: colors.background, textColor: colors.text }} />;
            })}
            {more > 0 ? <span className="text-xs text-muted-foreground">+{more} more</span> : null}
          </span>
        );
      },
    }),
    col.accessor('lastLogin', {
      header: 'Last login',
      meta: { sort: { desc: '', asc: 'l' } },
      cell: ({ row: { original: u } }) => (u.lastLogin === null ? <span className="text-muted-foreground">Never</span> : timeAgo(u.lastLogin, now)),
    }),
    col.accessor('joined', { header: 'Joined', meta: { sort: { desc: 'j' } }, cell: ({ row: { original: u } }) => formatDate(u.joined) }),
    ...(createSearch
      ? [
          col.display({
            id: 'search',
            header: 'Saved search',
            meta: { hideHeader: true, stack: 'action' },
            cell: ({ row: { original: u } }) => (
              <AppLink href={`/users/${u.id}/agentsavedsearch`} className="text-sm whitespace-nowrap underline underline-offset-2">
                Create Search
              </AppLink>
            ),
          }),
        ]
      : []),
  ]);
}

/** A page of users on the shared DataTable: sorts and paging in the query string. */
export function UsersTable(props: UsersTableProps) {
  return (
    <DataTable
      rows={props.rows}
      columns={columns(props)}
      total={props.total}
      offset={props.offset}
      limit={props.limit}
      sort={props.sort}
      pathname="/users"
      searchParams={props.searchParams}
      caption="Users"
      getRowId={(u) => String(u.id)}
      pageSizeOptions={USER_PAGE_SIZES}
      empty={
        <EmptyState
          title={props.filtered ? 'No users match your search' : 'No users yet'}
          text={props.filtered ? 'Try another name, email, agent or tag.' : undefined}
        />
      }
    />
  );
}
