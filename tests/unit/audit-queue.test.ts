import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { AuditEvent } from '@/lib/audit/event';
import { AuditQueue, journalFiles, type AuditState } from '@/server/audit/queue';

process.env.LOG_LEVEL = 'silent';
const folder = mkdtempSync(path.join(tmpdir(), 'audit-queue-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const event = (i: number) => ({ id: `e${i}`, action: 'tags.create', summary: `event ${i}` }) as AuditEvent;
const fresh = () => ({ degraded: false, waiting: 0, dropped: 0 }) as AuditState;
/** The ids the journal holds, its segments first. */
const journaled = (file: string) => {
  const { segments, live } = journalFiles(file);
  return [...segments, ...(live ? [live] : [])].flatMap((f) =>
    readFileSync(f, 'utf8')
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((l) => (JSON.parse(l) as AuditEvent).id),
  );
};

describe('AuditQueue', () => {
  it('returns at once from record and writes events in order', async () => {
    const written: string[] = [];
    let release = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const queue = new AuditQueue(
      async (events) => {
        await gate;
        written.push(...events.map((e) => e.id));
      },
      { spoolFile: path.join(folder, 'order.jsonl'), max: 100, retryMs: 10, state: fresh() },
    );
    queue.record(event(1));
    queue.record(event(2));
    expect(written).toEqual([]);
    release();
    await queue.settled();
    expect(written).toEqual(['e1', 'e2']);
  });

  it('keeps at most `max` events waiting and counts the ones it drops', async () => {
    const state = fresh();
    const spoolFile = path.join(folder, 'bound.jsonl');
    const queue = new AuditQueue(() => Promise.reject(new Error('down')), { spoolFile, max: 3, retryMs: 60_000, state });
    for (let i = 1; i <= 5; i += 1) queue.record(event(i));
    await queue.settled();
    queue.stop();
    expect(state).toMatchObject({ degraded: true, waiting: 3, dropped: 2 });
    expect(journaled(spoolFile)).toEqual(['e1', 'e2', 'e3']);
  });

  it('journals each event before record returns: a process killed right after loses none', () => {
    const spoolFile = path.join(folder, 'killed.jsonl');
    // A store that never answers: the process 'dies' with every write still under way.
    const queue = new AuditQueue(() => new Promise<void>(() => undefined), { spoolFile, max: 100, retryMs: 60_000, state: fresh() });
    for (let i = 1; i <= 4; i += 1) queue.record(event(i));
    queue.stop();
    expect(journaled(spoolFile)).toEqual(['e1', 'e2', 'e3', 'e4']);
    // The next process reads them back, each once.
    const state = fresh();
    const restarted = new AuditQueue(() => new Promise<void>(() => undefined), { spoolFile, max: 100, retryMs: 60_000, state });
    restarted.stop();
    expect(state.waiting).toBe(4);
  });

  it('a graceful stop drains what waits, even while degraded, without waiting for the retry timer', async () => {
    const spoolFile = path.join(folder, 'drain.jsonl');
    const state = fresh();
    let up = false;
    const written: string[] = [];
    const queue = new AuditQueue(
      async (events) => {
        if (!up) throw new Error('down');
        written.push(...events.map((e) => e.id));
      },
      { spoolFile, max: 100, retryMs: 60_000, state },
    );
    queue.record(event(1));
    queue.record(event(2));
    await queue.settled();
    expect(state.degraded).toBe(true);
    up = true;
    await queue.drain();
    expect(written).toEqual(['e1', 'e2']);
    expect(journaled(spoolFile)).toEqual([]);
  });

  it('appends to the journal while the store is down, never rewriting it, and removes it once stored', async () => {
    const spoolFile = path.join(folder, 'append.jsonl');
    const state = fresh();
    let up = false;
    const queue = new AuditQueue(
      async () => {
        if (!up) throw new Error('down');
      },
      { spoolFile, max: 100, retryMs: 50, state },
    );
    queue.record(event(1));
    await queue.settled();
    expect(state.degraded).toBe(true);
    queue.record(event(2));
    const inode = statSync(spoolFile).ino;
    for (let i = 3; i <= 6; i += 1) queue.record(event(i));
    // The same file, grown by a line an event: appended, not written anew.
    expect(statSync(spoolFile).ino).toBe(inode);
    expect(journaled(spoolFile)).toEqual(['e1', 'e2', 'e3', 'e4', 'e5', 'e6']);
    up = true;
    await expect.poll(() => state.degraded, { timeout: 2_000, interval: 10 }).toBe(false);
    await queue.settled();
    queue.stop();
    expect(journaled(spoolFile)).toEqual([]);
  });

  it('while degraded, tries the store only on its retry timer, then writes everything waiting', async () => {
    const state = fresh();
    let up = false;
    let attempts = 0;
    const written: string[] = [];
    const queue = new AuditQueue(
      async (events) => {
        attempts += 1;
        if (!up) throw new Error('down');
        written.push(...events.map((e) => e.id));
      },
      { spoolFile: path.join(folder, 'retry.jsonl'), max: 100, retryMs: 50, state },
    );
    queue.record(event(1));
    await queue.settled();
    queue.record(event(2));
    queue.record(event(3));
    await queue.settled();
    expect(attempts).toBe(1);
    up = true;
    await expect.poll(() => state.degraded, { timeout: 2_000, interval: 10 }).toBe(false);
    await queue.settled();
    queue.stop();
    expect(written).toEqual(['e1', 'e2', 'e3']);
  });
});
