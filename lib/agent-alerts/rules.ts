import { dateFormat } from '@/lib/format';
import { HOT_SCORE, LEAD_WEIGHTS } from '@/lib/insights/score';
import {
  BEHAVIOURS,
  BROKERAGE_SCOPE,
  type AlertLock,
  type AlertPrefs,
  type AlertStatus,
  type Behaviour,
  type BehaviourChoice,
  type Channel,
  type QuietHours,
} from '@/lib/agent-alerts/model';
import { localClock } from '@/lib/routing/hours';

/**
 * Agent alerts' rules: the defaults, limits and words, and the readings of time the engine and the
 * screens share (quiet hours across midnight, the day an alert counts in, the digest's hour, the
 * throttle). Pure and zod-free: the browser, the engine and the handlers ask here.
 */

const MINUTE = 60_000;
export const MINUTES_IN_DAY = 1440;

/** The behaviours with a number, its limits and default. */
export const BEHAVIOUR_N = {
  back: { min: 2, max: 365, default: 14 },
  views: { min: 2, max: 50, default: 3 },
} as const satisfies Partial<Record<Behaviour, { min: number; max: number; default: number }>>;
export const hasN = (b: Behaviour): b is keyof typeof BEHAVIOUR_N => b in BEHAVIOUR_N;

/** The words of /preferences: `N` is the behaviour's number as the agent set it. */
export const BEHAVIOUR_LABELS: Record<Behaviour, string> = {
  routed: 'A lead routed to me',
  hot: 'Hot now',
  back: 'Back after N days away',
  views: 'Viewed one home N times',
  favorite: 'Favourited a listing',
  showing: 'Asked for a showing',
};

/** A label with its number written in ('Back after 14 days away'). */
export const behaviourLabel = (b: Behaviour, n: number | null) =>
  BEHAVIOUR_LABELS[b].replace('N', String(n ?? (hasN(b) ? BEHAVIOUR_N[b].default : '')));

export const CHANNEL_LABELS: Record<Channel, string> = { push: 'Push', email: 'E-mail' };

/** At most this many pushes an hour per agent: the rest wait for the digest. */
export const PUSH_PER_HOUR = 10;
export const HOUR = 60 * MINUTE;
/** Retries of a failing channel: 5 s, 10 s … at most 5 minutes apart, never given up. */
export const RETRY_MS = { first: 5_000, max: 300_000 } as const;
/** 'Alerts sent to you' covers this many days. */
export const SENT_DAYS = 30;
/** What the store and the screens cut an alert's texts to. */
export const TITLE_MAX = 200;
export const BODY_MAX = 1000;

export const DEFAULT_QUIET: QuietHours = { on: true, start: 21 * 60, end: 8 * 60, mode: 'hold' };
export const DEFAULT_DIGEST_AT = 18 * 60;

export const ALERT_MSG = {
  saved: 'Alert choices saved',
  failed: 'Error saving alert choices',
  locked: (label: string) => `${label} is now on for your agents`,
  unlocked: (label: string) => `${label} is the agents' own choice again`,
  nInvalid: (min: number, max: number) => `Choose a whole number from ${min} to ${max}`,
  nNone: 'This alert takes no number',
  onInvalid: 'Choose on or off',
  channelsInvalid: 'Choose push, e-mail or both',
  channelNeeded: 'Choose push, e-mail or both for an alert that is on',
  timeInvalid: 'Choose a time',
  quietSame: 'Quiet hours must start and end at different times',
  quietModeInvalid: "Choose 'Only e-mail' or 'Hold until morning'",
  timeZoneInvalid: 'Choose a time zone',
  behaviourInvalid: 'Choose an alert',
  placeInvalid: 'Choose where the lock applies',
  placeNotYours: 'You can lock alerts only for your own offices',
  lockedNotOff: (by: string) => `Locked on by ${by}: it cannot be turned off`,
  routingOff: 'Alerts about your leads start once an admin turns lead routing on.',
} as const;

