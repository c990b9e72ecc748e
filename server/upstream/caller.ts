import 'server-only';
import { modeOf } from '@/lib/access';
import type { Session } from '@/server/session';

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
