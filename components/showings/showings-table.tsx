import { ShowingsRowActions } from '@/components/showings/showing-details';
import { badgeHtml, type BadgeTone } from '@/components/ui/badge';
import { rowActionButtonHtml } from '@/components/ui/button';
import { DataTable, dataTableColumns, type DataTableColumn } from '@/components/ui/data-table';
import { html } from '@/components/ui/safe-html';
import { EmptyState } from '@/components/ui/states';
import type { SearchParamsInput } from '@/lib/paging';
import {
  SHOWING_MSG,
  SHOWING_PAGE_BUTTONS,
  SHOWING_PAGE_SIZES,
  SHOWING_STATUS_LABELS,
  type ShowingsQuery,
  type ShowingStatus,
  type ShowingView,
} from '@/lib/showings/rules';

export const STATUS_TONES: Record<ShowingStatus, BadgeTone> = {
  pending: 'warning',
  negotiating: 'info',
  booked: 'success',
  cancelled: 'neutral',
};

const col = dataTableColumns<ShowingView>();

function whenText(s: ShowingView): string {
  if (s.booked) return s.booked.label;
  const latest = s.offers.at(-1);
  if (!latest || latest.times.length === 0) return '—';
  return `Proposed: ${latest.times[0]!.label}${latest.times.length > 1 ? ` (+${latest.times.length - 1} more)` : ''}`;
}

// The same for every request: built once.
const COLUMNS: DataTableColumn<ShowingView>[] = columns();

function columns(): DataTableColumn<ShowingView>[] {
  return col.columns([
    col.accessor('address', { header: 'Listing', meta: { rowHeader: true } }),
    col.accessor('userName', {
      header: 'User',
      cell: ({ row: { original: s } }) => html`${s.userName}<span class="block text-xs text-muted-foreground">${s.userEmail}</span>`,
    }),
    col.accessor('status', {
      header: 'Status',
      cell: ({ row: { original: s } }) =>
        html`<span class="flex flex-wrap gap-1">${badgeHtml(SHOWING_STATUS_LABELS[s.status], { tone: STATUS_TONES[s.status] })}${s.past ? badgeHtml('Past') : null}</span>`,
    }),
    col.display({ id: 'when', header: 'Time', cell: ({ row: { original: s } }) => whenText(s) }),
    col.display({
      id: 'details',
      header: 'Details',
      meta: { hideHeader: true, align: 'end', stack: 'action' },
      cell: ({ row: { original: s } }) =>
        rowActionButtonHtml({
          action: 'details',
          rowKey: s.id,
          opensDialog: true,
          label: `Details of the showing at ${s.address} for ${s.userName}`,
          text: 'Details',
        }),
    }),
  ]);
}

export interface ShowingsTableProps {
  rows: ShowingView[];
  total: number;
  query: ShowingsQuery;
  searchParams: SearchParamsInput;
  timeZone: string;
  /** The showing whose details open on arrival (?showing={id}), read on its own. */
  opened?: ShowingView | null;
}

/** The showings page, server-rendered: past ones dimmed, the details and actions in the modal a row's Details button opens. */
export function ShowingsTable({ rows, total, query, searchParams, timeZone, opened = null }: ShowingsTableProps) {
  return (
    <ShowingsRowActions rows={rows} timeZone={timeZone} opened={opened}>
      <DataTable
        rows={rows}
        columns={COLUMNS}
        pagination={{
          total,
          offset: query.offset,
          limit: query.limit,
          pathname: '/showings',
          searchParams,
          pageSizeOptions: SHOWING_PAGE_SIZES,
          maxPageButtons: SHOWING_PAGE_BUTTONS,
        }}
        caption="Showing requests"
        getRowId={(s) => String(s.id)}
        rowClassName={(s) => (s.past ? 'bg-surface-sunken text-muted-foreground' : undefined)}
        empty={<EmptyState title={SHOWING_MSG.empty} />}
      />
    </ShowingsRowActions>
  );
}
