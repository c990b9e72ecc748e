import { DeleteScheduledButton } from '@/components/alerts/delete-scheduled-button';
import { DataTable, dataTableColumns, type DataTableColumn } from '@/components/ui/data-table';
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

function columnsOf({ kind, columns, timeZone, canDelete }: Omit<AlertsTableProps, 'rows'>): DataTableColumn<Alert>[] {
  const list: DataTableColumn<Alert>[] = [
    col.accessor('title', {
      header: 'Notification',
      cell: ({ row: { original: a } }) => (
        <>
          <span className="block font-medium">{a.title}</span>
          <span className="block text-sm text-muted-foreground">{a.subtitle}</span>
        </>
      ),
      meta: { rowHeader: true },
    }),
    col.accessor('type', {
      header: 'Content',
      cell: ({ row: { original: a } }) => (
        <>
          <span className="block text-xs font-medium uppercase text-muted-foreground">{ALERT_TYPE_LABELS[a.type]}</span>
          <span className="block max-w-xs truncate text-sm" title={a.value}>
            {a.value}
          </span>
        </>
      ),
    }),
  ];
  if (columns.recipient) list.push(col.accessor('recipient', { header: 'Recipient' }));
  if (columns.sender) list.push(col.accessor('sender', { header: 'Sender' }));
  list.push(
    col.accessor('when', {
      header: kind === 'scheduled' ? 'Scheduled for' : 'Sent',
      cell: ({ row: { original: a } }) => <time dateTime={new Date(a.when * 1000).toISOString()}>{formatInZone(a.when, timeZone)}</time>,
      meta: { cellClassName: 'whitespace-nowrap' },
    }),
  );
  if (kind === 'scheduled' && canDelete) {
    list.push(
      col.display({
        id: 'delete',
        header: 'Delete',
        cell: ({ row: { original: a } }) => <DeleteScheduledButton id={a.id} title={a.title} />,
        meta: { hideHeader: true, stack: 'action' },
      }),
    );
  }
  return col.columns(list);
}

/** The scheduled or sent notifications, server-rendered; recipient and sender columns per lib/alerts/rules.ts alertColumns. */
export function AlertsTable(props: AlertsTableProps) {
  const { kind, rows } = props;
  return (
    <DataTable
      rows={rows}
      columns={columnsOf(props)}
      total={rows.length}
      offset={0}
      limit={0}
      pathname="/alerts"
      searchParams={{}}
      caption={kind === 'scheduled' ? 'Scheduled notifications' : 'Sent notifications'}
      getRowId={(a) => String(a.id)}
      empty={
        kind === 'scheduled' ? (
          <EmptyState title="No scheduled notifications" text="Notifications you schedule wait here until they go out." />
        ) : (
          <EmptyState title="No notifications sent yet" text="Send a notification to a user or to everyone carrying a tag." />
        )
      }
      hidePagination
    />
  );
}
