import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEvent } from '@/lib/audit/event';
import { migrateStore, openStore, type StoreLocation } from '@/server/store/database';
import { AuditQueue, type AuditState } from '@/server/audit/queue';
import { eachEvent, listEvents } from '@/server/audit/read';
import type { StoreDatabase } from '@/server/store/schema';
import { insertEvents, pruneEvents } from '@/server/audit/store';
import { postgresBin, TestPostgres } from '@/scripts/cluster/postgres.mjs';

process.env.LOG_LEVEL = 'silent';
const folder = mkdtempSync(path.join(tmpdir(), 'audit-store-'));
/** A fixed port for this file's own PostgreSQL, apart from the cluster test's (4302). */
const PG_PORT = 5436;
const pg = postgresBin() ? new TestPostgres(mkdtempSync(path.join(tmpdir(), 'audit-pg-')), PG_PORT) : null;

let n = 0;
function event(over: Partial<AuditEvent> = {}): AuditEvent {
  n += 1;
  return {
    id: crypto.randomUUID(),
    at: new Date(Date.UTC(2026, 10, 1, 12, 0, n)).toISOString(),
    stackId: 'acme',
    actor: { id: 1, name: 'Avery Admin', email: 'admin@acme.test', role: 'admin', mode: 'manager', readOnly: false },
    action: 'tags.create',
    summary: `Created tag number ${n}`,
    target: { kind: 'tag', ids: [String(n)], label: `Tag ${n}` },
    outcome: 'success',
    status: 200,
    message: null,
    requestId: `req-${n}`,
    clientAddress: '203.0.113.9',
    ...over,
  };
}

beforeAll(() => {
  pg?.init().start();
});
afterAll(() => {
  pg?.remove();
  rmSync(folder, { recursive: true, force: true });
});

const locations: [string, () => StoreLocation][] = [
  ['SQLite', () => ({ kind: 'sqlite', file: path.join(folder, 'audit.sqlite') })],
  ['PostgreSQL', () => ({ kind: 'postgres', url: (pg as TestPostgres).url })],
];

