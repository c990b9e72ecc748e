import 'server-only';
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { AuditEvent, AuditOutcome } from '@/lib/audit/event';
import type { AuditDatabase } from '@/server/audit/schema';
import { eventOf } from '@/server/audit/store';

/** What /audit asks for: one brokerage's events, narrowed. Instants are ISO strings (the range is [fromAt, toAt)). */
export type AuditFilter = {
  stackId: string;
  who?: string;
  action?: string;
  target?: string;
  fromAt?: string;
  toAt?: string;
  outcome?: AuditOutcome;
};

type Eb = ExpressionBuilder<AuditDatabase, 'audit_events'>;

/** `text` anywhere in the column, case-insensitive alike in SQLite and PostgreSQL; % and _ match themselves. */
function contains(column: 'actor_name' | 'actor_email' | 'target_label' | 'target_ids', text: string) {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}

function where(eb: Eb, f: AuditFilter) {
  const all = [eb('stack_id', '=', f.stackId)];
  if (f.who) all.push(eb.or([contains('actor_name', f.who), contains('actor_email', f.who)]));
  if (f.action) all.push(eb('action', '=', f.action));
  if (f.target) all.push(eb.or([contains('target_label', f.target), contains('target_ids', f.target)]));
  if (f.fromAt) all.push(eb('at', '>=', f.fromAt));
  if (f.toAt) all.push(eb('at', '<', f.toAt));
  if (f.outcome) all.push(eb('outcome', '=', f.outcome));
  return eb.and(all);
}

/** A page of events, newest first, and how many match in all. */
export async function listEvents(
  db: Kysely<AuditDatabase>,
  filter: AuditFilter,
  page: { offset: number; limit: number },
): Promise<{ events: AuditEvent[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('audit_events')
      .selectAll()
      .where((eb) => where(eb, filter))
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    db
      .selectFrom('audit_events')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where((eb) => where(eb, filter))
      .executeTakeFirst(),
  ]);
  return { events: rows.map(eventOf), total: Number(count?.n ?? 0) };
}

/**
 * Every matching event, newest first, a batch at a time (the CSV export streams them). Each batch starts
 * after the last one's (at, id) rather than at an offset: events written meanwhile land above the
 * first batch, so none is repeated or skipped while staff work, and nothing is counted.
 */
export async function* eachEvent(db: Kysely<AuditDatabase>, filter: AuditFilter, batch = 500): AsyncGenerator<AuditEvent> {
  let after: Cursor | null = null;
  for (;;) {
    const rows = await rowsAfter(db, filter, after, batch);
    yield* rows.map(eventOf);
    const last = rows.at(-1);
    if (!last || rows.length < batch) return;
    after = { at: last.at, id: last.id };
  }
}

type Cursor = { at: string; id: string };

/** The next `limit` matching rows, newest first, strictly after `cursor` in that order. */
function rowsAfter(db: Kysely<AuditDatabase>, filter: AuditFilter, cursor: Cursor | null, limit: number) {
  return db
    .selectFrom('audit_events')
    .selectAll()
    .where((eb) => {
      const matches = where(eb, filter);
      if (!cursor) return matches;
      return eb.and([matches, eb.or([eb('at', '<', cursor.at), eb.and([eb('at', '=', cursor.at), eb('id', '<', cursor.id)])])]);
    })
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** The action names this brokerage's log holds, for the filter's choices. */
export async function actionsUsed(db: Kysely<AuditDatabase>, stackId: string): Promise<string[]> {
  const rows = await db.selectFrom('audit_events').select('action').distinct().where('stack_id', '=', stackId).orderBy('action').execute();
  return rows.map((r) => r.action);
}
