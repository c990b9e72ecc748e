import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { AuditEvent } from '@/lib/audit/event';
import { AuditQueue, type AuditState } from '@/server/audit/queue';

process.env.LOG_LEVEL = 'silent';
const folder = mkdtempSync(path.join(tmpdir(), 'audit-queue-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const event = (i: number) => ({ id: `e${i}`, action: 'tags.create', summary: `event ${i}` }) as AuditEvent;
const fresh = () => ({ degraded: false, waiting: 0, dropped: 0 }) as AuditState;

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
    expect(state).toEqual({ degraded: true, waiting: 3, dropped: 2 });
    expect(readFileSync(spoolFile, 'utf8').trim().split('\n').map((l) => (JSON.parse(l) as AuditEvent).id)).toEqual(['e1', 'e2', 'e3']);
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
