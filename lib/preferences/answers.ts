import type { Preferences } from '@/lib/preferences/rules';

/** POST /api/preferences's answer: the preferences as saved, and the toast's text. */
export type PreferencesSaved = Preferences & { message: string };