describe.each(locations)('the audit store on %s', (name, location) => {
  let db: Kysely<StoreDatabase>;
  beforeAll(async () => {
    if (name === 'PostgreSQL' && !pg) throw new Error('PostgreSQL is not installed (.ci/run installs it)');
    db = openStore(location());
    await migrateStore(db);
    // Migrating twice (a second instance starting) changes nothing.
    await migrateStore(db);
  });
  afterAll(() => db?.destroy());

  it('keeps one row per event id, however often it is written', async () => {
    const e = event({ stackId: 'once' });
    await insertEvents(db, [e]);
    await insertEvents(db, [e, e]);
    const { events, total } = await listEvents(db, { stackId: 'once' }, null, 10);
    expect(total).toBe(1);
    expect(events[0]).toEqual(e);
  });

  it("keeps an action routing made on an admin's behalf: a role that names them", async () => {
    // The name routing acts on behalf of may be as long as routing_brokerages keeps (300 characters).
    const e = event({
      stackId: 'behalf',
      actor: { id: 1, name: 'Routing', email: 'admin@acme.test', role: `on behalf of ${'A'.repeat(300)}`, mode: '', readOnly: false },
    });
    await insertEvents(db, [e]);
    expect((await listEvents(db, { stackId: 'behalf' }, null, 10)).events).toEqual([e]);
  });

  it('answers one brokerage its own events, newest first, paged', async () => {
    const mine = [event({ stackId: 'pager' }), event({ stackId: 'pager' }), event({ stackId: 'pager' })];
    await insertEvents(db, [...mine, event({ stackId: 'other' })]);
    const first = await listEvents(db, { stackId: 'pager' }, null, 2);
    expect(first).toMatchObject({ total: 3, position: 0 });
    expect(first.events.map((e) => e.id)).toEqual([mine[2]?.id, mine[1]?.id]);
    const key = (e: AuditEvent | undefined) => ({ at: e!.at, id: e!.id });
    const second = await listEvents(db, { stackId: 'pager' }, { toward: 'older', key: key(first.events[1]) }, 2);
    expect(second).toMatchObject({ total: 3, position: 2 });
    expect(second.events.map((e) => e.id)).toEqual([mine[0]?.id]);
    const oldest = await listEvents(db, { stackId: 'pager' }, { toward: 'oldest' }, 2);
    expect(oldest).toMatchObject({ total: 3, position: 1 });
    expect(oldest.events.map((e) => e.id)).toEqual([mine[1]?.id, mine[0]?.id]);
  });

  it('pages by (time, id): events written meanwhile neither shift a page nor repeat a row', async () => {
    const s = 'pages-under-writes';
    const at = (n: number) => `2026-11-10T09:00:0${n}.000Z`;
    // Six events, three at one instant (the id breaks the tie).
    const old = [at(1), at(2), at(2), at(2), at(3), at(4)].map((when) => event({ stackId: s, at: when }));
    await insertEvents(db, old);
    const order = [...old].sort((a, b) => b.at.localeCompare(a.at) || b.id.localeCompare(a.id)).map((e) => e.id);
    const key = (e: AuditEvent | undefined) => ({ at: e!.at, id: e!.id });

    const first = await listEvents(db, { stackId: s }, null, 2);
    await insertEvents(db, [event({ stackId: s, at: new Date().toISOString() })]);
    const second = await listEvents(db, { stackId: s }, { toward: 'older', key: key(first.events.at(-1)) }, 2);
    await insertEvents(db, [event({ stackId: s, at: new Date().toISOString() })]);
    const third = await listEvents(db, { stackId: s }, { toward: 'older', key: key(second.events.at(-1)) }, 2);
    expect([...first.events, ...second.events, ...third.events].map((e) => e.id)).toEqual(order);
    // Where each page stands counts what was added above it.
    expect([first.position, second.position, third.position]).toEqual([0, 3, 6]);
    expect(third.total).toBe(8);

    // Back from the third page: the page just newer than its first row, the one seen before.
    const back = await listEvents(db, { stackId: s }, { toward: 'newer', key: key(third.events[0]) }, 2);
    expect(back.events.map((e) => e.id)).toEqual(order.slice(2, 4));
    // 'Newer' past the top is the newest page, filled.
    const top = await listEvents(db, { stackId: s }, { toward: 'newer', key: key(first.events[0]) }, 2);
    expect(top.position).toBe(0);
    expect(top.events).toHaveLength(2);
  });

  it('exports by (time, id): events written while the export runs neither repeat nor push rows out', async () => {
    const s = 'export-under-writes';
    // Seven events, three of them at the same instant (the id breaks the tie), older than what staff add meanwhile.
    const at = (n: number) => `2026-11-10T08:00:0${n}.000Z`;
    const old = [at(1), at(2), at(2), at(2), at(3), at(4), at(5)].map((when) => event({ stackId: s, at: when }));
    await insertEvents(db, old);
    const exported: string[] = [];
    for await (const e of eachEvent(db, { stackId: s }, 3)) {
      exported.push(e.id);
      // After each row, someone changes something: a new event at the top of the log.
      await insertEvents(db, [event({ stackId: s, at: new Date().toISOString() })]);
    }
    const expected = [...old].sort((a, b) => b.at.localeCompare(a.at) || b.id.localeCompare(a.id)).map((e) => e.id);
    expect(exported).toEqual(expected);
  });

  it('filters by who, action, target, date range and outcome', async () => {
    const s = 'filters';
    const riley = event({
      stackId: s,
      actor: { id: 7, name: 'Riley Nelson', email: 'riley@acme.test', role: 'manager', mode: 'manager', readOnly: false },
    });
    const failed = event({ stackId: s, outcome: 'failure', status: 502, message: 'Unable to reach server.' });
    const deleted = event({ stackId: s, action: 'agents.delete', target: { kind: 'agent', ids: ['42'], label: 'Jordan 100%_Agent' } });
    const late = event({ stackId: s, at: '2026-11-20T08:00:00.000Z' });
    await insertEvents(db, [riley, failed, deleted, late]);
    const ids = async (f: object) => (await listEvents(db, { stackId: s, ...f }, null, 50)).events.map((e) => e.id);
    expect(await ids({ who: 'RILEY' })).toEqual([riley.id]);
    expect(await ids({ who: 'riley@acme' })).toEqual([riley.id]);
    expect(await ids({ action: 'agents.delete' })).toEqual([deleted.id]);
    expect(await ids({ target: 'jordan 100%_' })).toEqual([deleted.id]);
    // % and _ are themselves, not wildcards.
    expect(await ids({ target: 'Jordan 1_0' })).toEqual([]);
    expect(await ids({ target: '42' })).toEqual([deleted.id]);
    expect(await ids({ outcome: 'failure' })).toEqual([failed.id]);
    expect(await ids({ fromAt: '2026-11-15T00:00:00.000Z' })).toEqual([late.id]);
    expect(await ids({ toAt: '2026-11-15T00:00:00.000Z' })).toHaveLength(3);
  });

  it('prunes events older than the retention cut-off and keeps the rest', async () => {
    const old = event({ stackId: 'retention', at: '2020-01-01T00:00:00.000Z' });
    const kept = event({ stackId: 'retention' });
    await insertEvents(db, [old, kept]);
    expect(await pruneEvents(db, '2025-01-01T00:00:00.000Z')).toBeGreaterThanOrEqual(1);
    const { events } = await listEvents(db, { stackId: 'retention' }, null, 10);
    expect(events.map((e) => e.id)).toEqual([kept.id]);
  });
});

