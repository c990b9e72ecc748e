import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOVE_MSG } from '@/lib/agent-move/rules';
import { claimRun, releaseRun } from '@/server/agent-move-runs';
import { resetConfigForTests } from '@/server/config';
import { forgetProcessSingleton } from '@/server/process-singleton';
import { postgresBin, TestPostgres } from '@/scripts/cluster/postgres.mjs';
import { freePort } from '@/tests/support/free-port';

/**
 * An agent move's run in the store, on SQLite and on PostgreSQL: each step takes the run and gives it
 * back with what it moved; two steps of one run never both hold it (two instances, or a double
 * submit), and a finished run is refused by every instance.
 */
process.env.LOG_LEVEL = 'silent';
const folder = mkdtempSync(path.join(tmpdir(), 'move-runs-store-'));
let pg: TestPostgres | null = null;

beforeAll(async () => {
  if (postgresBin()) pg = new TestPostgres(mkdtempSync(path.join(tmpdir(), 'move-runs-pg-')), await freePort()).init().start();
});
afterAll(() => {
  pg?.remove();
  rmSync(folder, { recursive: true, force: true });
});

/** The store an instance opens from its environment: forgetting the last one stands for another instance. */
function openStoreOf(env: { DATABASE_URL?: string; DATABASE_FILE?: string }) {
  process.env.DATABASE_URL = env.DATABASE_URL ?? '';
  process.env.DATABASE_FILE = env.DATABASE_FILE ?? path.join(folder, 'unused.sqlite');
  resetConfigForTests();
  forgetProcessSingleton('store');
}

const stores: [string, () => { DATABASE_URL?: string; DATABASE_FILE?: string }][] = [
  ['SQLite', () => ({ DATABASE_FILE: path.join(folder, 'dashboard.sqlite') })],
  ['PostgreSQL', () => ({ DATABASE_URL: (pg as TestPostgres).url })],
];

const refusal = (p: Promise<unknown>) => p.then(() => null, (err: { status?: number; message?: string }) => ({ status: err.status, message: err.message }));

describe.each(stores)('move runs in %s', (name, env) => {
  beforeAll(() => {
    if (name === 'PostgreSQL' && !pg) throw new Error('PostgreSQL is not installed (.ci/run installs it)');
    openStoreOf(env());
  });

  it('adds up what each step moved, and refuses the run once finished, on another instance too', async () => {
    const id = crypto.randomUUID();
    expect(await claimRun(id)).toBe(0);
    await releaseRun(id, 100, false);
    expect(await claimRun(id)).toBe(100);
    await releaseRun(id, 30, true);
    openStoreOf(env());
    expect(await refusal(claimRun(id))).toEqual({ status: 409, message: MOVE_MSG.runFinished });
  });

  it('ten steps of one run racing: exactly one holds it, the others are told it is under way', async () => {
    const id = crypto.randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => refusal(claimRun(id))));
    expect(answers.filter((a) => a === null)).toHaveLength(1);
    expect(answers.filter((a) => a !== null)).toEqual(Array.from({ length: 9 }, () => ({ status: 409, message: MOVE_MSG.runBusy })));
    // Given back (a failure part-way), the run is free for the Resume.
    await releaseRun(id, 40, false);
    expect(await claimRun(id)).toBe(40);
  });
});
