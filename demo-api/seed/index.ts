import type { Store } from '../db/store';
import { createRng } from '../prng';
import { runSeedSteps, type SeedStep } from './context';

/** Every random choice comes from this seed: the same brokerage on every machine, only the clock moves. */
const SEED = 20_260_101;

export type SeedSummary = { ms: number; seededAt: number; counts: Record<string, number> };

/** Wipe the database and run every area's seed steps (in their order, registry.ts). Base time = now; all else deterministic. */
export function seed(store: Store, steps: readonly SeedStep[], nowMs = Date.now()): SeedSummary {
  const started = performance.now();
  const now = Math.floor(nowMs / 1000);
  const rng = createRng(SEED);
  store.bulkLoad(() => {
    store.wipe();
    runSeedSteps(steps, { store, rng, now });
    store.run("INSERT INTO meta (key, value) VALUES ('seeded_at', ?)", [String(now)]);
  });
  const count = (table: string) => store.get<{ n: number }>(`SELECT count(*) AS n FROM ${table}`)?.n ?? 0;
  return {
    ms: Math.round(performance.now() - started),
    seededAt: now,
    counts: Object.fromEntries(store.schema.tables.filter((t) => t !== 'meta').map((t) => [t, count(t)])),
  };
}
