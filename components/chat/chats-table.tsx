import { TranscriptDialog } from '@/components/chat/transcript-dialog';
import { DataTable, dataTableColumns, type DataTableColumn } from '@/components/ui/data-table';
import { html } from '@/components/ui/safe-html';
import { EmptyState } from '@/components/ui/states';
import { CHAT_MSG, CHAT_PAGE_SIZES, lastMessageText, type ChatRow } from '@/lib/chat/rules';
import type { SearchParamsInput } from '@/lib/paging';

const col = dataTableColumns<ChatRow>();

const COLUMNS: DataTableColumn<ChatRow>[] = col.columns([
  col.accessor('roomId', { header: 'Room', meta: { rowHeader: true, cellClassName: 'whitespace-nowrap' } }),
  col.display({
    id: 'users',
    header: 'Users',
    cell: ({ row }) =>
      html`<ul class="flex flex-col">${row.original.users.map((u) => html`<li>${u.name} <span class="block text-xs text-muted-foreground">${u.email}</span></li>`)}</ul>`,
  }),
  col.accessor('totalMessages', { header: 'Total messages' }),
  col.display({ id: 'last', header: 'Last message', cell: ({ row }) => lastMessageText(row.original.lastMessage) }),
  col.display({
    id: 'transcript',
    header: 'Transcript',
    meta: { stack: 'action' },
    cell: ({ row }) => <TranscriptDialog roomId={row.original.roomId} />,
  }),
]);

/** The chat transcripts table: rooms with their users, message count and last message time, paged in the query string. */
export function ChatsTable({
  rows,
  total,
  offset,
  limit,
  searchParams,
}: {
  rows: ChatRow[];
  total: number;
  offset: number;
  limit: number;
  searchParams: SearchParamsInput;
}) {
  return (
    <DataTable
      rows={rows}
      columns={COLUMNS}
      pagination={{ total, offset, limit, pathname: '/chat', searchParams, pageSizeOptions: CHAT_PAGE_SIZES }}
      caption="Chat transcripts"
      getRowId={(r) => r.roomId}
      empty={<EmptyState title={CHAT_MSG.noChats} text={CHAT_MSG.noChatsText} />}
    />
  );
}
