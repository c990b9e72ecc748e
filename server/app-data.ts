import 'server-only';
import { briefCache } from '@/server/brief-cache';
import { call } from '@/server/upstream/client';
import { app as appCalls, type AppData } from '@/server/upstream/contract';
import { modeOf } from '@/lib/access';
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

/** The upstream caller of a session: its api key and mode header. */
export function callerOf(session: Pick<Session, 'apiKey' | 'user' | 'managerMode'>) {
  return {
    apiKey: session.apiKey,
    mode: modeOf({ realType: session.user.type, subType: session.user.subType, managerMode: session.managerMode }),
  };
}

/**
 * A cache key naming everything an upstream read by this session depends on: the stack, the api key
 * and the mode (briefCache's keys start with it; forgetAppData forgets by its first two parts).
 */
export function callerKey(session: Pick<Session, 'stackId' | 'apiKey' | 'user' | 'managerMode'>): string {
  const { apiKey, mode } = callerOf(session);
  return `${session.stackId}\u0000${apiKey}\u0000${mode}`;
}
