import 'server-only';
import type { Kysely, Selectable } from 'kysely';
import type { AuditEvent } from '@/lib/audit/event';
import type { AuditEventsTable } from '@/server/audit/schema';
import type { StoreDatabase } from '@/server/store/schema';

/** Rows written in one statement: well under SQLite's and PostgreSQL's parameter limits (19 a row). */
const INSERT_BATCH = 200;

function rowOf(e: AuditEvent): AuditEventsTable {
  return {
    id: e.id,
    at: e.at,
    stack_id: e.stackId,
    actor_id: e.actor.id,
    actor_name: e.actor.name,
    actor_email: e.actor.email,
    actor_role: e.actor.role,
    actor_mode: e.actor.mode,
    actor_read_only: e.actor.readOnly ? 1 : 0,
    action: e.action,
    summary: e.summary,
    target_kind: e.target?.kind ?? null,
    target_ids: e.target ? e.target.ids.join(',') : null,
    target_label: e.target?.label ?? null,
    outcome: e.outcome,
    status: e.status,
    message: e.message,
    request_id: e.requestId,
    client_address: e.clientAddress,
  };
}

export function eventOf(r: Selectable<AuditEventsTable>): AuditEvent {
  return {
    id: r.id,
    at: r.at,
    stackId: r.stack_id,
    actor: {
      id: r.actor_id,
      name: r.actor_name,
      email: r.actor_email,
      role: r.actor_role,
      mode: r.actor_mode,
      readOnly: r.actor_read_only === 1,
    },
    action: r.action,
    summary: r.summary,
    target: r.target_kind ? { kind: r.target_kind, ids: r.target_ids ? r.target_ids.split(',') : [], label: r.target_label } : null,
    outcome: r.outcome === 'failure' ? 'failure' : 'success',
    status: r.status,
    message: r.message,
    requestId: r.request_id,
    clientAddress: r.client_address,
  };
}

/** Writes events; an id already stored is skipped, so writing a batch again after a failure never duplicates. */
export async function insertEvents(db: Kysely<StoreDatabase>, events: AuditEvent[]): Promise<void> {
  for (let i = 0; i < events.length; i += INSERT_BATCH) {
    const rows = events.slice(i, i + INSERT_BATCH).map(rowOf);
    await db
      .insertInto('audit_events')
      .values(rows)
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }
}

/** Deletes events older than `before` (an ISO instant); answers how many went. */
export async function pruneEvents(db: Kysely<StoreDatabase>, before: string): Promise<number> {
  const result = await db.deleteFrom('audit_events').where('at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
