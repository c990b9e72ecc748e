import { z } from 'zod';
import { GLOBAL_PREF_KEYS, PREF_KEYS } from '@/lib/preferences/rules';

const flags = <K extends string>(keys: readonly K[]) =>
  z.strictObject(Object.fromEntries(keys.map((k) => [k, z.boolean()])) as Record<K, z.ZodBoolean>);

/** POST /api/preferences: every toggle, each true or false (nothing left out, nothing else). */
export const PreferencesInput = z.strictObject({ prefs: flags(PREF_KEYS), global: flags(GLOBAL_PREF_KEYS) });
export type PreferencesInput = z.output<typeof PreferencesInput>;
