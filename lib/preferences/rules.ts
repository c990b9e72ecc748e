/**
 * Alert preferences: what the agent is told, by e-mail
 * and by push, when one of their users does something; and the two global ones. The spec names the
 * fields, not their labels: the labels are ours (docs/departures.md).
 */
export const PREFS_MSG = {
  saved: 'Preferences saved',
  // Not in the spec, which gives only the success: ours.
  failed: 'Error saving preferences',
} as const;

export const PREF_KEYS = [
  'emailUserNew',
  'pushUserNew',
  'emailUserFav',
  'pushUserFav',
  'emailUserNote',
  'pushUserNote',
  'emailUserSavedSearch',
  'pushUserSavedSearch',
  'pushUserLogin',
] as const;
export type PrefKey = (typeof PREF_KEYS)[number];
export const GLOBAL_PREF_KEYS = ['fav_email', 'fav_push'] as const;
export type GlobalPrefKey = (typeof GLOBAL_PREF_KEYS)[number];

export type Preferences = { prefs: Record<PrefKey, boolean>; global: Record<GlobalPrefKey, boolean> };

/** One row a user event: its e-mail and push toggles (sign-in has a push only). */
export const PREF_ROWS: readonly { event: string; email: PrefKey | null; push: PrefKey }[] = [
  { event: 'A user joins your app', email: 'emailUserNew', push: 'pushUserNew' },
  { event: 'A user favorites a listing', email: 'emailUserFav', push: 'pushUserFav' },
  { event: 'A user writes a note', email: 'emailUserNote', push: 'pushUserNote' },
  { event: 'A user saves a search', email: 'emailUserSavedSearch', push: 'pushUserSavedSearch' },
  { event: 'A user signs in', email: null, push: 'pushUserLogin' },
];

/** The global favorites alerts: every favorite of the app's users, not only your own users'. */
export const GLOBAL_ROWS: readonly { key: GlobalPrefKey; label: string }[] = [
  { key: 'fav_email', label: 'E-mail me about favorites' },
  { key: 'fav_push', label: 'Push me about favorites' },
];
