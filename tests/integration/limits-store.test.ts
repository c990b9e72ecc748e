import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetConfigForTests } from '@/server/config';
import { clear, forgetLimitsForTests, hit, limitsState, release, type Limit } from '@/server/limits';
import { forgetProcessSingleton } from '@/server/process-singleton';
import { postgresBin, TestPostgres } from '@/scripts/cluster/postgres.mjs';

/**
 * The limits' counts in the store (issue 48), on SQLite and on PostgreSQL: one atomic insert-or-add per
 * key and window, so callers racing on one key (two instances, or many requests of one) never lose or
 * share a count.
 */
process.env.LOG_LEVEL = 'silent';
const folder = mkdtempSync(path.join(tmpdir(), 'limits-store-'));
/** Apart from the audit store's test (5436): both may run at once. */
const PG_PORT = 5437;
const pg = postgresBin() ? new TestPostgres(mkdtempSync(path.join(tmpdir(), 'limits-pg-')), PG_PORT) : null;

beforeAll(() => {
  pg?.init().start();
});
afterAll(() => {
  pg?.remove();
  rmSync(folder, { recursive: true, force: true });
});

function useStore(env: { DATABASE_URL?: string; DATABASE_FILE?: string }) {
  process.env.DATABASE_URL = env.DATABASE_URL ?? '';
  process.env.DATABASE_FILE = env.DATABASE_FILE ?? path.join(folder, 'unused.sqlite');
  resetConfigForTests();
  forgetProcessSingleton('store');
}

const stores: [string, () => { DATABASE_URL?: string; DATABASE_FILE?: string }][] = [
  ['SQLite', () => ({ DATABASE_FILE: path.join(folder, 'dashboard.sqlite') })],
  ['PostgreSQL', () => ({ DATABASE_URL: (pg as TestPostgres).url })],
];

describe.each(stores)('limits counted in %s', (name, env) => {
  beforeAll(async () => {
    if (name === 'PostgreSQL' && !pg) throw new Error('PostgreSQL is not installed (.ci/run installs it)');
    useStore(env());
    await forgetLimitsForTests();
  });

  it('200 racing hits on one key: exactly the limit allowed, every count taken once', async () => {
    const limit: Limit = { name: `race-${name}`, limit: 150, windowMs: 3_600_000 };
    const answers = await Promise.all(Array.from({ length: 200 }, () => hit(limit, 'ip:203.0.113.1')));
    expect(answers.filter((a) => a.allowed)).toHaveLength(150);
    expect(limitsState().shared).toBe(true);
    expect(answers.every((a) => a.retryAfter > 0 && a.retryAfter <= 3600)).toBe(true);
  });

  it('keys and limits are counted apart; a release gives one back, a clear forgets the key', async () => {
    const a: Limit = { name: `a-${name}`, limit: 2, windowMs: 3_600_000 };
    const b: Limit = { name: `b-${name}`, limit: 2, windowMs: 3_600_000 };
    expect((await hit(a, 'k')).allowed).toBe(true);
    expect((await hit(a, 'k')).allowed).toBe(true);
    expect((await hit(a, 'k')).allowed).toBe(false);
    expect((await hit(a, 'other')).allowed).toBe(true);
    expect((await hit(b, 'k')).allowed).toBe(true);
    await release(a, 'k');
    await release(a, 'k');
    expect((await hit(a, 'k')).allowed).toBe(true);
    await clear(a, 'k');
    expect((await hit(a, 'k')).allowed).toBe(true);
    expect((await hit(a, 'k')).allowed).toBe(true);
  });
});
