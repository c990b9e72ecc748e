import 'server-only';
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { AuditEvent } from '@/lib/audit/event';
import { log } from '@/server/log';

/** Where events go in the end: the store. A failure leaves them waiting. */
export type AuditSink = (events: AuditEvent[]) => Promise<void>;

/**
 * What /api/health reports: degraded while events wait for the store; `dropped`, events refused past
 * `max`; `unjournaled`, events the journal could not take (kept in memory only: a crash would lose them);
 * `journalFailing` until an append succeeds again. `journaled` and `stored` count events since start
 * (the metrics port reads them, server/metrics.ts).
 */
export type AuditState = {
  degraded: boolean;
  waiting: number;
  dropped: number;
  unjournaled?: number;
  journalFailing?: boolean;
  journaled?: number;
  stored?: number;
};

export type QueueOptions = {
  /**
   * The journal (one per instance): every event is appended to it before `record` returns, so one whose
   * answer was sent survives the process being killed; a restart reads back what was not stored.
   */
  spoolFile: string;
  /** The most events kept waiting; past it new ones are dropped and counted (the disk is not filled). */
  max: number;
  /** How long to wait before trying the store again. */
  retryMs: number;
  state: AuditState;
};

/**
 * The audit log's write path. `record` appends the event to the journal and returns (an action never
 * waits on the store); events go to the store in order, one flush at a time. The journal is appended,
 * never rewritten: each flush first moves what is journaled so far to a segment file of its own, and a
 * segment is deleted once its events are stored. When the store fails they wait, tried again every
 * `retryMs`; the store skips ids it already has, so a retry or a replay never duplicates one.
 */
