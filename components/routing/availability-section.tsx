import { AvailabilityActions } from '@/components/routing/availability-actions';
import { rowActionButtonHtml } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DataTable, dataTableColumns } from '@/components/ui/data-table';
import { html } from '@/components/ui/safe-html';
import { EmptyState } from '@/components/ui/states';
import { pauseEndText } from '@/lib/routing/rules';
import type { AvailabilityRow } from '@/lib/routing/screen';

const col = dataTableColumns<AvailabilityRow>();

const columns = (canEdit: boolean, timeZone: string) =>
  col.columns([
    col.accessor('name', {
      header: 'Agent',
      meta: { rowHeader: true },
      cell: ({ row: { original: r } }) => html`<span class="font-medium">${r.name}</span>`,
    }),
    col.accessor('officeName', {
      header: 'Office',
      meta: { cellClassName: 'text-muted-foreground' },
      cell: ({ row: { original: r } }) => r.officeName ?? '—',
    }),
    col.display({
      id: 'until',
      header: 'Back on',
      cell: ({ row: { original: r } }) => (r.pause.until === null ? 'When resumed' : pauseEndText(r.pause.until, timeZone)),
    }),
    col.display({ id: 'by', header: 'Paused by', cell: ({ row: { original: r } }) => r.pause.by ?? '—' }),
    ...(canEdit
      ? [
          col.display({
            id: 'resume',
            header: 'Resume',
            meta: { stack: 'action' as const, hideHeader: true },
            cell: ({ row: { original: r } }) =>
              rowActionButtonHtml({ action: 'resume', rowKey: r.agentId, label: `Resume ${r.name}`, text: 'Resume' }),
          }),
        ]
      : []),
  ]);

/**
 * Who is not taking new leads: the paused agents among those the viewer sees, until when and by whom,
 * each with Resume; 'Pause an agent' pauses one of the others (optionally until a day).
 */
export function AvailabilitySection({ rows, canEdit, timeZone }: { rows: AvailabilityRow[]; canEdit: boolean; timeZone: string }) {
  const paused = rows.filter((r) => r.pause.paused);
  return (
    <Card title="Agents' availability" flush>
      <p className="px-5 pt-4 text-sm text-muted-foreground">
        {rows.length - paused.length} of {rows.length} active agents are taking new leads. A paused agent&apos;s turn goes to the next agent
        of the rule.
      </p>
      <AvailabilityActions taking={rows.filter((r) => !r.pause.paused)} timeZone={timeZone} canEdit={canEdit}>
        <DataTable
          rows={paused}
          columns={columns(canEdit, timeZone)}
          caption="Paused agents"
          getRowId={(r) => String(r.agentId)}
          empty={<EmptyState title="Nobody is paused" text="Every active agent is taking new leads." />}
        />
      </AvailabilityActions>
    </Card>
  );
}
