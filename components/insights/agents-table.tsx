import { DataTable, dataTableColumns, type DataTableColumn } from '@/components/ui/data-table';
import { html } from '@/components/ui/safe-html';
import { EmptyState } from '@/components/ui/states';
import { AGENT_FIGURES, changeOf, changeWords, type AgentFigure, type AgentInsight } from '@/lib/insights/rules';

const col = dataTableColumns<AgentInsight>();
const count = new Intl.NumberFormat('en-US');
const arrows = { up: '↑', new: '↑', down: '↓', same: '→' } as const;

function figureColumn(key: AgentFigure, label: string) {
  return col.display({
    id: key,
    header: label,
    meta: { align: 'end' },
    cell: ({ row: { original: a } }) => {
      const c = a.figures[key];
      // 'users' is a count now, not a period's: it has no change.
      if (key === 'users') return html`<span class="tabular-nums">${count.format(c.current)}</span>`;
      return html`<span class="flex flex-col items-end"><span class="tabular-nums">${count.format(c.current)}</span><span class="text-xs whitespace-nowrap text-muted-foreground"><span aria-hidden="true">${arrows[changeOf(c).direction]} </span>${changeWords(c)}</span></span>`;
    },
  });
}

function columns(): DataTableColumn<AgentInsight>[] {
  return col.columns([
    col.accessor('name', {
      header: 'Agent',
      meta: { rowHeader: true },
      cell: ({ row: { original: a } }) => html`<a data-link="" href="/agents/${a.id}" class="font-medium underline-offset-2 hover:underline">${a.name}</a>`,
    }),
    ...AGENT_FIGURES.map((f) => figureColumn(f.key, f.label)),
  ]);
}

/** Per agent: users and the period's figures, each with its change against the period before. */
export function AgentsTable({ agents }: { agents: AgentInsight[] }) {
  return (
    <DataTable
      rows={agents}
      columns={columns()}
      caption="Agents"
      getRowId={(a) => String(a.id)}
      empty={<EmptyState title="No agents" />}
    />
  );
}