describe('the store stopped mid-run (PostgreSQL)', () => {
  it('keeps events on disk across a restart and writes every one exactly once when the store returns', async () => {
    if (!pg) throw new Error('PostgreSQL is not installed (.ci/run installs it)');
    const db = openStore({ kind: 'postgres', url: pg.url });
    await migrateStore(db);
    const spoolFile = path.join(folder, 'queue-fault.jsonl');
    const sink = (events: AuditEvent[]) => insertEvents(db, events);
    const state: AuditState = { degraded: false, waiting: 0, dropped: 0 };
    const sent: AuditEvent[] = [];
    const send = (queue: AuditQueue, count: number) => {
      for (let i = 0; i < count; i += 1) {
        const e = event({ stackId: 'fault' });
        sent.push(e);
        queue.record(e);
      }
    };

    const first = new AuditQueue(sink, { spoolFile, max: 1000, retryMs: 100, state });
    send(first, 20);
    await first.settled();
    expect(state).toMatchObject({ degraded: false, waiting: 0 });

    pg.stop();
    send(first, 20);
    await first.settled();
    send(first, 5);
    await first.settled();
    expect(state).toMatchObject({ degraded: true, waiting: 25 });
    expect(existsSync(spoolFile)).toBe(true);

    // A restart while the store is still down: the new process reads the waiting events back from disk.
    first.stop();
    const restartedState: AuditState = { degraded: false, waiting: 0, dropped: 0 };
    const second = new AuditQueue(sink, { spoolFile, max: 1000, retryMs: 100, state: restartedState });
    expect(restartedState.waiting).toBe(25);
    send(second, 10);
    await second.settled();
    expect(restartedState).toMatchObject({ degraded: true, waiting: 35 });

    pg.start();
    await expect.poll(() => restartedState.degraded, { timeout: 15_000, interval: 100 }).toBe(false);
    await second.settled();
    second.stop();
    const stored = await listEvents(db, { stackId: 'fault' }, null, 500);
    expect(stored.total).toBe(sent.length);
    expect(new Set(stored.events.map((e) => e.id))).toEqual(new Set(sent.map((e) => e.id)));
    expect(existsSync(spoolFile)).toBe(false);
    await db.destroy();
  });
});
