import { AvailabilityRowActions } from '@/components/routing/availability-row-actions';
import { badgeHtml } from '@/components/ui/badge';
import { rowActionButtonHtml } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DataTable, dataTableColumns } from '@/components/ui/data-table';
import { html } from '@/components/ui/safe-html';
import { EmptyState } from '@/components/ui/states';
import { pauseText } from '@/lib/routing/rules';
import type { AvailabilityRow } from '@/lib/routing/screen';

const col = dataTableColumns<AvailabilityRow>();

const columns = (canEdit: boolean, timeZone: string) =>
  col.columns([
    col.accessor('name', { header: 'Agent', meta: { rowHeader: true }, cell: ({ row: { original: r } }) => html`<span class="font-medium">${r.name}</span>` }),
    col.accessor('officeName', { header: 'Office', meta: { cellClassName: 'text-muted-foreground' }, cell: ({ row: { original: r } }) => r.officeName ?? '—' }),
    col.display({
      id: 'status',
      header: 'Status',
      meta: { stack: 'inline' },
      cell: ({ row: { original: r } }) =>
        r.pause.paused
          ? html`${badgeHtml('Paused', { tone: 'warning' })} <span class="text-sm text-muted-foreground">${pauseText(r.pause, timeZone)}</span>`
          : badgeHtml('Taking leads', { tone: 'success' }),
    }),
    ...(canEdit
      ? [
          col.display({
            id: 'action',
            header: 'Pause or resume',
            meta: { stack: 'action' as const, hideHeader: true },
            cell: ({ row: { original: r } }) =>
              r.pause.paused
                ? rowActionButtonHtml({ action: 'resume', rowKey: r.agentId, label: `Resume ${r.name}`, text: 'Resume' })
                : rowActionButtonHtml({ action: 'pause', rowKey: r.agentId, opensDialog: true, label: `Pause ${r.name}`, text: 'Pause' }),
          }),
        ]
      : []),
  ]);

/** The active agents the viewer sees and whether each takes new leads; Pause (optionally until a day) and Resume. */
export function AvailabilitySection({ rows, canEdit, timeZone }: { rows: AvailabilityRow[]; canEdit: boolean; timeZone: string }) {
  return (
    <Card title="Agents' availability" flush>
      <p className="px-5 pt-4 text-sm text-muted-foreground">A paused agent gets no new leads; the next agent in the rule gets them instead.</p>
      <AvailabilityRowActions rows={rows} timeZone={timeZone}>
        <DataTable rows={rows} columns={columns(canEdit, timeZone)} caption="Agents' availability" getRowId={(r) => String(r.agentId)} empty={<EmptyState title="No active agents" />} />
      </AvailabilityRowActions>
    </Card>
  );
}
