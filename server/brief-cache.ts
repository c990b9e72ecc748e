import 'server-only';
import { config } from '@/server/config';
import { processSingleton } from '@/server/process-singleton';

type Entry<T> = { at: number; value: Promise<T> };

/**
 * A process-wide cache of upstream reads that change rarely and are read on every page (the app
 * data, the help items, the offices): each value is kept APP_CACHE_SECONDS (at most 60), concurrent readers of
 * one key share one upstream call, a failed read is not remembered (the next request asks again),
 * and at most `maxEntries` keys are held. Keys must name everything the answer depends on (start
 * them with callerKey in server/upstream/caller.ts), so one caller never sees another's answer.
 * One per process under `name` (processSingleton), or a fresh answer would not reach the other bundles.
 */
export function briefCache<T>(name: string, maxEntries = 5000) {
  const entries = processSingleton(`brief-cache.${name}`, () => new Map<string, Entry<T>>());
  const fresh = (e: Entry<T>, now: number) => now - e.at < config().appCacheSeconds * 1000;

  return {
    /** The cached answer of `key`, or `load()`'s, remembered once asked. */
    get(key: string, load: () => Promise<T>): Promise<T> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && fresh(hit, now)) return hit.value;
      const value = load();
      entries.set(key, { at: now, value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      if (entries.size > maxEntries) {
        for (const [k, e] of entries) if (!fresh(e, now)) entries.delete(k);
        if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      }
      return value;
    },
    /** Remembers an answer read another way (a sign-in's answer carries the app data). */
    set(key: string, value: T): void {
      entries.set(key, { at: Date.now(), value: Promise.resolve(value) });
    },
    /** Forgets every key that starts with `prefix`. */
    forget(prefix: string): void {
      for (const k of entries.keys()) if (k.startsWith(prefix)) entries.delete(k);
    },
  };
}
