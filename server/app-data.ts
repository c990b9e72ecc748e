import 'server-only';
import { config } from '@/server/config';
import { call } from '@/server/upstream/client';
import { app as appCalls, type AppData } from '@/server/upstream/contract';
import { modeOf } from '@/lib/access';
import type { Session } from '@/server/session';

type Entry = { at: number; value: Promise<AppData> };

/**
 * App data (toggles, strings, theme, plan …) changes rarely and is read on every page, so it is cached
 * briefly (APP_CACHE_SECONDS, at most 60) per api key and stack: one brokerage never sees another's, and a
 * toggle changed upstream takes effect within a minute. Concurrent readers share one upstream call.
 */
// On globalThis: Next bundles proxy.ts, route handlers and pages separately, each with its own copy of
// this module; one process must keep one cache, or a sign-in's fresh answer would not reach the others.
const holder = globalThis as typeof globalThis & { __appDataCache?: Map<string, Entry> };
const cacheByKey = (holder.__appDataCache ??= new Map<string, Entry>());
const MAX_ENTRIES = 5000;

function keyOf(session: Pick<Session, 'apiKey' | 'stackId' | 'user' | 'managerMode'>) {
  return `${session.stackId}\u0000${session.apiKey}\u0000${modeOf({ ...session.user, realType: session.user.type, managerMode: session.managerMode })}`;
}

export function getAppData(session: Session): Promise<AppData> {
  const key = keyOf(session);
  const now = Date.now();
  const hit = cacheByKey.get(key);
  if (hit && now - hit.at < config().appCacheSeconds * 1000) return hit.value;
  const value = call(appCalls.getApp, { stackId: session.stackId }, callerOf(session));
  cacheByKey.set(key, { at: now, value });
  // A failed read is not remembered: the next request asks again.
  value.catch(() => {
    if (cacheByKey.get(key)?.value === value) cacheByKey.delete(key);
  });
  if (cacheByKey.size > MAX_ENTRIES) {
    for (const [k, e] of cacheByKey) if (now - e.at >= config().appCacheSeconds * 1000) cacheByKey.delete(k);
    if (cacheByKey.size > MAX_ENTRIES) cacheByKey.delete(cacheByKey.keys().next().value as string);
  }
  return value;
}

/** Seed the cache from a sign-in answer, which carries the app data already. */
export function primeAppData(session: Session, app: AppData): void {
  cacheByKey.set(keyOf(session), { at: Date.now(), value: Promise.resolve(app) });
}

export function forgetAppData(session: Session): void {
  for (const k of cacheByKey.keys()) if (k.startsWith(`${session.stackId}\u0000${session.apiKey}\u0000`)) cacheByKey.delete(k);
}

/** The upstream caller of a session: its api key and mode header. */
export function callerOf(session: Pick<Session, 'apiKey' | 'user' | 'managerMode'>) {
  return {
    apiKey: session.apiKey,
    mode: modeOf({ realType: session.user.type, subType: session.user.subType, managerMode: session.managerMode }),
  };
}
