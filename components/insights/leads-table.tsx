import { badgeHtml } from '@/components/ui/badge';
import { DataTable, dataTableColumns, type DataTableColumn } from '@/components/ui/data-table';
import { html } from '@/components/ui/safe-html';
import { EmptyState } from '@/components/ui/states';
import { tagChipHtml } from '@/components/tags/tag-chip';
import { userCellHtml } from '@/components/users/user-cell';
import { timeAgo } from '@/lib/format';
import { INSIGHTS_MSG, LEAD_PAGE_SIZES, type LeadRow } from '@/lib/insights/rules';
import { LEVEL_LABELS, LEVEL_TONES } from '@/lib/insights/score';
import type { SearchParamsInput } from '@/lib/paging';
import { tagColors } from '@/lib/tags/rules';
import { visibleTags } from '@/lib/users/rules';

export interface LeadsTableProps {
  rows: LeadRow[];
  total: number;
  offset: number;
  limit: number;
  sort: string;
  searchParams: SearchParamsInput;
  now: number;
  /** Agent names link to /agents/{id} for those who may open it (admins, managers). */
  agentLinks: boolean;
}

const col = dataTableColumns<LeadRow>();

function columns(now: number, agentLinks: boolean): DataTableColumn<LeadRow>[] {
  return col.columns([
    col.accessor('name', {
      header: 'User',
      meta: { rowHeader: true },
      cell: ({ row: { original: u } }) => userCellHtml(u),
    }),
    col.accessor('level', {
      header: 'Level',
      // A phone's card keeps who (with one tap to reach them), their level and the first reason; the rest is behind 'More details'.
      meta: { sort: { desc: '' }, stack: 'inline' },
      cell: ({ row: { original: u } }) => badgeHtml(LEVEL_LABELS[u.level], { tone: LEVEL_TONES[u.level] }),
    }),
    col.accessor('reasons', {
      header: 'Why',
      meta: { stack: 'inline', cellClassName: '@max-[40rem]:flex-[1_1_12rem]' },
      cell: ({ row: { original: u } }) =>
        u.reasons.length === 0
          ? null
          : html`<ul class="flex flex-col gap-0.5 text-sm" data-testid="lead-reasons">${u.reasons.map((r, i) => (i === 0 ? html`<li>${r}</li>` : html`<li class="dt-rest">${r}</li>`))}</ul>`,
    }),
    col.accessor('agentName', {
      header: 'Agent',
      meta: { stack: 'more' },
      cell: ({ row: { original: u } }) =>
        u.agentId === null
          ? html`<span class="text-muted-foreground">None set</span>`
          : agentLinks
            ? html`<a data-link="" href="/agents/${u.agentId}" class="underline-offset-2 hover:underline">${u.agentName ?? `Agent #${u.agentId}`}</a>`
            : html`${u.agentName ?? `Agent #${u.agentId}`}`,
    }),
    col.accessor('tags', {
      header: 'Tags',
      meta: { stack: 'more' },
      cell: ({ row: { original: u } }) => {
        const { shown, more } = visibleTags(u.tags);
        if (shown.length === 0) return null;
        const chips = shown.map((t) => {
          const colors = tagColors(t.color, null);
          return tagChipHtml({ tag: { tag: t.key, name: t.name, background: colors.background, textColor: colors.text } });
        });
        return html`<span class="flex flex-wrap items-center gap-1">${chips}${more > 0 ? html`<span class="text-xs text-muted-foreground">+${more} more</span>` : null}</span>`;
      },
    }),
    col.accessor('lastActive', {
      header: 'Last active',
      meta: { sort: { desc: 'last' }, stack: 'more' },
      cell: ({ row: { original: u } }) =>
        u.lastActive === null ? html`<span class="text-muted-foreground">Never</span>` : timeAgo(u.lastActive, now),
    }),
  ]);
}

/** The hot leads: ranked users with their level and reasons; sorts and paging in the query string. */
export function LeadsTable(props: LeadsTableProps) {
  return (
    <DataTable
      rows={props.rows}
      columns={columns(props.now, props.agentLinks)}
      sort={props.sort}
      pagination={{
        total: props.total,
        offset: props.offset,
        limit: props.limit,
        pathname: '/insights',
        searchParams: props.searchParams,
        pageSizeOptions: LEAD_PAGE_SIZES,
      }}
      caption="Hot leads"
      getRowId={(u) => String(u.id)}
      empty={<EmptyState title={INSIGHTS_MSG.noLeads} text={INSIGHTS_MSG.noLeadsText} />}
    />
  );
}
