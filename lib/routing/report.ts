import { addDays, zonedInstant, zonedToday } from '@/lib/alerts/rules';
import type { Period, ReportSort } from '@/lib/routing/report-query';

/**
 * The routing report's maths, pure: per agent and per office, over a period, from the routing steps.
 *
 * - Leads received: the cases offered to the agent (counted once, at their first offer to them) whose
 *   offer falls in the period; for an office, its cases whose first offer falls in it.
 * - Touched in time: of those, the ones the agent touched (or claimed) before the lead expired from
 *   them; for an office, the leads whose first touch came from an agent still within their window.
 * - Time to first touch: from that offer to that touch (an office: from the first offer to the first touch).
 * - Moved away: the leads that expired from the agent (an office: that expired from anyone).
 */

export type ReportStep = {
  caseId: string;
  /** The case's office (its link's agent's office); null: none. */
  officeId: number | null;
  kind: string;
  agentId: number | null;
  agentName: string | null;
  at: number;
};

export type ReportFigures = {
  received: number;
  touchedInTime: number;
  /** touchedInTime / received; null with nothing received. */
  share: number | null;
  medianMs: number | null;
  p90Ms: number | null;
  movedAway: number;
};

export type AgentReportRow = ReportFigures & { agentId: number; name: string };
export type OfficeReportRow = ReportFigures & { officeId: number | null; name: string };
export type RoutingReport = { from: number; to: number; agents: AgentReportRow[]; offices: OfficeReportRow[] };

const TOUCHES = new Set(['touched', 'claimed']);
/** Steps that offer the lead to an agent: the first hand-out, each re-route, and a group's offer. */
export const OFFER_KINDS = ['routed', 'rerouted', 'offered'] as const;
const OFFERS = new Set<string>(OFFER_KINDS);

/** The p-th quantile (0–1) of sorted values, interpolated between neighbours (the median is p = 0.5). */
export function quantile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const at = (sorted.length - 1) * p;
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  const a = sorted[lo] as number;
  const b = sorted[hi] as number;
  return a + (b - a) * (at - lo);
}

/** The first instant of the period: the brokerage's midnight `period - 1` days before today. */
export function periodStart(period: Period, timeZone: string, now: number): number {
  return zonedInstant(addDays(zonedToday(timeZone, now), -(period - 1)), 0, 0, timeZone) * 1000;
}

type Tally = { received: number; touchedInTime: number; times: number[]; movedAway: number };
const tally = (): Tally => ({ received: 0, touchedInTime: 0, times: [], movedAway: 0 });

function figures(t: Tally): ReportFigures {
  const times = [...t.times].sort((a, b) => a - b);
  return {
    received: t.received,
    touchedInTime: t.touchedInTime,
    share: t.received ? t.touchedInTime / t.received : null,
    medianMs: quantile(times, 0.5),
    p90Ms: quantile(times, 0.9),
    movedAway: t.movedAway,
  };
}

/** What happened to one agent's offer of a case: when, their first touch after it, their expiry after it. */
function offerOf(steps: readonly ReportStep[], agentId: number) {
  const offered = steps.find((s) => OFFERS.has(s.kind) && s.agentId === agentId);
  if (!offered) return null;
  const after = steps.filter((s) => s.at >= offered.at && s.agentId === agentId);
  const touch = after.find((s) => TOUCHES.has(s.kind));
  const expired = after.find((s) => s.kind === 'expired');
  return {
    at: offered.at,
    touch: touch?.at ?? null,
    inTime: !!touch && (!expired || touch.at <= expired.at),
    movedAway: !!expired && (!touch || touch.at > expired.at),
  };
}

/**
 * The report of a period [from, to) from the steps of its cases (every step of a case offered in it,
 * in any order). Office names come from the upstream; a case without an office reads 'No office'.
 */
