import 'server-only';
import { briefCache } from '@/server/brief-cache';
import { callerKey, callerOf } from '@/server/upstream/caller';
import { call } from '@/server/upstream/client';
import { app as appCalls, type AppData } from '@/server/upstream/contract';
import type { Session } from '@/server/session';

/**
 * App data (toggles, strings, theme, plan …) changes rarely and is read on every page, so it is cached
 * briefly (APP_CACHE_SECONDS, at most 60) per api key and stack: one brokerage never sees another's, and a
 * toggle changed upstream takes effect within a minute. Concurrent readers share one upstream call.
 */
const cache = briefCache<AppData>('app-data');

export function getAppData(session: Session): Promise<AppData> {
  return cache.get(callerKey(session), () => call(appCalls.getApp, { stackId: session.stackId }, callerOf(session)));
}

/** Seed the cache from a sign-in answer, which carries the app data already. */
export function primeAppData(session: Session, app: AppData): void {
  cache.set(callerKey(session), app);
}

export function forgetAppData(session: Session): void {
  cache.forget(`${session.stackId}\u0000${session.apiKey}\u0000`);
}
