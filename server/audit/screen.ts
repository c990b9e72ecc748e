import 'server-only';
import { addDays, zonedInstant } from '@/lib/alerts/rules';
import type { AuditEvent } from '@/lib/audit/event';
import type { AuditQuery } from '@/lib/audit/query';
import { brokerageTimeZone } from '@/server/alerts';
import { readAudit } from '@/server/audit/log';
import { actionsUsed, eachEvent, listEvents, type AuditFilter, type EventPage } from '@/server/audit/read';
import type { Session } from '@/server/session';
import type { AppData } from '@/server/upstream/contract';

const isoOf = (date: string, timeZone: string) => new Date(zonedInstant(date, 0, 0, timeZone) * 1000).toISOString();

/**
 * The store's filter for a query: always the session's brokerage; the dates are whole days in the
 * brokerage's time zone, 'to' included.
 */
export function auditFilter(session: Session, app: Pick<AppData, 'time_zone'>, q: AuditQuery): AuditFilter {
  const timeZone = brokerageTimeZone(app);
  return {
    stackId: session.stackId,
    who: q.who ?? undefined,
    action: q.action || undefined,
    target: q.target ?? undefined,
    fromAt: q.from ? isoOf(q.from, timeZone) : undefined,
    toAt: q.to ? isoOf(addDays(q.to, 1), timeZone) : undefined,
    outcome: q.outcome || undefined,
  };
}

export type AuditPage = EventPage & { actions: string[]; timeZone: string };

/** One page of the brokerage's log and the actions it holds (the filter's choices). */
export async function auditPage(session: Session, app: AppData, q: AuditQuery): Promise<AuditPage> {
  const filter = auditFilter(session, app, q);
  const [page, actions] = await readAudit((db) =>
    Promise.all([listEvents(db, filter, q.cursor, q.limit || 100), actionsUsed(db, session.stackId)]),
  );
  return { ...page, actions, timeZone: brokerageTimeZone(app) };
}

/** Every event the query matches, for the export. */
export async function* auditExport(session: Session, app: AppData, q: AuditQuery): AsyncGenerator<AuditEvent> {
  const filter = auditFilter(session, app, q);
  yield* await readAudit(async (db) => eachEvent(db, filter));
}