export function buildReport(
  steps: readonly ReportStep[],
  from: number,
  to: number,
  officeNames: ReadonlyMap<number, string>,
): RoutingReport {
  const byCase = new Map<string, ReportStep[]>();
  for (const s of steps) byCase.set(s.caseId, [...(byCase.get(s.caseId) ?? []), s]);
  const agents = new Map<number, Tally & { name: string }>();
  const offices = new Map<number | null, Tally>();
  const inPeriod = (at: number) => at >= from && at < to;

  for (const list of byCase.values()) {
    list.sort((a, b) => a.at - b.at);
    const ids = new Set(list.flatMap((s) => (OFFERS.has(s.kind) && s.agentId !== null ? [s.agentId] : [])));
    for (const id of ids) {
      const offer = offerOf(list, id);
      if (!offer || !inPeriod(offer.at)) continue;
      const name = list.findLast((s) => s.agentId === id && s.agentName)?.agentName ?? `Agent ${id}`;
      const t = agents.get(id) ?? { ...tally(), name };
      t.received++;
      if (offer.inTime) t.touchedInTime++;
      if (offer.touch !== null) t.times.push(offer.touch - offer.at);
      if (offer.movedAway) t.movedAway++;
      agents.set(id, t);
    }
    const first = list.find((s) => OFFERS.has(s.kind));
    if (!first || !inPeriod(first.at)) continue;
    const officeId = list[0]?.officeId ?? null;
    const o = offices.get(officeId) ?? tally();
    o.received++;
    const touch = list.find((s) => TOUCHES.has(s.kind) && s.at >= first.at);
    if (touch) {
      o.times.push(touch.at - first.at);
      if (touch.agentId !== null && offerOf(list, touch.agentId)?.inTime) o.touchedInTime++;
    }
    if (list.some((s) => s.kind === 'expired' && s.at >= first.at)) o.movedAway++;
    offices.set(officeId, o);
  }

  return {
    from,
    to,
    agents: [...agents].map(([agentId, t]) => ({ agentId, name: t.name, ...figures(t) })),
    offices: [...offices].map(([officeId, t]) => ({
      officeId,
      name: officeId === null ? 'No office' : (officeNames.get(officeId) ?? `Office ${officeId}`),
      ...figures(t),
    })),
  };
}

type Row = ReportFigures & { name: string };
const FIGURE: Record<string, (r: Row) => number | null> = {
  received: (r) => r.received,
  share: (r) => r.share,
  median: (r) => r.medianMs,
  p90: (r) => r.p90Ms,
  moved: (r) => r.movedAway,
};

/** Rows in the sort's order; rows without the figure (nothing touched yet) last either way, then by name. */
export function sortReportRows<R extends Row>(rows: readonly R[], sort: ReportSort): R[] {
  const [key, dir] =
    sort === '' ? ['received', 'desc'] : sort === 'received_asc' ? ['received', 'asc'] : (sort.split('_') as [string, string?]);
  const sign = dir === 'desc' ? -1 : 1;
  const byName = (a: R, b: R) => a.name.localeCompare(b.name);
  if (key === 'name') return [...rows].sort((a, b) => sign * byName(a, b));
  const value = FIGURE[key] ?? FIGURE.received!;
  return [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    if (x === null || y === null) return x === y ? byName(a, b) : x === null ? 1 : -1;
    return x === y ? byName(a, b) : sign * (x - y);
  });
}

/** A time to first touch as staff read it: '45 s', '12 min', '2 h 5 min', '3 d 4 h'. */
export function durationText(ms: number | null): string {
  if (ms === null) return '—';
  const s = Math.round(ms / 1000);
  if (s < 60) return `${s} s`;
  const m = Math.round(s / 60);
  if (m < 60) return `${m} min`;
  const h = Math.floor(m / 60);
  if (h < 24) return m % 60 ? `${h} h ${m % 60} min` : `${h} h`;
  const d = Math.floor(h / 24);
  return h % 24 ? `${d} d ${h % 24} h` : `${d} d`;
}

/** A share as a whole percentage, or '—'. */
export function shareText(share: number | null): string {
  return share === null ? '—' : `${Math.round(share * 100)}%`;
}

export const REPORT_CSV_HEADER = [
  'Kind',
  'Name',
  'Leads received',
  'Contacted in time',
  'Contacted in time (%)',
  'Median minutes to first contact',
  '90th percentile minutes to first contact',
  'Moved away',
] as const;

const minutes = (ms: number | null) => (ms === null ? '' : (ms / 60_000).toFixed(1));

/** One CSV line of a row (cells as text; the writer makes them formula-safe). */
export function reportCsvRow(kind: 'Agent' | 'Office', row: Row): string[] {
  return [
    kind,
    row.name,
    String(row.received),
    String(row.touchedInTime),
    row.share === null ? '' : String(Math.round(row.share * 100)),
    minutes(row.medianMs),
    minutes(row.p90Ms),
    String(row.movedAway),
  ];
}
