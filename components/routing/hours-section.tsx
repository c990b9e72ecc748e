import { HoursRowActions } from '@/components/routing/hours-row-actions';
import { rowActionButtonHtml } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DataTable, dataTableColumns } from '@/components/ui/data-table';
import { html } from '@/components/ui/safe-html';
import { BROKERAGE_OFFICE, weekText } from '@/lib/routing/rules';
import type { HoursRow } from '@/lib/routing/screen';

const col = dataTableColumns<HoursRow>();

const columns = (canEdit: boolean) =>
  col.columns([
    col.accessor('name', {
      header: 'Office',
      meta: { rowHeader: true },
      cell: ({ row: { original: r } }) =>
        r.officeId === BROKERAGE_OFFICE
          ? html`<span class="font-medium">Brokerage</span><span class="block text-xs text-muted-foreground">Every office without hours of its own</span>`
          : html`<span class="font-medium" style="padding-inline-start:${r.depth * 0.75}rem">${r.name}</span>`,
    }),
    col.display({
      id: 'hours',
      header: 'Hours',
      cell: ({ row: { original: r } }) =>
        r.own
          ? html`${weekText(r.own.days).map((line) => html`<span class="block">${line}</span>`)}<span class="block text-xs text-muted-foreground">${r.own.timeZone.replace(/_/g, ' ')}</span>`
          : html`<span class="text-muted-foreground">The brokerage's hours</span>`,
    }),
    ...(canEdit
      ? [
          col.display({
            id: 'edit',
            header: 'Edit',
            meta: { stack: 'action' as const, hideHeader: true },
            cell: ({ row: { original: r } }) =>
              rowActionButtonHtml({
                action: 'edit',
                rowKey: r.officeId,
                opensDialog: true,
                label: `Edit the hours of ${r.officeId === BROKERAGE_OFFICE ? 'the brokerage' : r.name}`,
                text: 'Edit',
              }),
          }),
        ]
      : []),
  ]);

/** Each office's hours (the brokerage's first, for an admin), which claim windows are counted in; Edit opens the hours dialog. */
export function HoursSection({ rows, canEdit }: { rows: HoursRow[]; canEdit: boolean }) {
  return (
    <Card title="Office hours" flush>
      <p className="px-5 pt-4 text-sm text-muted-foreground">A lead&apos;s minutes to respond count only while its office is open.</p>
      <HoursRowActions rows={rows}>
        <DataTable rows={rows} columns={columns(canEdit)} caption="Office hours" getRowId={(r) => String(r.officeId)} />
      </HoursRowActions>
    </Card>
  );
}
