import { can, type Viewer } from '@/lib/access';
import { dateFormat } from '@/lib/format';
import {
  DEFAULT_DAY,
  HOPS,
  SIGNUP_SOURCES,
  WINDOW_MINUTES,
  type DayHours,
  type Handout,
  type OfficeHours,
  type RoutingRule,
  type RuleMatch,
} from '@/lib/routing/model';

/**
 * Lead routing's configuration rules: the limits, the words staff read, the default rule list and the
 * readings a screen and a handler both need. Pure and zod-free: the page, the client components and
 * the route handlers all ask here (check.ts holds the checks, schema.ts the handlers' zod copy).
 */

export const RULE_NAME_MAX = 80;
/** A brokerage's rules, the catch-all included: far more than a brokerage orders by hand. */
export const MAX_RULES = 50;
/** Agents named in one rule; an empty list means every active agent. */
export const MAX_RULE_AGENTS = 200;
/** A round robin's weight: n turns in each cycle. */
export const WEIGHT = { min: 1, max: 100, default: 1 } as const;
/** Prices are whole dollars up to this. */
export const PRICE_MAX = 1_000_000_000;
/** The longest pause with an end date. */
export const PAUSE_MAX_DAYS = 366;
/**
 * The rules' body limit: the whole list, each territory up to 2,000 full-precision points (about 41
 * bytes each), with room to spare, so an oversized territory is refused by its own check and message.
 */
export const RULES_MAX_BYTES = 6_000_000;
/** The office id of the brokerage's own hours, which every office without its own follows. */
export const BROKERAGE_OFFICE = 0;
export const CATCH_ALL_NAME = 'Everyone else';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Chosen words (the spec does not cover routing), in the brokerage staff's terms. */
export const ROUTING_MSG = {
  rulesSaved: 'Routing rules saved',
  hoursSaved: 'Office hours saved',
  hoursReset: "This office now follows the brokerage's hours",
  paused: 'Paused: no new leads until resumed',
  pausedUntil: (date: string) => `Paused: no new leads until ${date}`,
  resumed: 'Resumed: taking new leads again',
  nameRequired: 'Give the rule a name.',
  nameTooLong: (max: number) => `At most ${max} characters`,
  tooManyRules: `At most ${MAX_RULES} rules.`,
  ruleIdInvalid: 'A rule has an id that is not one.',
  ruleIdTwice: 'Two rules have the same id.',
  catchAllMissing: 'The catch-all rule cannot be removed: it takes every lead no other rule takes.',
  catchAllLast: 'The catch-all rule must stay last.',
  catchAllOnce: 'Only one rule can be the catch-all.',
  catchAllMatchesAll: 'The catch-all rule takes every lead: it has no office, source, territory or price.',
  catchAllForAdmins: 'Only an admin can change the catch-all rule.',
  officeRulesOnly: 'You can change only the rules of your own offices.',
  officeInvalid: 'Choose an office from the list.',
  officeUnknown: (id: number) => `Office ${id} is not one of this brokerage's offices.`,
  officeNotYours: (id: number) => `Office ${id} is not one of your offices.`,
  officesOff: 'Offices are off for this brokerage: a rule cannot name one.',
  officeRequired: 'Choose one of your offices.',
  sourcesInvalid: 'Choose sources from the list.',
  sourceTwice: 'A source is chosen twice.',
  priceInvalid: 'Enter a price in whole dollars, up to $1,000,000,000.',
  priceOrder: 'The lowest price must not be above the highest.',
  handoutInvalid: 'Choose how leads are handed out.',
  agentInvalid: 'Choose an agent from the list.',
  weightInvalid: `Weight must be a whole number from ${WEIGHT.min} to ${WEIGHT.max}.`,
  agentTwice: 'An agent is listed twice.',
  tooManyAgents: `At most ${MAX_RULE_AGENTS} agents in a rule.`,
  oneAgentNeedsOne: 'Choose the one agent who gets these leads.',
  agentUnknown: (id: number) => `Agent ${id} is not one of this brokerage's agents.`,
  agentNotYours: (id: number) => `Agent ${id} is not one of your offices' agents.`,
  agentInactive: (name: string) => `${name} is inactive: choose an active agent.`,
  groupNobody: 'Nobody in this group can take leads: add an active agent who is not paused.',
  windowInvalid: `Minutes to respond must be a whole number from ${WINDOW_MINUTES.min} to ${WINDOW_MINUTES.max}.`,
  hopsInvalid: `Agents to try must be a whole number from ${HOPS.min} to ${HOPS.max}.`,
  fallbackInvalid: 'Choose what happens when nobody responds.',
  timeZoneInvalid: 'Choose a time zone.',
  daysInvalid: 'Give the hours of each day of the week.',
  dayInvalid: 'Enter an opening and a closing time.',
  dayOrder: 'The closing time must be after the opening time.',
  hoursOfficeInvalid: 'Choose an office from the list.',
  brokerage: 'the brokerage',
  brokerageHoursForAdmins: "Only an admin can change the brokerage's hours.",
  pausedInvalid: 'Say whether to pause or resume.',
  untilInvalid: 'Choose a date after today.',
  untilTooFar: `A pause with an end date lasts at most ${PAUSE_MAX_DAYS} days.`,
  agentNotFound: 'Agent not found.',
  minutes: (n: number) => plural(n, 'minute'),
  agentsInTurn: (n: number) => plural(n, 'agent'),
} as const;

export type SignupSource = (typeof SIGNUP_SOURCES)[number];

