import 'server-only';
import { callerOf } from '@/server/app-data';
import type { Session } from '@/server/session';
import { call } from '@/server/upstream/client';
import { app as appCalls, type HelpItem } from '@/server/upstream/contract';

/**
 * The 'Pro Tips' items of a section. Help is a nicety: a failure shows an empty modal rather than
 * taking the page down.
 */
export async function getHelp(session: Session, section: string): Promise<HelpItem[]> {
  try {
    const { items } = await call(appCalls.help, { section }, callerOf(session));
    return items;
  } catch {
    return [];
  }
}
