import { badgeHtml } from '@/components/ui/badge';
import { DataTable, dataTableColumns, type DataTableColumn, type DataTablePagination } from '@/components/ui/data-table';
import { html } from '@/components/ui/safe-html';
import { EmptyState } from '@/components/ui/states';
import { formatInZone } from '@/lib/alerts/rules';
import type { AuditEvent } from '@/lib/audit/event';
import { actorLabel, actorRole, targetHref } from '@/lib/audit/query';

type AuditRow = AuditEvent & { when: string };

const col = dataTableColumns<AuditRow>();

const COLUMNS: DataTableColumn<AuditRow>[] = col.columns([
  // A phone's card keeps what, when and who, and a failure; the rest (the action's code, the actor's role, the target, the request) is behind 'More details'.
  col.accessor('when', { header: 'When', meta: { stack: 'inline', cellClassName: 'whitespace-nowrap' } }),
  col.accessor('summary', {
    header: 'What',
    meta: { rowHeader: true },
    // The action's code says again what the summary says: on a card, only with its details open.
    cell: ({ row: { original: e } }) => html`${e.summary}<span class="dt-rest block text-xs text-muted-foreground">${e.action}</span>`,
  }),
  col.display({
    id: 'who',
    header: 'Who',
    meta: { stack: 'inline' },
    cell: ({ row: { original: e } }) =>
      html`${actorLabel(e.actor)}<span class="dt-rest block text-xs text-muted-foreground">${actorRole(e.actor)}</span>`,
  }),
  col.display({
    id: 'target',
    header: 'Target',
    meta: { stack: 'more' },
    cell: ({ row: { original: e } }) => {
      if (!e.target) return null;
      const text = e.target.label ?? e.target.ids.map((id) => `#${id}`).join(', ');
      const href = targetHref(e.target);
      return href ? html`<a href="${href}" class="underline">${text}</a>` : html`${text}`;
    },
  }),
  col.display({
    id: 'outcome',
    header: 'Outcome',
    meta: { stack: 'inline' },
    cell: ({ row: { original: e } }) => {
      const outcome = html`${badgeHtml(e.outcome === 'success' ? 'Succeeded' : 'Failed', { tone: e.outcome === 'success' ? 'success' : 'danger' })} <span class="text-xs text-muted-foreground">${e.status}</span>${e.message ? html`<span class="block text-xs text-muted-foreground">${e.message}</span>` : null}`;
      // Success is the rule: a card shows a failure, and a success only with its details open.
      return e.outcome === 'success' ? html`<span class="dt-rest">${outcome}</span>` : outcome;
    },
  }),
  col.display({
    id: 'request',
    header: 'Request',
    meta: { stack: 'more' },
    cell: ({ row: { original: e } }) =>
      html`<span class="text-xs text-muted-foreground break-all">${e.clientAddress ?? ''}${e.requestId ? html`<span class="block">${e.requestId}</span>` : null}</span>`,
  }),
]);

/** The log's page, newest first, times in the brokerage's time zone. */
export function AuditTable({
  events,
  timeZone,
  pagination,
  filtered,
}: {
  events: AuditEvent[];
  timeZone: string;
  pagination: DataTablePagination;
  filtered: boolean;
}) {
  const rows = events.map((e) => ({ ...e, when: formatInZone(Date.parse(e.at) / 1000, timeZone) }));
  return (
    <DataTable
      rows={rows}
      columns={COLUMNS}
      caption="Audit log"
      getRowId={(e) => e.id}
      pagination={pagination}
      empty={
        <EmptyState
          title={filtered ? 'No events match these filters' : 'No events yet'}
          text={filtered ? 'Change or clear the filters to see more.' : 'Staff actions and sign-ins appear here as they happen.'}
        />
      }
    />
  );
}