export const SOURCE_LABELS: Record<SignupSource, string> = {
  app: 'The app',
  web: 'The website',
  open_house: 'An open house',
  agent_link: "An agent's invite link",
};

export const HANDOUT_LABELS: Record<Handout, string> = {
  round_robin: 'Round robin',
  first_to_claim: 'First to claim',
  one_agent: 'One agent',
};

export const HANDOUT_HINTS: Record<Handout, string> = {
  round_robin: 'Each lead goes to the next agent in turn; a weight of 2 gives an agent two turns in each round.',
  first_to_claim: 'Each lead is offered to the whole group; the first agent to claim it gets it.',
  one_agent: 'Every lead goes to one agent.',
};

/** A rule's conditions when it has none: every lead matches. */
export function emptyMatch(): RuleMatch {
  return { officeId: null, sources: [], territory: null, priceMin: null, priceMax: null };
}

/** Whether a match has no condition at all (what the catch-all must be). */
export function matchesEveryone(match: RuleMatch): boolean {
  return (
    match.officeId === null && match.sources.length === 0 && match.territory === null && match.priceMin === null && match.priceMax === null
  );
}

/** The catch-all: last, matches everyone, round robin among every active agent (agents: []). */
export function catchAllRule(id: string): RoutingRule {
  return {
    id,
    name: CATCH_ALL_NAME,
    officeId: null,
    catchAll: true,
    match: emptyMatch(),
    handout: 'round_robin',
    agents: [],
    windowMinutes: WINDOW_MINUTES.default,
    hops: HOPS.default,
    fallback: { kind: 'unassigned' },
  };
}

/** What a brokerage that has stored no rules routes by: the catch-all alone. */
export function defaultRules(catchAllId: string): RoutingRule[] {
  return [catchAllRule(catchAllId)];
}

/** A new rule as the editor starts it (before the viewer picks anything). */
export function newRule(id: string, officeId: number | null): RoutingRule {
  return { ...catchAllRule(id), name: '', catchAll: false, officeId, match: { ...emptyMatch(), officeId } };
}

/** Every day of the week open 8:00–21:00 in this time zone: the hours when none are stored. */
export function defaultHours(timeZone: string): OfficeHours {
  return { timeZone, days: Array.from({ length: 7 }, () => DEFAULT_DAY) };
}

/** An office's hours: its own, else the brokerage's (office 0), else the default. */
export function hoursFor(hours: ReadonlyMap<number, OfficeHours>, officeId: number | null, timeZone: string): OfficeHours {
  return (officeId !== null ? hours.get(officeId) : undefined) ?? hours.get(BROKERAGE_OFFICE) ?? defaultHours(timeZone);
}

/** An agent's pause as the screens and the engine read it. */
export type Pause = { paused: boolean; until: number | null; by: string | null };
export const NOT_PAUSED: Pause = { paused: false, until: null, by: null };

/** A stored pause as it stands at `now`: one whose end has passed reads as not paused. */
export function pauseAt(stored: Pause, now: number): Pause {
  return stored.paused && (stored.until === null || stored.until > now) ? stored : NOT_PAUSED;
}

/** The day a pause ends, in the brokerage's time zone: 'Dec 5, 2026'. */
export function pauseEndText(until: number, timeZone: string): string {
  return dateFormat({ timeZone, dateStyle: 'medium' }).format(new Date(until));
}

/** A pause in words: 'Until Dec 5, 2026 · paused by Morgan Manager', 'Until resumed'. */
export function pauseText(pause: Pause, timeZone: string): string {
  const until = pause.until === null ? 'Until resumed' : `Until ${pauseEndText(pause.until, timeZone)}`;
  return pause.by ? `${until} · paused by ${pause.by}` : until;
}

/**
 * Whose rules a viewer changes: an admin the brokerage's whole list, catch-all included; a manager only
 * the rules of their own offices (the access table lets managers in only with offices on).
 */
export function rulesScope(viewer: Viewer): 'brokerage' | 'offices' {
  return can.routingAdmin(viewer) ? 'brokerage' : 'offices';
}

export const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** Minutes after midnight as a wall-clock time: 480 → '8:00 AM', 1440 → '12:00 AM' (midnight). */
export function clockText(minutes: number): string {
  const h = Math.floor(minutes / 60) % 24;
  const m = minutes % 60;
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** '8:00 AM–9:00 PM', or 'Closed'. */
export function dayText(day: DayHours): string {
  return day ? `${clockText(day.open)}–${clockText(day.close)}` : 'Closed';
}

/** A week in short lines: days with the same hours run together ('Mon–Fri 8:00 AM–9:00 PM', 'Sat, Sun Closed'). */
export function weekText(days: readonly DayHours[]): string[] {
  // Monday first, as staff read a week.
  const order = [1, 2, 3, 4, 5, 6, 0];
  const short = (d: number) => (DAY_NAMES[d] ?? '').slice(0, 3);
  const groups: { days: number[]; text: string }[] = [];
  for (const d of order) {
    const text = dayText(days[d] ?? null);
    const last = groups.at(-1);
    if (last && last.text === text) last.days.push(d);
    else groups.push({ days: [d], text });
  }
  return groups.map((g) => {
    const first = g.days[0] ?? 0;
    const end = g.days.at(-1) ?? first;
    const span =
      g.days.length === 1 ? short(first) : g.days.length === 2 ? `${short(first)}, ${short(end)}` : `${short(first)}–${short(end)}`;
    return `${span} ${g.text}`;
  });
}
