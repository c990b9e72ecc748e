import { TOUCH_VERBS, type StepKind, type Touch } from '@/lib/routing/model';

/** A user's routing timeline in words: 'Routed by "San Francisco buyers" to Dana at 10:02 · not contacted in 5 min · to Eli at 10:07 · Eli called at 10:08'. */

export type TimelineStep = { at: number; kind: StepKind; agentName: string | null; detail: string | null };

export function stepPhrase(s: TimelineStep, time: (at: number) => string): string {
  const who = s.agentName ?? 'an agent';
  const at = time(s.at);
  switch (s.kind) {
    case 'routed':
      return `Routed by "${s.detail ?? 'a rule'}" to ${who} at ${at}`;
    case 'offered':
      return `Offered by "${s.detail ?? 'a rule'}" to ${who} at ${at} (first to claim)`;
    case 'expired':
      return `not contacted in ${s.detail ?? 'the'} min`;
    case 'rerouted':
      return `to ${who} at ${at}`;
    case 'fallback':
      return s.agentName ? `nobody claimed it: given to ${s.agentName} at ${at}` : `nobody claimed it: left unassigned at ${at}`;
    case 'touched':
      return `${who} ${TOUCH_VERBS[(s.detail ?? 'claim') as Touch] ?? 'touched the lead'} at ${at}`;
    case 'claimed':
      return `${who} claimed it at ${at}`;
    case 'gone':
      return `the user left the app at ${at}`;
  }
}

export function timelineText(steps: TimelineStep[], time: (at: number) => string): string {
  return steps.map((s) => stepPhrase(s, time)).join(' · ');
}
