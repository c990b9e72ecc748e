import 'server-only';
import { sql } from 'kysely';
import { log } from '@/server/log';
import { processSingleton } from '@/server/process-singleton';
import { LocalCounter } from '@/server/limits/local-counter';
import { store } from '@/server/store';

/**
 * A limit: at most `limit` counted per key in each fixed window of `windowMs` (windows start at whole
 * multiples of it since 1970). `name` keeps its keys apart from other limits' in the store.
 */
export type Limit = { name: string; limit: number; windowMs: number };

/** A count taken: whether it is within the limit, and the seconds until its window ends. */
export type Counted = { allowed: boolean; retryAfter: number };

/**
 * Whether the counts are the store's, shared by every instance, or this instance's own while the store
 * is unreachable (since when, and how often that has happened). Read by /api/health and the metrics.
 */
export type LimitsState = { shared: boolean; since: string | null; fallbacks: number };

export function limitsState(): LimitsState {
  return processSingleton('limits-state', () => ({ shared: true, since: null, fallbacks: 0 }));
}

/** A store slower than this counts as down for this count: a sign-in never waits on it. */
const STORE_TIMEOUT_MS = 1_000;
/** After a failure the store is left alone this long; each instance counts on its own meanwhile. */
const STORE_RETRY_MS = 10_000;
/** Rows of windows older than this are pruned: longer than every limit's window. */
const KEEP_MS = 60 * 60_000;
const PRUNE_EVERY_MS = 10 * 60_000;

type Local = { counters: Map<string, LocalCounter>; storeDownUntil: number; pruneTimer: NodeJS.Timeout | null };

function local(): Local {
  return processSingleton('limits-local', () => ({ counters: new Map(), storeDownUntil: 0, pruneTimer: null }));
}

/** This instance's own counter of a limit: today's behaviour, used while the store is unreachable. */
function localCounter(limit: Limit): LocalCounter {
  const { counters } = local();
  let counter = counters.get(limit.name);
  if (!counter) counters.set(limit.name, (counter = new LocalCounter(limit.limit, limit.windowMs)));
  return counter;
}

const windowOf = (limit: Limit, now: number) => Math.floor(now / limit.windowMs) * limit.windowMs;
const storeKey = (limit: Limit, key: string) => `${limit.name}:${key}`;

/**
 * Runs `work` on the store unless it failed lately; answers null when it is (or turns out) unreachable,
 * after which the caller counts locally. The state flips back on the first success.
 */
async function onStore<T>(work: (db: ReturnType<typeof store>['db']) => Promise<T>): Promise<T | null> {
  const state = limitsState();
  const l = local();
  if (Date.now() < l.storeDownUntil) return null;
  const { db, ready } = store();
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${STORE_TIMEOUT_MS} ms`)), STORE_TIMEOUT_MS);
    });
    const result = await Promise.race([ready().then(() => work(db)), timeout]);
    if (!state.shared) {
      log.info({ where: 'limits' }, 'limits counted in the store again, shared by every instance');
      Object.assign(state, { shared: true, since: null });
    }
    startPruning();
    return result;
  } catch (err) {
    l.storeDownUntil = Date.now() + STORE_RETRY_MS;
    if (state.shared) {
      log.warn(
        { where: 'limits', err: err instanceof Error ? err.message : String(err) },
        'store unreachable: limits counted by this instance alone',
      );
      Object.assign(state, { shared: false, since: new Date().toISOString(), fallbacks: state.fallbacks + 1 });
    }
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** Counts one for `key`: in the store (one atomic insert-or-add per key and window), else locally. */
export async function hit(limit: Limit, key: string): Promise<Counted> {
  const now = Date.now();
  const start = windowOf(limit, now);
  const count = await onStore(async (db) => {
    const row = await db
      .insertInto('limit_counts')
      .values({ key: storeKey(limit, key), window_start: start, count: 1 })
      .onConflict((oc) => oc.columns(['key', 'window_start']).doUpdateSet({ count: sql<number>`limit_counts.count + 1` }))
      .returning('count')
      .executeTakeFirstOrThrow();
    return Number(row.count);
  });
  if (count === null) {
    const counter = localCounter(limit);
    return { allowed: counter.hit(key, now), retryAfter: counter.retryAfter(key, now) };
  }
  return { allowed: count <= limit.limit, retryAfter: Math.max(1, Math.ceil((start + limit.windowMs - now) / 1000)) };
}

/** Takes back one count of `key` (an attempt that turned out not to be the kind counted). */
export async function release(limit: Limit, key: string): Promise<void> {
  const start = windowOf(limit, Date.now());
  const done = await onStore((db) =>
    db
      .updateTable('limit_counts')
      .set({ count: sql<number>`count - 1` })
      .where('key', '=', storeKey(limit, key))
      .where('window_start', '=', start)
      .where('count', '>', 0)
      .execute(),
  );
  if (done === null) localCounter(limit).release(key);
}

/** Forgets `key`'s count (a successful sign-in clears its email's). */
export async function clear(limit: Limit, key: string): Promise<void> {
  const done = await onStore((db) => db.deleteFrom('limit_counts').where('key', '=', storeKey(limit, key)).execute());
  if (done === null) localCounter(limit).reset(key);
}

/** Once the store answers: every PRUNE_EVERY_MS, counts of windows long past are deleted. */
function startPruning(): void {
  const l = local();
  if (l.pruneTimer) return;
  l.pruneTimer = setInterval(() => {
    const before = Date.now() - KEEP_MS;
    void onStore((db) => db.deleteFrom('limit_counts').where('window_start', '<', before).execute());
  }, PRUNE_EVERY_MS);
  l.pruneTimer.unref();
}

/** Tests only: every count forgotten, in the store and in this instance, and the store tried again. */
export async function forgetLimitsForTests(): Promise<void> {
  const l = local();
  l.counters.clear();
  l.storeDownUntil = 0;
  Object.assign(limitsState(), { shared: true, since: null });
  const { db, ready } = store();
  await ready();
  await db.deleteFrom('limit_counts').execute();
}
