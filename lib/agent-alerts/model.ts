/**
 * Agent alerts' shapes: what an agent is told about their leads' behaviour, by push and e-mail, shared
 * by /preferences, /routing's locks, the alert engine and its store. Pure: no I/O. Distinct from the
 * spec's /alerts (push notifications staff send to the app's users).
 */

/**
 * The behaviours an agent may be told about: a lead routed to them, a user whose Insights score just
 * crossed hot, one back after days away, one who viewed one home several times, favourited a
 * listing, or asked for a showing.
 */
export const BEHAVIOURS = ['routed', 'hot', 'back', 'views', 'favorite', 'showing'] as const;
export type Behaviour = (typeof BEHAVIOURS)[number];

export const CHANNELS = ['push', 'email'] as const;
export type Channel = (typeof CHANNELS)[number];

/** One behaviour's choice; `n` is the behaviour's number (days away, views of one home) where it has one. */
export type BehaviourChoice = { on: boolean; channels: Channel[]; n: number | null };

/** During quiet hours: 'email' sends the e-mail and drops the push; 'hold' keeps the alert until they end. */
export const QUIET_MODES = ['email', 'hold'] as const;
export type QuietMode = (typeof QUIET_MODES)[number];

/** Minutes after local midnight; start after end runs across midnight (21:00–08:00). */
export type QuietHours = { on: boolean; start: number; end: number; mode: QuietMode };

export type AlertPrefs = {
  behaviours: Record<Behaviour, BehaviourChoice>;
  quiet: QuietHours;
  /** The daily digest's time (minutes after local midnight): one mail with what was held or throttled. */
  digestAt: number;
  /** The agent's own time zone: quiet hours, the digest and the day an alert is counted in. */
  timeZone: string;
};

/** A behaviour locked on by an admin (officeId 0: the whole brokerage) or a manager (their office and those below it). */
export type AlertLock = { behaviour: Behaviour; officeId: number; lockedBy: string; at: number };

/** The brokerage's own place in alert_locks. */
export const BROKERAGE_SCOPE = 0;

/**
 * An alert's state. pending: due to be sent (again, after a failure, at due_at); held: waiting for
 * quiet hours to end; sent; throttled: over the hour's pushes, waiting for the digest; failed: its
 * last attempt failed, tried again at due_at; digested: sent in a digest.
 */
export const ALERT_STATUSES = ['pending', 'sent', 'held', 'throttled', 'failed', 'digested'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];

/** What happened on one channel of one alert: null when the alert does not go there. */
export const CHANNEL_STATES = ['due', 'sent', 'none', 'failed', 'skipped', 'throttled'] as const;
export type ChannelState = (typeof CHANNEL_STATES)[number];

/** The kinds of activity the user webhook carries (the contract's UserWebhookEvent 'activity'). */
export const ACTIVITY_KINDS = ['view', 'favorite', 'saved_search', 'showing_request', 'return'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** An alert as 'Alerts sent to you' lists it. */
export type SentAlertRow = {
  id: string;
  behaviour: Behaviour | 'digest';
  title: string;
  body: string;
  link: string | null;
  status: AlertStatus;
  /** The channels it went out on (or will). */
  channels: Channel[];
  createdAt: number;
  sentAt: number | null;
};

/** A lock as /routing lists it, with the place's name. */
export type LockRow = AlertLock & { placeName: string };
