import 'server-only';
import type { Channel } from '@/lib/agent-alerts/model';
import { processSingleton } from '@/server/process-singleton';

/**
 * Whether this instance's deliveries are failing, per channel, for /api/health: a channel fails from
 * its first failed attempt until one succeeds. Counts and times only, never an address or an error.
 */

type ChannelHealth = { failingSince: number | null; failures: number };
const state = () =>
  processSingleton(
    'agent-alerts-health',
    () => ({ push: { failingSince: null, failures: 0 }, email: { failingSince: null, failures: 0 } }) as Record<Channel, ChannelHealth>,
  );

export function noteDelivery(channel: Channel, ok: boolean, now = Date.now()): void {
  const s = state()[channel];
  if (ok) {
    s.failingSince = null;
    s.failures = 0;
  } else {
    s.failingSince ??= now;
    s.failures += 1;
  }
}

export type AlertsHealth = { failing: Channel[]; since: string | null; failures: number };

/** Null while every channel delivers; else which fail, since when, and how many attempts failed. */
export function alertsHealth(): AlertsHealth | null {
  const s = state();
  const failing = (Object.keys(s) as Channel[]).filter((c) => s[c].failingSince !== null);
  if (!failing.length) return null;
  const since = Math.min(...failing.map((c) => s[c].failingSince as number));
  return { failing, since: new Date(since).toISOString(), failures: failing.reduce((n, c) => n + s[c].failures, 0) };
}

/** Tests only. */
export function resetAlertsHealth(): void {
  for (const c of Object.values(state())) {
    c.failingSince = null;
    c.failures = 0;
  }
}
