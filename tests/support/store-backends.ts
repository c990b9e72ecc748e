import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { resetConfigForTests } from '@/server/config';
import { forgetProcessSingleton } from '@/server/process-singleton';
import { postgresBin, TestPostgres } from '@/scripts/cluster/postgres.mjs';
import { freePort } from '@/tests/support/free-port';

export const STORE_BACKENDS = ['SQLite', 'PostgreSQL'] as const;
export type StoreBackend = (typeof STORE_BACKENDS)[number];

/**
 * The dashboard's own store on both its backends, for one test file: an SQLite file in a folder of its
 * own and a PostgreSQL server of its own (on `pgPort`, or a free port), made before the file's tests and
 * removed after them. `open(backend)` points the next store at it as a new instance's environment
 * would; opening again stands for another instance on the same store.
 */
export function storeBackends(name: string, pgPort?: number): { open(backend: StoreBackend): void } {
  const folder = mkdtempSync(path.join(tmpdir(), `${name}-store-`));
  let pg: TestPostgres | null = null;
  beforeAll(async () => {
    if (postgresBin()) pg = new TestPostgres(mkdtempSync(path.join(tmpdir(), `${name}-pg-`)), pgPort ?? (await freePort())).init().start();
  });
  afterAll(() => {
    pg?.remove();
    rmSync(folder, { recursive: true, force: true });
  });
  return {
    open(backend) {
      if (backend === 'PostgreSQL' && !pg) throw new Error('PostgreSQL is not installed (.ci/run installs it)');
      process.env.DATABASE_URL = backend === 'PostgreSQL' ? (pg as TestPostgres).url : '';
      process.env.DATABASE_FILE = path.join(folder, backend === 'SQLite' ? 'dashboard.sqlite' : 'unused.sqlite');
      resetConfigForTests();
      forgetProcessSingleton('store');
    },
  };
}