/** The defaults: a lead routed to me on (push and e-mail), the rest off with both channels ready. */
export function defaultPrefs(timeZone: string): AlertPrefs {
  const choice = (b: Behaviour): BehaviourChoice => ({
    on: b === 'routed',
    channels: ['push', 'email'],
    n: hasN(b) ? BEHAVIOUR_N[b].default : null,
  });
  return {
    behaviours: Object.fromEntries(BEHAVIOURS.map((b) => [b, choice(b)])) as Record<Behaviour, BehaviourChoice>,
    quiet: { ...DEFAULT_QUIET },
    digestAt: DEFAULT_DIGEST_AT,
    timeZone,
  };
}

/** Stored prefs read over the defaults: a behaviour added later starts at its default. */
export function withDefaults(stored: Partial<AlertPrefs> | null, timeZone: string): AlertPrefs {
  const base = defaultPrefs(timeZone);
  if (!stored) return base;
  return {
    behaviours: Object.fromEntries(BEHAVIOURS.map((b) => [b, { ...base.behaviours[b], ...(stored.behaviours?.[b] ?? {}) }])) as Record<
      Behaviour,
      BehaviourChoice
    >,
    quiet: { ...base.quiet, ...(stored.quiet ?? {}) },
    digestAt: stored.digestAt ?? base.digestAt,
    timeZone: stored.timeZone ?? base.timeZone,
  };
}

/** The locks that bind an agent: the brokerage's, and those of their office and every office above it. */
export function locksBinding(locks: readonly AlertLock[], officeChain: readonly number[]): AlertLock[] {
  return locks.filter((l) => l.officeId === BROKERAGE_SCOPE || officeChain.includes(l.officeId));
}

/** An office and those above it, nearest first; `parents` maps an office to its parent (0: the root). */
export function officeChain(officeId: number | null, parents: ReadonlyMap<number, number>): number[] {
  const chain: number[] = [];
  for (let id = officeId; id !== null && id > 0 && !chain.includes(id); id = parents.get(id) ?? null) chain.push(id);
  return chain;
}

export type EffectivePrefs = AlertPrefs & { lockedBy: Partial<Record<Behaviour, string>> };

/** Who locked each locked behaviour (the first lock of it that binds, oldest first). */
export function lockHolders(binding: readonly AlertLock[]): Partial<Record<Behaviour, string>> {
  const lockedBy: Partial<Record<Behaviour, string>> = {};
  for (const lock of binding) lockedBy[lock.behaviour] ??= lock.lockedBy;
  return lockedBy;
}

/** The prefs as they act: a locked behaviour is on (with push and e-mail if the agent chose no channel). */
export function effectivePrefs(prefs: AlertPrefs, binding: readonly AlertLock[]): EffectivePrefs {
  const lockedBy = lockHolders(binding);
  const behaviours = { ...prefs.behaviours };
  for (const lock of binding) {
    const own = behaviours[lock.behaviour];
    behaviours[lock.behaviour] = { ...own, on: true, channels: own.channels.length ? own.channels : ['push', 'email'] };
  }
  return { ...prefs, behaviours, lockedBy };
}

/** Whether an instant falls in quiet hours in the zone; start after end runs across midnight. */
export function inQuietHours(at: number, quiet: QuietHours, timeZone: string): boolean {
  if (!quiet.on || quiet.start === quiet.end) return false;
  const { minute } = localClock(at, timeZone);
  return quiet.start < quiet.end ? minute >= quiet.start && minute < quiet.end : minute >= quiet.start || minute < quiet.end;
}

/**
 * The first instant at or after `at` when the zone's clock reads `minuteOfDay`. The jump is checked
 * against the clock once more, so a change of daylight-saving time in between moves it by that hour.
 */
export function nextLocalTime(at: number, minuteOfDay: number, timeZone: string): number {
  const now = localClock(at, timeZone).minute;
  let target = at + ((((minuteOfDay - now) % MINUTES_IN_DAY) + MINUTES_IN_DAY) % MINUTES_IN_DAY) * MINUTE;
  const landed = localClock(target, timeZone).minute;
  const off = minuteOfDay - landed;
  // Within a few hours either way: a DST shift, not a day.
  if (Math.abs(off) >= 1 / 60 && Math.abs(off) <= 180) target += off * MINUTE;
  return Math.round(target);
}

/** When the quiet hours that hold `at` end (`at` itself when it is not in them). */
export function quietEnd(at: number, quiet: QuietHours, timeZone: string): number {
  return inQuietHours(at, quiet, timeZone) ? nextLocalTime(at, quiet.end, timeZone) : at;
}

