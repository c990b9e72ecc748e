import { isTimeZone } from '@/lib/alerts/rules';
import { BEHAVIOURS, CHANNELS, QUIET_MODES, type AlertPrefs, type Behaviour } from '@/lib/agent-alerts/model';
import { ALERT_MSG as MSG, BEHAVIOUR_N, hasN, MINUTES_IN_DAY } from '@/lib/agent-alerts/rules';

/**
 * Agent alerts' checks without zod (client components import this); lib/agent-alerts/schema.ts builds
 * the handlers' zod schemas from the same limits and words, and tests/unit/agent-alerts-checks.test.ts
 * holds the two to the same first message per field, keyed by its path in the body.
 */

export type FieldErrors = Record<string, string>;

const wholeIn = (n: unknown, min: number, max: number) => typeof n === 'number' && Number.isSafeInteger(n) && n >= min && n <= max;
const isMinute = (n: unknown) => wholeIn(n, 0, MINUTES_IN_DAY - 1);

/** The alert choices' problems, keyed 'behaviours.views.n', 'quiet.end', 'timeZone' … */
export function prefsProblems(prefs: AlertPrefs): FieldErrors {
  const errors: FieldErrors = {};
  const at = (path: string, message: string) => {
    errors[path] ??= message;
  };
  for (const b of BEHAVIOURS) {
    const choice = prefs.behaviours[b];
    if (typeof choice.on !== 'boolean') at(`behaviours.${b}.on`, MSG.onInvalid);
    const channels = choice.channels as unknown[];
    if (
      channels.length > CHANNELS.length ||
      channels.some((c) => !(CHANNELS as readonly unknown[]).includes(c)) ||
      new Set(channels).size !== channels.length
    ) {
      at(`behaviours.${b}.channels`, MSG.channelsInvalid);
    }
    if (hasN(b)) {
      const { min, max } = BEHAVIOUR_N[b];
      if (!wholeIn(choice.n, min, max)) at(`behaviours.${b}.n`, MSG.nInvalid(min, max));
    } else if (choice.n !== null) at(`behaviours.${b}.n`, MSG.nNone);
  }
  if (typeof prefs.quiet.on !== 'boolean') at('quiet.on', MSG.onInvalid);
  if (!isMinute(prefs.quiet.start)) at('quiet.start', MSG.timeInvalid);
  if (!isMinute(prefs.quiet.end)) at('quiet.end', MSG.timeInvalid);
  if (!(QUIET_MODES as readonly string[]).includes(prefs.quiet.mode)) at('quiet.mode', MSG.quietModeInvalid);
  if (!isMinute(prefs.digestAt)) at('digestAt', MSG.timeInvalid);
  if (typeof prefs.timeZone !== 'string' || prefs.timeZone.length > 64 || !isTimeZone(prefs.timeZone)) at('timeZone', MSG.timeZoneInvalid);
  if (Object.keys(errors).length) return errors;
  // Cross-field checks once every field is sound, as zod runs a refinement only after its object parsed.
  for (const b of BEHAVIOURS)
    if (prefs.behaviours[b].on && prefs.behaviours[b].channels.length === 0) at(`behaviours.${b}.channels`, MSG.channelNeeded);
  if (prefs.quiet.on && prefs.quiet.start === prefs.quiet.end) at('quiet.end', MSG.quietSame);
  return errors;
}

export type LockChange = { behaviour: Behaviour; officeId: number; locked: boolean };

/** A lock change's own problems; whether the place is the caller's is the server's to say. */
export function lockProblems(change: LockChange): FieldErrors {
  const errors: FieldErrors = {};
  if (!(BEHAVIOURS as readonly string[]).includes(change.behaviour)) errors.behaviour = MSG.behaviourInvalid;
  if (!wholeIn(change.officeId, 0, Number.MAX_SAFE_INTEGER)) errors.officeId = MSG.placeInvalid;
  if (typeof change.locked !== 'boolean') errors.locked = MSG.onInvalid;
  return errors;
}
