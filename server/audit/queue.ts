import 'server-only';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AuditEvent } from '@/lib/audit/event';
import { log } from '@/server/log';

/** Where events go in the end: the store. A failure leaves them waiting. */
export type AuditSink = (events: AuditEvent[]) => Promise<void>;

/** What /api/health reports: degraded while events wait for the store. */
export type AuditState = { degraded: boolean; waiting: number; dropped: number };

export type QueueOptions = {
  /** The file events wait in while the store is unreachable (one per instance): a restart reads it back. */
  spoolFile: string;
  /** The most events kept waiting; past it new ones are dropped and counted (the disk is not filled). */
  max: number;
  /** How long to wait before trying the store again. */
  retryMs: number;
  state: AuditState;
};

/**
 * The audit log's write path. `record` returns at once (an action never waits on the log); events go to
 * the store in order, one flush at a time. When the store fails they are written to the spool file and
 * tried again every `retryMs`; the store skips ids it already has, so a retry never duplicates one.
 */
export class AuditQueue {
  private waiting: AuditEvent[];
  private flushing: Promise<void> | null = null;
  private again = false;
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly sink: AuditSink,
    private readonly opts: QueueOptions,
  ) {
    this.waiting = readSpool(opts.spoolFile);
    this.update(this.waiting.length > 0);
    if (this.waiting.length > 0) this.kick(true);
  }

  record(event: AuditEvent): void {
    if (this.waiting.length >= this.opts.max) {
      this.opts.state.dropped += 1;
      log.error({ where: 'audit', dropped: this.opts.state.dropped }, 'audit queue full: event dropped');
      return;
    }
    this.waiting.push(event);
    this.update(this.opts.state.degraded);
    // While the store is down only the retry timer tries it; new events just join the spool.
    this.kick(!this.opts.state.degraded);
  }

  /** Resolves once nothing is being written (tests, and a graceful stop). */
  async settled(): Promise<void> {
    while (this.flushing) await this.flushing;
  }

  /** Stops the retry timer (tests, shutdown). */
  stop(): void {
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
  }

  private kick(tryStore: boolean): void {
    if (this.flushing) {
      this.again = true;
      return;
    }
    this.flushing = this.flush(tryStore).finally(() => {
      this.flushing = null;
      if (this.again) {
        this.again = false;
        this.kick(!this.opts.state.degraded);
      }
    });
  }

  private async flush(tryStore: boolean): Promise<void> {
    const batch = this.waiting.slice();
    if (batch.length === 0) return;
    if (tryStore) {
      try {
        await this.sink(batch);
        this.waiting.splice(0, batch.length);
        this.update(false);
        await this.persist();
        return;
      } catch (err) {
        if (!this.opts.state.degraded) log.warn({ where: 'audit', err: err instanceof Error ? err.message : String(err) }, 'audit store unreachable: events wait on disk');
        this.update(true);
        this.scheduleRetry();
      }
    }
    await this.persist();
  }

  private scheduleRetry(): void {
    if (this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      this.kick(true);
    }, this.opts.retryMs);
    this.retry.unref();
  }

  /** The spool file holds exactly what waits: rewritten whole (write, then rename) so it is never half a line. */
  private async persist(): Promise<void> {
    const file = this.opts.spoolFile;
    try {
      if (this.waiting.length === 0) {
        await rm(file, { force: true });
        return;
      }
      mkdirSync(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, this.waiting.map((e) => JSON.stringify(e)).join('\n') + '\n', { mode: 0o600 });
      await rename(temporary, file);
    } catch (err) {
      log.error({ where: 'audit', err: err instanceof Error ? err.message : String(err) }, 'audit spool could not be written');
    }
  }

  private update(degraded: boolean): void {
    this.opts.state.degraded = degraded;
    this.opts.state.waiting = this.waiting.length;
  }
}

/** The events a previous run left waiting; a line that does not parse is skipped. */
function readSpool(file: string): AuditEvent[] {
  if (!existsSync(file)) return [];
  const events: AuditEvent[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    try {
      events.push(JSON.parse(line) as AuditEvent);
    } catch {
      log.warn({ where: 'audit' }, 'audit spool: a line was not an event');
    }
  }
  return events;
}
