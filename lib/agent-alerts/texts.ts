import type { Behaviour } from '@/lib/agent-alerts/model';

/**
 * What an alert says, in the agent's terms: one title and one line, the user named, the home by its
 * address. The push, the e-mail and 'Alerts sent to you' show the same words.
 */

export type AlertText = { title: string; body: string };

const times = (n: number) => (n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`);

export const ALERT_TEXT = {
  routed: (name: string, why: string, minutes: number): AlertText => ({
    title: `New lead: ${name}`,
    body: `${why || 'Sign-up'}. Claim within ${minutes} min on Today, or it moves on.`,
  }),
  hot: (name: string, reasons: readonly string[]): AlertText => ({
    title: `${name} is hot now`,
    body: reasons.length ? reasons.join('; ') : 'Their activity just crossed hot.',
  }),
  back: (name: string, days: number): AlertText => ({ title: `${name} is back`, body: `Back in the app after ${days} days away.` }),
  views: (name: string, address: string, n: number): AlertText => ({
    title: `${name} keeps looking at one home`,
    body: `Viewed ${address} ${times(n)} today.`,
  }),
  favorite: (name: string, address: string): AlertText => ({ title: `${name} favourited a listing`, body: address }),
  showing: (name: string, address: string | null): AlertText => ({
    title: `${name} asked for a showing`,
    body: address ?? 'A showing request waits for your answer.',
  }),
  digest: (n: number): AlertText => ({
    title: `Your alerts digest: ${n} ${n === 1 ? 'alert' : 'alerts'}`,
    body: 'What was held in quiet hours or over the hour’s pushes.',
  }),
} as const satisfies Record<Behaviour | 'digest', (...args: never[]) => AlertText>;
