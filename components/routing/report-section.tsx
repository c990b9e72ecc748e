import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DataTable, dataTableColumns, type DataTableColumn } from '@/components/ui/data-table';
import { QuerySelect } from '@/components/ui/query-select';
import { html } from '@/components/ui/safe-html';
import { SortSelect } from '@/components/ui/sort-select';
import { EmptyState } from '@/components/ui/states';
import type { SearchParamsInput } from '@/lib/paging';
import type { ReportResponse } from '@/lib/routing/answers';
import { durationText, shareText, type AgentReportRow, type OfficeReportRow, type ReportFigures } from '@/lib/routing/report';
import { PERIOD_LABELS, PERIODS, REPORT_PAGE_SIZES, REPORT_QUERY, REPORT_SORT_OPTIONS, type ReportQuery } from '@/lib/routing/report-query';

type Row = ReportFigures & { name: string };

/**
 * The columns of both tables, sortable by their headers (the URL's `sort`). On a phone a row is a card
 * of its name, leads received and share contacted in time; the times and moves are behind 'More details'.
 */
function columns<R extends Row>(nameHeader: string): DataTableColumn<R>[] {
  const col = dataTableColumns<R>();
  const tabular = (text: string) => html`<span class="tabular-nums">${text}</span>`;
  return col.columns([
    col.display({
      id: 'name',
      header: nameHeader,
      meta: { rowHeader: true, sort: { asc: 'name', desc: 'name_desc' } },
      cell: ({ row }) => html`<span class="font-medium">${row.original.name}</span>`,
    }),
    col.display({
      id: 'received',
      header: 'Leads',
      meta: { align: 'end', sort: { desc: '', asc: 'received_asc' } },
      cell: ({ row }) => tabular(String(row.original.received)),
    }),
    col.display({
      id: 'share',
      header: 'Contacted in time',
      meta: { align: 'end', sort: { asc: 'share', desc: 'share_desc' } },
      cell: ({ row: { original: r } }) =>
        html`${tabular(shareText(r.share))} <span class="text-xs text-muted-foreground">(${r.touchedInTime})</span>`,
    }),
    col.display({
      id: 'median',
      header: 'Median time',
      meta: { align: 'end', stack: 'more', sort: { asc: 'median', desc: 'median_desc' } },
      cell: ({ row }) => tabular(durationText(row.original.medianMs)),
    }),
    col.display({
      id: 'p90',
      header: '90% within',
      meta: { align: 'end', stack: 'more', sort: { asc: 'p90', desc: 'p90_desc' } },
      cell: ({ row }) => tabular(durationText(row.original.p90Ms)),
    }),
    col.display({
      id: 'moved',
      header: 'Moved away',
      meta: { align: 'end', stack: 'more', sort: { asc: 'moved', desc: 'moved_desc' } },
      cell: ({ row }) => tabular(String(row.original.movedAway)),
    }),
  ]);
}

// The same for every request: built once.
const AGENT_COLUMNS = columns<AgentReportRow>('Agent');
const OFFICE_COLUMNS = columns<OfficeReportRow>('Office');

export interface ReportSectionProps {
  report: ReportResponse;
  query: ReportQuery;
  searchParams: SearchParamsInput;
  officesOn: boolean;
  /** The access table lets the viewer download the CSV (an audited export). */
  canExport: boolean;
}

/**
 * Speed to lead over the last 7, 30 or 90 days: per agent (paged) and per office, leads received, the
 * share contacted within the claim window, the median and 90th-percentile time to first contact, and
 * leads that moved on when their window ran out. Period and sort live in the URL; CSV of the same.
 */
export function ReportSection({ report, query, searchParams, officesOn, canExport }: ReportSectionProps) {
  const csv = REPORT_QUERY.toSearchParams({ ...REPORT_QUERY.defaults, period: query.period, sort: query.sort });
  return (
    <Card
      title="Speed to lead"
      actions={
        <>
          <QuerySelect
            param="period"
            label="Period"
            size="sm"
            value={query.period === REPORT_QUERY.defaults.period ? '' : String(query.period)}
            options={PERIODS.map((p) => ({ value: p === REPORT_QUERY.defaults.period ? '' : String(p), label: PERIOD_LABELS[p] }))}
          />
          <SortSelect options={REPORT_SORT_OPTIONS} value={query.sort} label="Sort" />
          {canExport ? (
            <a
              href={`/api/routing/report/csv${csv.size ? `?${csv}` : ''}`}
              download
              className={buttonClasses({ variant: 'secondary', size: 'sm' })}
            >
              Download CSV
            </a>
          ) : null}
        </>
      }
      flush
    >
      {report.agents.length === 0 && report.offices.length === 0 ? (
        <div className="p-5">
          <EmptyState title="No leads routed in this period" text="Leads appear here once new sign-ups are routed to your agents." />
        </div>
      ) : (
        <ReportTables report={report} query={query} searchParams={searchParams} officesOn={officesOn} />
      )}
    </Card>
  );
}

/** The two tables, both in the URL's sort: the agents paged, the offices whole. */
function ReportTables({ report, query, searchParams, officesOn }: Omit<ReportSectionProps, 'canExport'>) {
  const pagination = { pathname: '/routing', searchParams };
  const empty = <EmptyState title="Nobody here in this period" />;
  return (
    <>
      <p className="px-5 pt-4 text-sm text-muted-foreground">
        Times run from the offer to the first call, text or e-mail; in time is before the lead moved on to the next agent.
      </p>
      <h3 className="px-5 pt-4 text-sm font-semibold">By agent</h3>
      <DataTable
        rows={report.agents}
        columns={AGENT_COLUMNS}
        caption="Speed to lead by agent"
        sort={query.sort}
        getRowId={(r) => String(r.agentId)}
        pagination={{
          ...pagination,
          total: report.agentsTotal,
          offset: query.offset,
          limit: query.limit,
          pageSizeOptions: REPORT_PAGE_SIZES,
        }}
        empty={empty}
      />
      {officesOn ? (
        <>
          <h3 className="border-t border-border px-5 pt-4 text-sm font-semibold">By office</h3>
          <DataTable
            rows={report.offices}
            columns={OFFICE_COLUMNS}
            caption="Speed to lead by office"
            sort={query.sort}
            getRowId={(r) => String(r.officeId ?? 'none')}
            pagination={{ ...pagination, total: report.offices.length, offset: 0, limit: 0 }}
            empty={empty}
          />
        </>
      ) : null}
    </>
  );
}