export class AuditQueue {
  private waiting: AuditEvent[];
  /** Journal segments whose events are all in `waiting`, not yet stored. */
  private segments: string[];
  private sequence = 0;
  private flushing: Promise<void> | null = null;
  private again = false;
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly sink: AuditSink,
    private readonly opts: QueueOptions,
  ) {
    ({ events: this.waiting, segments: this.segments } = readJournal(opts.spoolFile));
    this.update(this.waiting.length > 0);
    if (this.waiting.length === 0) return;
    log.info({ where: 'audit', readBack: this.waiting.length }, 'audit journal read back: events a previous run did not store');
    this.kick(true);
  }

  record(event: AuditEvent): void {
    if (this.waiting.length >= this.opts.max) {
      this.opts.state.dropped += 1;
      log.error({ where: 'audit', dropped: this.opts.state.dropped }, 'audit queue full: event dropped');
      return;
    }
    this.journal(event);
    this.waiting.push(event);
    this.update(this.opts.state.degraded);
    // While the store is down only the retry timer tries it; new events just join the journal.
    this.kick(!this.opts.state.degraded);
  }

  /** Resolves once nothing is being written (tests, and a graceful stop). */
  async settled(): Promise<void> {
    while (this.flushing) await this.flushing;
  }

  /**
   * A graceful stop (SIGTERM): one more try of the store for whatever waits, even while degraded, then
   * settled. What the store will not take stays in the journal for the next start.
   */
  async drain(): Promise<void> {
    this.stop();
    if (this.waiting.length > 0) this.kick(true);
    await this.settled();
  }

  /** Stops the retry timer (tests, shutdown). */
  stop(): void {
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
  }

  /**
   * Whether an event recorded now would be kept safely: the journal takes writes and the queue has room.
   * Until a write is known to have worked, an empty line is tried (readLines skips it): a freed disk is noticed.
   */
  canTake(): boolean {
    // Not known yet (nothing written since start) or failing: find out.
    if (this.opts.state.journalFailing !== false) this.append('\n');
    return !this.opts.state.journalFailing && this.waiting.length < this.opts.max;
  }

  /** One line appended, synchronously: on disk (the kernel's) before the answer that follows is sent. */
  private journal(event: AuditEvent): void {
    // Kept in memory and written to the store as usual even when the journal refuses it: only a crash
    // before that would lose it, and it is counted.
    if (this.append(`${JSON.stringify(event)}\n`)) this.opts.state.journaled = (this.opts.state.journaled ?? 0) + 1;
    else this.opts.state.unjournaled = (this.opts.state.unjournaled ?? 0) + 1;
  }

  private append(text: string): boolean {
    try {
      mkdirSync(path.dirname(this.opts.spoolFile), { recursive: true });
      appendFileSync(this.opts.spoolFile, text, { mode: 0o600 });
      this.opts.state.journalFailing = false;
      return true;
    } catch (err) {
      if (!this.opts.state.journalFailing)
        log.error({ where: 'audit', err: err instanceof Error ? err.message : String(err) }, 'audit journal could not be written');
      this.opts.state.journalFailing = true;
      return false;
    }
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
    if (!tryStore || this.waiting.length === 0) return;
    // Everything journaled so far is in this batch: its segment goes once the batch is stored.
    this.rotate();
    const batch = this.waiting.slice();
    const covered = this.segments.slice();
    try {
      await this.sink(batch);
      this.opts.state.stored = (this.opts.state.stored ?? 0) + batch.length;
      this.waiting.splice(0, batch.length);
      for (const segment of covered) rmSync(segment, { force: true });
      this.segments = this.segments.filter((segment) => !covered.includes(segment));
      this.update(false);
    } catch (err) {
      if (!this.opts.state.degraded)
        log.warn({ where: 'audit', err: err instanceof Error ? err.message : String(err) }, 'audit store unreachable: events wait on disk');
      this.update(true);
      this.scheduleRetry();
    }
  }

  /** The journal so far becomes a segment; the next event starts a new journal. */
  private rotate(): void {
    const file = this.opts.spoolFile;
    if (!existsSync(file)) return;
    const segment = `${file}.${Date.now()}.${process.pid}.${(this.sequence += 1)}`;
    try {
      renameSync(file, segment);
      this.segments.push(segment);
    } catch (err) {
      log.error({ where: 'audit', err: err instanceof Error ? err.message : String(err) }, 'audit journal could not be rotated');
    }
  }

  private scheduleRetry(): void {
    if (this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      this.kick(true);
    }, this.opts.retryMs);
    this.retry.unref();
  }

  private update(degraded: boolean): void {
    this.opts.state.degraded = degraded;
    this.opts.state.waiting = this.waiting.length;
  }
}

/** The journal's segments and the journal itself (the newest last); `file.<ms>.<pid>.<n>`. */
export function journalFiles(file: string): { segments: string[]; live: string | null } {
  const folder = path.dirname(file);
  const base = `${path.basename(file)}.`;
  const order = (name: string) => name.slice(base.length).split('.').map(Number);
  const segments = existsSync(folder)
    ? readdirSync(folder)
        .filter((name) => name.startsWith(base) && /^\d+\.\d+\.\d+$/.test(name.slice(base.length)))
        .sort((a, b) => {
          const [x, y] = [order(a), order(b)];
          return (x[0] ?? 0) - (y[0] ?? 0) || (x[2] ?? 0) - (y[2] ?? 0);
        })
        .map((name) => path.join(folder, name))
    : [];
  return { segments, live: existsSync(file) ? file : null };
}

/** What a previous run journaled and did not store, each event once; a line that does not parse is skipped. */
function readJournal(file: string): { events: AuditEvent[]; segments: string[] } {
  const { segments, live } = journalFiles(file);
  const seen = new Set<string>();
  const events: AuditEvent[] = [];
  for (const part of live ? [...segments, live] : segments) {
    for (const event of readLines(part)) {
      if (seen.has(event.id)) continue;
      seen.add(event.id);
      events.push(event);
    }
  }
  return { events, segments };
}

function readLines(file: string): AuditEvent[] {
  const events: AuditEvent[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    try {
      events.push(JSON.parse(line) as AuditEvent);
    } catch {
      log.warn({ where: 'audit' }, 'audit journal: a line was not an event');
    }
  }
  return events;
}
