import 'server-only';
import { callerKey, callerOf } from '@/server/upstream/caller';
import { briefCache } from '@/server/brief-cache';
import type { Session } from '@/server/session';
import { call } from '@/server/upstream/client';
import { app as appCalls, type HelpItem } from '@/server/upstream/contract';

/**
 * Help items are editorial and read on almost every page: kept as briefly as the app data, per
 * stack, api key, mode and section (a changed item shows within APP_CACHE_SECONDS).
 */
const cache = briefCache<HelpItem[]>('help');

/**
 * The 'Pro Tips' items of a section. Help is a nicety: a failure shows an empty modal rather than
 * taking the page down (and is asked again on the next page).
 */
export async function getHelp(session: Session, section: string): Promise<HelpItem[]> {
  try {
    return await cache.get(
      `${callerKey(session)}\u0000${section}`,
      async () => (await call(appCalls.help, { section }, callerOf(session))).items,
    );
  } catch {
    return [];
  }
}
