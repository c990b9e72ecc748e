import type { AlertPrefs, Behaviour, LockRow } from '@/lib/agent-alerts/model';

/**
 * What agent alerts' handlers answer (errors are the one envelope `{ error: { message } }`). Client
 * components import these types; app/api/agent-alerts/** builds them.
 */

/** A locked behaviour as the agent sees it: on, by whom. */
export type LockedBy = Partial<Record<Behaviour, string>>;

/** POST /api/agent-alerts/prefs: the agent's own choices as stored, the locks that bind them, the toast's text. */
export type AlertPrefsSaved = { prefs: AlertPrefs; lockedBy: LockedBy; message: string };

/** POST /api/agent-alerts/locks: the caller's places' locks as they stand, and the toast's text. */
export type LocksSaved = { locks: LockRow[]; message: string };
