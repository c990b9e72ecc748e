import { DataTable, dataTableColumns, type DataTableColumn } from '@/components/ui/data-table';
import { html } from '@/components/ui/safe-html';
import { EmptyState } from '@/components/ui/states';
import { formatNumber } from '@/lib/format';
import { AGENT_FIGURES, changeOf, changeWords, type AgentFigure, type AgentInsight, type AgentSort } from '@/lib/insights/rules';

const col = dataTableColumns<AgentInsight>();
const arrows = { up: '↑', new: '↑', down: '↓', same: '→' } as const;

/** The one figure a phone's card keeps, so the card stays short: the one the list is sorted by, hot leads by name; the rest behind 'More details'. */
function keptFigure(sortedBy: AgentSort): AgentFigure {
  return sortedBy === 'name' ? 'hotLeads' : sortedBy;
}

function figureColumn(key: AgentFigure, label: string, kept: boolean) {
  return col.display({
    id: key,
    header: label,
    meta: { align: 'end', stack: kept ? undefined : 'more' },
    cell: ({ row: { original: a } }) => {
      const c = a.figures[key];
      // 'users' is a count now, not a period's: it has no change.
      if (key === 'users') return html`<span class="tabular-nums">${formatNumber(c.current)}</span>`;
      // On a card, one line: the figure, then its change.
      return html`<span class="flex flex-col items-end @max-[40rem]:flex-row @max-[40rem]:items-baseline @max-[40rem]:justify-end @max-[40rem]:gap-2"><span class="tabular-nums">${formatNumber(c.current)}</span><span class="text-xs whitespace-nowrap text-muted-foreground"><span aria-hidden="true">${arrows[changeOf(c).direction]} </span>${changeWords(c)}</span></span>`;
    },
  });
}

function columns(sortedBy: AgentSort): DataTableColumn<AgentInsight>[] {
  const kept = keptFigure(sortedBy);
  return col.columns([
    col.accessor('name', {
      header: 'Agent',
      meta: { rowHeader: true },
      cell: ({ row: { original: a } }) =>
        html`<a data-link="" href="/agents/${a.id}" class="font-medium underline-offset-2 hover:underline">${a.name}</a>`,
    }),
    ...AGENT_FIGURES.map((f) => figureColumn(f.key, f.label, f.key === kept)),
  ]);
}

/** Per agent: users and the period's figures, each with its change against the period before; `sortedBy`: their order. */
export function AgentInsightsTable({ agents, sortedBy }: { agents: AgentInsight[]; sortedBy: AgentSort }) {
  return (
    <DataTable
      rows={agents}
      columns={columns(sortedBy)}
      caption="Agents"
      getRowId={(a) => String(a.id)}
      empty={<EmptyState title="No agents" />}
    />
  );
}
