import 'server-only';
import type { Kysely } from 'kysely';
import type { AuditEvent } from '@/lib/audit/event';
import { config } from '@/server/config';
import { AuditQueue, type AuditState } from '@/server/audit/queue';
import { store, type Store } from '@/server/store';
import type { StoreDatabase } from '@/server/store/schema';
import { insertEvents, pruneEvents } from '@/server/audit/store';
import { log } from '@/server/log';
import { processSingleton } from '@/server/process-singleton';
import { inSpan } from '@/server/telemetry/spans';

const DAY_MS = 86_400_000;
/** How often a store that failed is tried again. */
const RETRY_MS = 5_000;

/** The audit log's state: read by /api/health without opening the store. */
export function auditState(): AuditState {
  return processSingleton('audit-state', () => ({ degraded: false, waiting: 0, dropped: 0 }));
}

type AuditLog = Store & { queue: AuditQueue };

/** The process's queue over the store, made on first use; retention prunes at start and daily. */
function auditLog(): AuditLog {
  return processSingleton('audit-log', () => {
    const { audit, store: location } = config();
    const { db, ready } = store();
    const queue = new AuditQueue(
      // A span per write (the request's child when the write starts while it is served); never an event's content.
      (events) =>
        inSpan(
          'audit store write',
          { 'audit.events': events.length, 'db.system.name': location.kind === 'postgres' ? 'postgresql' : 'sqlite' },
          async () => {
            await ready();
            await insertEvents(db, events);
          },
        ),
      { spoolFile: audit.spoolFile, max: audit.queueMax, retryMs: RETRY_MS, state: auditState() },
    );
    // scripts/serve.mjs (not bundled) drains the queue on SIGTERM through this.
    processSingleton('audit-drain', () => () => queue.drain());
    const prune = () => {
      const before = new Date(Date.now() - audit.retentionDays * DAY_MS).toISOString();
      void ready()
        .then(() => pruneEvents(db, before))
        .then((n) => n > 0 && log.info({ where: 'audit', pruned: n }, 'audit events past retention removed'))
        .catch(() => undefined);
    };
    prune();
    setInterval(prune, DAY_MS).unref();
    return { db, ready, queue };
  });
}

/** Queues an event for the store: returns at once and never throws (an action never waits on or fails by its log). */
export function recordAudit(event: AuditEvent): void {
  try {
    auditLog().queue.record(event);
  } catch (err) {
    log.error({ where: 'audit', err: err instanceof Error ? err.message : String(err) }, 'audit event not recorded');
  }
}

/** A read of the store (the /audit screen, its export), once it is migrated. */
export async function readAudit<T>(read: (db: Kysely<StoreDatabase>) => Promise<T>): Promise<T> {
  const { db, ready } = auditLog();
  await ready();
  return read(db);
}

/** Whether the audit log can keep an event safely now (the journal writes, the queue has room). */
export function auditCanTake(): boolean {
  return auditLog().queue.canTake();
}

/** Tests: wait until queued events are written or spooled. */
export async function auditSettled(): Promise<void> {
  await auditLog().queue.settled();
}

/** Start-up: open the store, run its migrations and read back any events a previous run left waiting. */
export async function startAudit(): Promise<void> {
  try {
    await auditLog().ready();
  } catch (err) {
    log.warn({ where: 'audit', err: err instanceof Error ? err.message : String(err) }, 'audit store not reachable at start-up');
  }
}