/** The agent's calendar day of an instant, 'YYYY-MM-DD': one alert per user, behaviour and this day. */
export function dayKey(at: number, timeZone: string): string {
  const f = dateFormat({ timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const parts = Object.fromEntries(f.formatToParts(new Date(at)).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The start of the agent's day that holds `at`. */
export function startOfDay(at: number, timeZone: string): number {
  const start = at - localClock(at, timeZone).minute * MINUTE;
  // A DST change earlier that day: the clock's minutes overshoot or fall short by its hour.
  const again = localClock(start, timeZone).minute;
  return Math.round(again > 720 ? start + (MINUTES_IN_DAY - again) * MINUTE : start - again * MINUTE);
}

/** When the digest that collects what is held or throttled at `at` goes: the next digest time. */
export function nextDigest(at: number, prefs: Pick<AlertPrefs, 'digestAt' | 'timeZone'>): number {
  return nextLocalTime(at + 1, prefs.digestAt, prefs.timeZone);
}

/** Whether one more push fits the hour, given the agent's pushes' instants. */
export function pushRoom(pushedAt: readonly number[], now: number): boolean {
  return pushedAt.filter((t) => t > now - HOUR).length < PUSH_PER_HOUR;
}

/** The pause before attempt `attempts + 1`, after `attempts` failures (1: 5 s). */
export function retryDelay(attempts: number): number {
  return Math.min(RETRY_MS.max, RETRY_MS.first * 2 ** Math.max(0, attempts - 1));
}

export type Delivery = { hold: number | null; channels: Channel[] };

/**
 * Where an alert goes now: its channels outside quiet hours; in them, with 'hold', nowhere until they
 * end; with 'email', the e-mail alone (a push-only alert by e-mail, so nothing is lost in the night).
 */
export function deliveryNow(channels: readonly Channel[], prefs: Pick<AlertPrefs, 'quiet' | 'timeZone'>, now: number): Delivery {
  if (!inQuietHours(now, prefs.quiet, prefs.timeZone)) return { hold: null, channels: [...channels] };
  if (prefs.quiet.mode === 'hold') return { hold: quietEnd(now, prefs.quiet, prefs.timeZone), channels: [...channels] };
  return { hold: null, channels: channels.length ? ['email'] : [] };
}

/** Roughly what one activity adds to a lead's score, fresh (no decay yet): a view of a home already viewed adds its repeat weight too. */
export function activityWeight(kind: string, repeatView: boolean): number {
  const base: Record<string, number> = {
    view: LEAD_WEIGHTS.view,
    favorite: LEAD_WEIGHTS.fav,
    return: LEAD_WEIGHTS.back + LEAD_WEIGHTS.open,
  };
  return (base[kind] ?? 0) + (kind === 'view' && repeatView ? LEAD_WEIGHTS.repeat : 0);
}

/** Whether the activity that added `added` just took the lead across hot: hot now, and not before it. */
export function crossedHot(score: number, added: number): boolean {
  return score >= HOT_SCORE && score - added < HOT_SCORE;
}

const DAY_S = 86_400;

/**
 * How many whole days the user was away before the activity that brought them back, from their events'
 * times (unix seconds, newest first): the first silence of a day or more, counting back from the
 * newest, provided the events after it are of the last day. Null when there is none to see.
 */
export function daysAwayBefore(times: readonly number[], now: number): number | null {
  for (let i = 1; i < times.length; i++) {
    const after = times[i - 1] as number;
    const before = times[i] as number;
    if (after * 1000 < now - DAY_S * 1000) return null;
    if (after - before >= DAY_S) return Math.floor((after - before) / DAY_S);
  }
  return null;
}

/** An alert's state in 'Alerts sent to you', with its badge's tone (the word carries the meaning). */
export const STATUS_LABELS: Record<AlertStatus, { label: string; tone: 'neutral' | 'success' | 'warning' | 'danger' | 'info' }> = {
  pending: { label: 'Sending', tone: 'info' },
  sent: { label: 'Sent', tone: 'success' },
  held: { label: 'Held for quiet hours', tone: 'neutral' },
  throttled: { label: 'Kept for the digest', tone: 'warning' },
  failed: { label: 'Failed: trying again', tone: 'danger' },
  digested: { label: 'Sent in the digest', tone: 'success' },
};
