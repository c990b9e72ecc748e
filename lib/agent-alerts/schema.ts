import { z } from 'zod';
import { isTimeZone } from '@/lib/alerts/rules';
import { BEHAVIOURS, CHANNELS, QUIET_MODES, type Behaviour, type Channel } from '@/lib/agent-alerts/model';
import { ALERT_MSG as MSG, BEHAVIOUR_N, hasN, MINUTES_IN_DAY } from '@/lib/agent-alerts/rules';

/**
 * Agent alerts' zod schemas for the route handlers (the copy that counts). Client components import
 * lib/agent-alerts/check.ts, built from the same limits and words; every check stops its field at its
 * first failure, so the two agree on each field's one message.
 */

const stop = (message: string) => ({ message, abort: true });
const whole = (message: string, min: number, max: number) =>
  z.number({ error: message }).int(stop(message)).min(min, stop(message)).max(max, stop(message));
const Minute = whole(MSG.timeInvalid, 0, MINUTES_IN_DAY - 1);
const On = z.boolean({ error: MSG.onInvalid });

const channelsSound = (list: unknown[]) =>
  list.length <= CHANNELS.length && list.every((c) => (CHANNELS as readonly unknown[]).includes(c)) && new Set(list).size === list.length;
/** The channels, read as one field: a bad entry is the list's problem, as the form shows it. */
const Channels = z
  .array(z.unknown(), { error: MSG.channelsInvalid })
  .refine(channelsSound, stop(MSG.channelsInvalid))
  .transform((list) => list as Channel[]);

function choiceOf(b: Behaviour) {
  const n = hasN(b)
    ? whole(MSG.nInvalid(BEHAVIOUR_N[b].min, BEHAVIOUR_N[b].max), BEHAVIOUR_N[b].min, BEHAVIOUR_N[b].max)
    : z.null({ error: MSG.nNone });
  return z.strictObject({ on: On, channels: Channels, n });
}

const BehavioursInput = z.strictObject(
  Object.fromEntries(BEHAVIOURS.map((b) => [b, choiceOf(b)])) as Record<Behaviour, ReturnType<typeof choiceOf>>,
);

/** POST /api/agent-alerts/prefs: every choice, nothing left out. */
export const AlertPrefsInput = z
  .strictObject({
    behaviours: BehavioursInput,
    quiet: z.strictObject({ on: On, start: Minute, end: Minute, mode: z.enum(QUIET_MODES, { error: MSG.quietModeInvalid }) }),
    digestAt: Minute,
    timeZone: z.string({ error: MSG.timeZoneInvalid }).max(64, stop(MSG.timeZoneInvalid)).refine(isTimeZone, stop(MSG.timeZoneInvalid)),
  })
  .superRefine((prefs, ctx) => {
    for (const b of BEHAVIOURS) {
      if (prefs.behaviours[b].on && prefs.behaviours[b].channels.length === 0)
        ctx.addIssue({ code: 'custom', message: MSG.channelNeeded, path: ['behaviours', b, 'channels'] });
    }
    if (prefs.quiet.on && prefs.quiet.start === prefs.quiet.end)
      ctx.addIssue({ code: 'custom', message: MSG.quietSame, path: ['quiet', 'end'] });
  });
export type AlertPrefsInput = z.output<typeof AlertPrefsInput>;

/** POST /api/agent-alerts/locks: lock a behaviour on for a place's agents (officeId 0: the brokerage), or lift it. */
export const LockInput = z.strictObject({
  behaviour: z.enum(BEHAVIOURS, { error: MSG.behaviourInvalid }),
  officeId: whole(MSG.placeInvalid, 0, Number.MAX_SAFE_INTEGER),
  locked: z.boolean({ error: MSG.onInvalid }),
});
export type LockInput = z.output<typeof LockInput>;
