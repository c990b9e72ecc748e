import 'server-only';
import type { ReportResponse } from '@/lib/routing/answers';
import {
  buildReport,
  OFFER_KINDS,
  periodStart,
  reportCsvRow,
  sortReportRows,
  type ReportStep,
  type RoutingReport,
} from '@/lib/routing/report';
import type { ReportQuery } from '@/lib/routing/report-query';
import { brokerageTimeZone } from '@/server/alerts';
import { getAppData } from '@/server/app-data';
import { routingScope } from '@/server/routing/scope';
import type { Session } from '@/server/session';
import { store } from '@/server/store';

/**
 * The routing report's reads: every step of the cases offered in the period (one query, the cases'
 * offices joined), summed by lib/routing/report.ts. A manager's report holds their offices' cases only.
 */

async function stepsSince(stackId: string, from: number, offices: ReadonlySet<number> | null): Promise<ReportStep[]> {
  if (offices?.size === 0) return [];
  const { db, ready } = store();
  await ready();
  let query = db
    .selectFrom('routing_steps as s')
    .innerJoin('routing_cases as c', 'c.id', 's.case_id')
    .select(['s.case_id', 's.kind', 's.agent_id', 's.agent_name', 's.at', 'c.office_id'])
    .where('s.stack_id', '=', stackId)
    .where('s.case_id', 'in', (eb) =>
      eb
        .selectFrom('routing_steps')
        .select('case_id')
        .where('stack_id', '=', stackId)
        .where('kind', 'in', [...OFFER_KINDS])
        .where('at', '>=', from),
    );
  if (offices) query = query.where('c.office_id', 'in', [...offices]);
  const rows = await query.execute();
  return rows.map((r) => ({
    caseId: r.case_id,
    officeId: r.office_id === null ? null : Number(r.office_id),
    kind: r.kind,
    agentId: r.agent_id === null ? null : Number(r.agent_id),
    agentName: r.agent_name,
    at: Number(r.at),
  }));
}

/** The whole report of the period, both lists in the query's order. */
export async function readReport(session: Session, query: Pick<ReportQuery, 'period' | 'sort'>, now = Date.now()): Promise<RoutingReport> {
  const [app, scope] = await Promise.all([getAppData(session), routingScope(session)]);
  const from = periodStart(query.period, brokerageTimeZone(app), now);
  // A manager's report: their offices' cases; an admin's: every case of the brokerage.
  const steps = await stepsSince(session.stackId, from, scope.scope === 'offices' ? (scope.mine ?? new Set()) : null);
  const report = buildReport(steps, from, now + 1, new Map(scope.offices.map((o) => [o.id, o.name])));
  return { ...report, agents: sortReportRows(report.agents, query.sort), offices: sortReportRows(report.offices, query.sort) };
}

/** The report with the agents paged as the query asks (limit 0: all). */
export async function reportPage(session: Session, query: ReportQuery, now = Date.now()): Promise<ReportResponse> {
  const report = await readReport(session, query, now);
  const agents = query.limit > 0 ? report.agents.slice(query.offset, query.offset + query.limit) : report.agents;
  return { ...report, agents, agentsTotal: report.agents.length };
}

/**
 * The report as CSV lines, the agents then the offices. Read before the download starts, so a failed
 * read is an error answer rather than a file cut short.
 */
export async function reportCsvRows(session: Session, query: ReportQuery): Promise<AsyncIterable<string[]>> {
  const report = await readReport(session, query);
  return (async function* () {
    for (const row of report.agents) yield reportCsvRow('Agent', row);
    for (const row of report.offices) yield reportCsvRow('Office', row);
  })();
}
