import { DeleteScheduledButton } from '@/components/alerts/delete-scheduled-button';
import { DataTable, dataTableColumns, type DataTableColumn } from '@/components/ui/data-table';
import { html } from '@/components/ui/safe-html';
import { EmptyState } from '@/components/ui/states';
import { ALERT_TYPE_LABELS, formatInZone, type Alert, type AlertColumns } from '@/lib/alerts/rules';

export interface AlertsTableProps {
  kind: 'scheduled' | 'sent';
  rows: Alert[];
  columns: AlertColumns;
  timeZone: string;
  /** Scheduled only: the Delete action (hidden in read-only mode). */
  canDelete?: boolean;
}

const col = dataTableColumns<Alert>();

/** Every column; recipient, sender and delete are shown per list and viewer (AlertsTable's columnVisibility). */
function columnsOf({ kind, timeZone }: Pick<AlertsTableProps, 'kind' | 'timeZone'>): DataTableColumn<Alert>[] {
  return col.columns([
    col.accessor('title', {
      header: 'Notification',
      cell: ({ row: { original: a } }) =>
        html`<span class="block font-medium">${a.title}</span><span class="block text-sm text-muted-foreground">${a.subtitle}</span>`,
      meta: { rowHeader: true },
    }),
    col.accessor('type', {
      header: 'Content',
      cell: ({ row: { original: a } }) =>
        html`<span class="block text-xs font-medium uppercase text-muted-foreground">${ALERT_TYPE_LABELS[a.type]}</span><span class="block max-w-xs truncate text-sm" title="${a.value}">${a.value}</span>`,
    }),
    col.accessor('recipient', { header: 'Recipient' }),
    col.accessor('sender', { header: 'Sender' }),
    col.accessor('when', {
      header: kind === 'scheduled' ? 'Scheduled for' : 'Sent',
      cell: ({ row: { original: a } }) =>
        html`<time dateTime="${new Date(a.when * 1000).toISOString()}">${formatInZone(a.when, timeZone)}</time>`,
      meta: { cellClassName: 'whitespace-nowrap' },
    }),
    col.display({
      id: 'delete',
      header: 'Delete',
      // A client island: the confirmation dialog.
      cell: ({ row: { original: a } }) => <DeleteScheduledButton id={a.id} title={a.title} />,
      meta: { hideHeader: true, stack: 'action' },
    }),
  ]);
}

/** The scheduled or sent notifications, server-rendered; recipient and sender columns per lib/alerts/rules.ts alertColumns. */
export function AlertsTable(props: AlertsTableProps) {
  const { kind, rows } = props;
  return (
    <DataTable
      rows={rows}
      columns={columnsOf(props)}
      columnVisibility={{
        recipient: props.columns.recipient,
        sender: props.columns.sender,
        delete: kind === 'scheduled' && props.canDelete === true,
      }}
      caption={kind === 'scheduled' ? 'Scheduled notifications' : 'Sent notifications'}
      getRowId={(a) => String(a.id)}
      empty={
        kind === 'scheduled' ? (
          <EmptyState title="No scheduled notifications" text="Notifications you schedule wait here until they go out." />
        ) : (
          <EmptyState title="No notifications sent yet" text="Send a notification to a user or to everyone carrying a tag." />
        )
      }
    />
  );
}
