import type { Store } from '../../db/store';
import type { Window } from './scope';

/**
 * Scores kept for a few seconds. One page asks for several lists scored alike (the home's hot leads
 * and its returned users, Insights' pages), and scoring every user a caller sees is the demo's
 * heaviest read: scoring once and sorting the kept rows as each call asks answers the same. A write
 * to any table a score reads (counted by SQLite triggers), a commit by another connection or a moved
 * clock scores again.
 */

/** How long kept scores answer, in demo seconds. */
const KEEP_S = 5;
/** Callers' scopes kept at once (each is one row per user the caller sees). */
const MAX_ENTRIES = 16;

/** The tables a score reads, and the writes to each that change one. */
const WATCHED: Record<string, readonly ('INSERT' | 'UPDATE' | 'DELETE')[]> = {
  events: ['INSERT', 'UPDATE', 'DELETE'],
  end_users: ['INSERT', 'UPDATE', 'DELETE'],
  end_user_tags: ['INSERT', 'UPDATE', 'DELETE'],
  tags: ['UPDATE', 'DELETE'],
  // A new agent has no users yet; a moved or removed one changes a manager's scope.
  users: ['UPDATE', 'DELETE'],
};

type Kept<Row> = { version: string; window: Window; rows: Row[] };

const kept = new WeakMap<Store, Map<string, Kept<unknown>>>();

/** Temporary (this connection's) triggers that count every write to the watched tables. */
function watch(store: Store): void {
  store.db.exec(
    'CREATE TEMP TABLE IF NOT EXISTS score_writes (n INTEGER NOT NULL); INSERT INTO score_writes SELECT 0 WHERE NOT EXISTS (SELECT 1 FROM score_writes)',
  );
  for (const [table, writes] of Object.entries(WATCHED)) {
    for (const write of writes) {
      store.db.exec(
        `CREATE TEMP TRIGGER IF NOT EXISTS score_${table}_${write.toLowerCase()} AFTER ${write} ON main.${table} BEGIN UPDATE score_writes SET n = n + 1; END`,
      );
    }
  }
}

/**
 * The rows `score(window)` answers for `key` (which names the period too), scored at most KEEP_S seconds ago with no write since;
 * answers the window they were scored over, which the caller answers with.
 */
export function keptScores<Row>(store: Store, key: string, window: Window, score: (w: Window) => Row[]): { window: Window; rows: Row[] } {
  let entries = kept.get(store);
  if (!entries) {
    watch(store);
    entries = new Map<string, Kept<unknown>>();
    kept.set(store, entries);
  }
  // data_version moves when another connection (a test's, a reset's) commits; the triggers see this one's writes.
  const version = `${store.db.pragma('data_version', { simple: true })}:${store.get<{ n: number }>('SELECT n FROM temp.score_writes')?.n ?? 0}`;
  const hit = entries.get(key) as Kept<Row> | undefined;
  const age = window.to - (hit?.window.to ?? 0);
  if (hit && hit.version === version && age >= 0 && age <= KEEP_S) return hit;
  const fresh = { version, window, rows: score(window) };
  entries.delete(key);
  entries.set(key, fresh);
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
  return fresh;
}
