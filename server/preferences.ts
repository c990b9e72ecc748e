import 'server-only';
import { GLOBAL_PREF_KEYS, PREF_KEYS, PREFS_MSG, type Preferences } from '@/lib/preferences/rules';
import { callerOf } from '@/server/upstream/caller';
import { failedAs } from '@/server/http';
import type { Session } from '@/server/session';
import { call } from '@/server/upstream/client';
import { account } from '@/server/upstream/contract';

const toBooleans = <K extends string>(keys: readonly K[], flags: Record<K, number>) =>
  Object.fromEntries(keys.map((k) => [k, flags[k] === 1])) as Record<K, boolean>;
const toFlags = <K extends string>(keys: readonly K[], values: Record<K, boolean>) =>
  Object.fromEntries(keys.map((k) => [k, values[k] ? 1 : 0])) as Record<K, 0 | 1>;

/** The signed-in agent's alert preferences and global ones, read side by side. */
export async function getPreferences(session: Session): Promise<Preferences> {
  const caller = callerOf(session);
  const [prefs, global] = await Promise.all([call(account.getPrefs, {}, caller), call(account.getGlobalPrefs, {}, caller)]);
  return { prefs: toBooleans(PREF_KEYS, prefs.prefs), global: toBooleans(GLOBAL_PREF_KEYS, global.prefs) };
}

/** Saves both, side by side; any failure but an expired session is 'Error saving preferences'. */
export async function savePreferences(session: Session, input: Preferences): Promise<Preferences> {
  const caller = callerOf(session);
  try {
    const [prefs, global] = await Promise.all([
      call(account.savePrefs, toFlags(PREF_KEYS, input.prefs), caller),
      call(account.saveGlobalPrefs, toFlags(GLOBAL_PREF_KEYS, input.global), caller),
    ]);
    return { prefs: toBooleans(PREF_KEYS, prefs.prefs), global: toBooleans(GLOBAL_PREF_KEYS, global.prefs) };
  } catch (err) {
    failedAs(err, PREFS_MSG.failed);
  }
}
