import 'server-only';
import { sql, type ExpressionBuilder, type Kysely, type Selectable } from 'kysely';
import type { AuditEvent, AuditOutcome } from '@/lib/audit/event';
import type { AuditCursor, AuditKey } from '@/lib/audit/query';
import type { AuditEventsTable } from '@/server/audit/schema';
import type { StoreDatabase } from '@/server/store/schema';
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

type Eb = ExpressionBuilder<StoreDatabase, 'audit_events'>;

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

/** A page of events, newest first: where its first one stands among all that match (0-based), and how many match. */
export type EventPage = { events: AuditEvent[]; position: number; total: number };

/**
 * The page `cursor` points at, `limit` events long, newest first. Paging by the events' own keys
 * rather than an offset: events written meanwhile land above the newest page, so 'Older' never repeats
 * or skips one. A 'newer' page that reaches the top is the newest page, filled; an 'older' one that
 * finds none is the newest page too.
 */
export async function listEvents(
  db: Kysely<StoreDatabase>,
  filter: AuditFilter,
  cursor: AuditCursor | null,
  limit: number,
): Promise<EventPage> {
  let rows: AuditEventsRow[];
  if (cursor?.toward === 'newer' || cursor?.toward === 'oldest') {
    rows = (await rowsBeyond(db, filter, cursor.toward === 'newer' ? cursor.key : null, 'newer', limit)).reverse();
    if (cursor.toward === 'newer' && rows.length < limit) rows = await rowsBeyond(db, filter, null, 'older', limit);
  } else {
    rows = await rowsBeyond(db, filter, cursor?.key ?? null, 'older', limit);
    // Older than every event (a made-up or outdated cursor): the newest page, not an empty one.
    if (cursor && rows.length === 0) rows = await rowsBeyond(db, filter, null, 'older', limit);
  }
  const first = rows[0];
  const [total, newer] = await Promise.all([
    countBeyond(db, filter, null),
    first ? countBeyond(db, filter, { at: first.at, id: first.id }) : 0,
  ]);
  return { events: rows.map(eventOf), position: newer, total };
}

/**
 * Every matching event, newest first, a batch at a time (the CSV export streams them). Each batch starts
 * after the last one's (at, id) rather than at an offset: events written meanwhile land above the
 * first batch, so none is repeated or skipped while staff work, and nothing is counted.
 */
export async function* eachEvent(db: Kysely<StoreDatabase>, filter: AuditFilter, batch = 500): AsyncGenerator<AuditEvent> {
  let after: AuditKey | null = null;
  for (;;) {
    const rows = await rowsBeyond(db, filter, after, 'older', batch);
    yield* rows.map(eventOf);
    const last = rows.at(-1);
    if (!last || rows.length < batch) return;
    after = { at: last.at, id: last.id };
  }
}

type AuditEventsRow = Selectable<AuditEventsTable>;

/** Matching rows strictly older (or newer) than `key` in the log's order; no key: from the newest (or oldest). */
function beyond(eb: Eb, filter: AuditFilter, key: AuditKey | null, toward: 'older' | 'newer') {
  const matches = where(eb, filter);
  if (!key) return matches;
  const op = toward === 'older' ? '<' : '>';
  return eb.and([matches, eb.or([eb('at', op, key.at), eb.and([eb('at', '=', key.at), eb('id', op, key.id)])])]);
}

/** The `limit` matching rows nearest to `key` toward `toward`, nearest first. */
function rowsBeyond(db: Kysely<StoreDatabase>, filter: AuditFilter, key: AuditKey | null, toward: 'older' | 'newer', limit: number) {
  const order = toward === 'older' ? 'desc' : 'asc';
  return db
    .selectFrom('audit_events')
    .selectAll()
    .where((eb) => beyond(eb, filter, key, toward))
    .orderBy('at', order)
    .orderBy('id', order)
    .limit(limit)
    .execute();
}

/** How many match in all (no key), or how many are newer than `key`. */
async function countBeyond(db: Kysely<StoreDatabase>, filter: AuditFilter, key: AuditKey | null): Promise<number> {
  const row = await db
    .selectFrom('audit_events')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where((eb) => beyond(eb, filter, key, 'newer'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The action names this brokerage's log holds, for the filter's choices. */
export async function actionsUsed(db: Kysely<StoreDatabase>, stackId: string): Promise<string[]> {
  const rows = await db.selectFrom('audit_events').select('action').distinct().where('stack_id', '=', stackId).orderBy('action').execute();
  return rows.map((r) => r.action);
}
