import { HANDOUTS, HOPS, SIGNUP_SOURCES, WINDOW_MINUTES, type OfficeHours, type RoutingRule } from '@/lib/routing/model';
import {
  MAX_RULE_AGENTS,
  MAX_RULES,
  matchesEveryone,
  PAUSE_MAX_DAYS,
  PRICE_MAX,
  ROUTING_MSG as MSG,
  RULE_NAME_MAX,
  WEIGHT,
} from '@/lib/routing/rules';
import { territoryProblem } from '@/lib/routing/territory';
import { isTimeZone } from '@/lib/alerts/rules';
import { textLength } from '@/lib/forms/text-length';

/**
 * Routing's checks without zod (client components import this); lib/routing/schema.ts builds the route
 * handlers' zod schemas from the same limits and words, and tests/unit/routing-checks.test.ts holds the
 * two to the same first message per field. Errors are keyed by the field's path in the body, as zod's
 * issues are ('match.priceMax', 'agents.2.weight'). A cross-field check runs only once the fields it
 * reads are sound, as zod runs a refinement only after its object parsed.
 */

export type FieldErrors = Record<string, string>;

export const RULE_ID = /^[A-Za-z0-9_-]{1,36}$/;

const wholeIn = (n: unknown, min: number, max: number) => typeof n === 'number' && Number.isSafeInteger(n) && n >= min && n <= max;
const isId = (n: unknown) => wholeIn(n, 1, Number.MAX_SAFE_INTEGER);

/** The first message of the error whose path is `path` or lies under it (a form field's own). */
export function errorAt(errors: Readonly<Record<string, string | undefined>>, path: string): string | undefined {
  const key = Object.keys(errors).find((k) => k === path || k.startsWith(`${path}.`));
  return key === undefined ? undefined : errors[key];
}

function matchProblems(match: RoutingRule['match'], at: (path: string, message: string) => void): void {
  if (match.officeId !== null && !isId(match.officeId)) at('match.officeId', MSG.officeInvalid);
  const unknown = match.sources.flatMap((s, i) => ((SIGNUP_SOURCES as readonly string[]).includes(s) ? [] : [i]));
  if (match.sources.length > SIGNUP_SOURCES.length) at('match.sources', MSG.sourcesInvalid);
  else if (unknown.length) for (const i of unknown) at(`match.sources.${i}`, MSG.sourcesInvalid);
  else if (new Set(match.sources).size !== match.sources.length) at('match.sources', MSG.sourceTwice);
  const territory = territoryProblem(match.territory);
  if (territory) at('match.territory', territory);
  const priceOk = (p: number | null) => p === null || wholeIn(p, 0, PRICE_MAX);
  if (!priceOk(match.priceMin)) at('match.priceMin', MSG.priceInvalid);
  if (!priceOk(match.priceMax)) at('match.priceMax', MSG.priceInvalid);
}

/** The rule's own problems, needing nothing but the rule: what the server's schema refuses. */
export function ruleProblems(rule: RoutingRule): FieldErrors {
  const errors: FieldErrors = {};
  const at = (path: string, message: string) => {
    errors[path] ??= message;
  };
  if (!RULE_ID.test(rule.id)) at('id', MSG.ruleIdInvalid);
  const name = rule.name.trim();
  if (textLength(name) < 1) at('name', MSG.nameRequired);
  else if (textLength(name) > RULE_NAME_MAX) at('name', MSG.nameTooLong(RULE_NAME_MAX));
  if (rule.officeId !== null && !isId(rule.officeId)) at('officeId', MSG.officeInvalid);
  matchProblems(rule.match, at);
  const matchSound = !Object.keys(errors).some((k) => k.startsWith('match.'));
  if (matchSound && rule.match.priceMin !== null && rule.match.priceMax !== null && rule.match.priceMin > rule.match.priceMax)
    at('match.priceMax', MSG.priceOrder);
  if (!(HANDOUTS as readonly string[]).includes(rule.handout)) at('handout', MSG.handoutInvalid);
  if (rule.agents.length > MAX_RULE_AGENTS) at('agents', MSG.tooManyAgents);
  else {
    rule.agents.forEach((a, i) => {
      if (!isId(a.agentId)) at(`agents.${i}.agentId`, MSG.agentInvalid);
      if (!wholeIn(a.weight, WEIGHT.min, WEIGHT.max)) at(`agents.${i}.weight`, MSG.weightInvalid);
    });
    const agentsSound = !Object.keys(errors).some((k) => k.startsWith('agents.'));
    if (agentsSound && new Set(rule.agents.map((a) => a.agentId)).size !== rule.agents.length) at('agents', MSG.agentTwice);
  }
  if (!wholeIn(rule.windowMinutes, WINDOW_MINUTES.min, WINDOW_MINUTES.max)) at('windowMinutes', MSG.windowInvalid);
  if (!wholeIn(rule.hops, HOPS.min, HOPS.max)) at('hops', MSG.hopsInvalid);
  if (rule.fallback.kind === 'agent') {
    if (!isId(rule.fallback.agentId)) at('fallback.agentId', MSG.agentInvalid);
  } else if (rule.fallback.kind !== 'unassigned') at('fallback.kind', MSG.fallbackInvalid);
  if (Object.keys(errors).length > 0) return errors;
  if (rule.handout === 'one_agent' && rule.agents.length !== 1) at('agents', MSG.oneAgentNeedsOne);
  if (rule.catchAll && (rule.officeId !== null || !matchesEveryone(rule.match))) at('match', MSG.catchAllMatchesAll);
  return errors;
}

/** Whose list is sent: the brokerage's whole list (an admin), or the rules of a manager's offices. */
export type RulesScope = 'brokerage' | 'offices';

/** The problem of the list as a whole (its rules each sound), with the index of the rule it names. */
export function listProblem(
  rules: readonly Pick<RoutingRule, 'id' | 'catchAll'>[],
  scope: RulesScope,
): { index: number | null; message: string } | null {
  if (rules.length > MAX_RULES) return { index: null, message: MSG.tooManyRules };
  const seen = new Set<string>();
  for (const [i, r] of rules.entries()) {
    if (seen.has(r.id)) return { index: i, message: MSG.ruleIdTwice };
    seen.add(r.id);
  }
  const catchAlls = rules.flatMap((r, i) => (r.catchAll ? [i] : []));
  if (scope === 'offices') return catchAlls.length ? { index: catchAlls[0] ?? null, message: MSG.catchAllForAdmins } : null;
  if (catchAlls.length === 0) return { index: null, message: MSG.catchAllMissing };
  if (catchAlls.length > 1) return { index: catchAlls[1] ?? null, message: MSG.catchAllOnce };
  if (catchAlls[0] !== rules.length - 1) return { index: catchAlls[0] ?? null, message: MSG.catchAllLast };
  return null;
}

/** An agent as the checks see them: whether they can be handed leads now. */
export type AgentChoice = { name: string; active: boolean; paused: boolean };

/**
 * What a rule may name, read for the caller: the agents they may choose (the brokerage's; a manager's
 * offices' agents) and the offices (the brokerage's, or a manager's own; null when offices are off).
 */
export type RuleContext = {
  scope: RulesScope;
  agents: ReadonlyMap<number, AgentChoice>;
  offices: ReadonlySet<number> | null;
};

/** The rule's problems against what the caller may name (a sound rule's: run ruleProblems first). */
export function ruleContextProblems(rule: RoutingRule, ctx: RuleContext): FieldErrors {
  const errors: FieldErrors = {};
  const at = (path: string, message: string) => {
    errors[path] ??= message;
  };
  const office = (path: string, id: number | null) => {
    if (id === null) return;
    if (ctx.offices === null) at(path, MSG.officesOff);
    else if (!ctx.offices.has(id)) at(path, ctx.scope === 'offices' ? MSG.officeNotYours(id) : MSG.officeUnknown(id));
  };
  if (ctx.scope === 'offices' && rule.officeId === null) at('officeId', MSG.officeRequired);
  office('officeId', rule.officeId);
  office('match.officeId', rule.match.officeId);
  const unknown = (id: number) => (ctx.scope === 'offices' ? MSG.agentNotYours(id) : MSG.agentUnknown(id));
  rule.agents.forEach((a, i) => {
    if (!ctx.agents.has(a.agentId)) at(`agents.${i}.agentId`, unknown(a.agentId));
  });
  if (rule.handout === 'one_agent') {
    const only = rule.agents[0] && ctx.agents.get(rule.agents[0].agentId);
    if (only && !only.active) at('agents.0.agentId', MSG.agentInactive(only.name));
  } else if (!errors.agents && !Object.keys(errors).some((k) => k.startsWith('agents.'))) {
    // An empty list is every active agent the caller may choose.
    const members = rule.agents.length ? rule.agents.map((a) => ctx.agents.get(a.agentId)) : [...ctx.agents.values()];
    if (!members.some((m) => m && m.active && !m.paused)) at('agents', MSG.groupNobody);
  }
  if (rule.fallback.kind === 'agent') {
    const agent = ctx.agents.get(rule.fallback.agentId);
    if (!agent) at('fallback.agentId', unknown(rule.fallback.agentId));
    else if (!agent.active) at('fallback.agentId', MSG.agentInactive(agent.name));
  }
  return errors;
}

/** The whole check of one rule as the editor runs it: its own problems first, then the context's. */
export function checkRule(rule: RoutingRule, ctx: RuleContext): FieldErrors {
  const own = ruleProblems(rule);
  return Object.keys(own).length ? own : ruleContextProblems(rule, ctx);
}

export const MINUTES_IN_DAY = 24 * 60;

/** The office-hours form's problems: keyed 'timeZone', 'days', 'days.N.open', 'days.N.close', 'days.N'. */
export function hoursProblems(hours: OfficeHours): FieldErrors {
  const errors: FieldErrors = {};
  if (!isTimeZone(hours.timeZone) || hours.timeZone.length > 64) errors.timeZone = MSG.timeZoneInvalid;
  if (hours.days.length !== 7) {
    errors.days = MSG.daysInvalid;
    return errors;
  }
  hours.days.forEach((day, i) => {
    if (day === null) return;
    const open = wholeIn(day.open, 0, MINUTES_IN_DAY);
    const close = wholeIn(day.close, 0, MINUTES_IN_DAY);
    if (!open) errors[`days.${i}.open`] = MSG.dayInvalid;
    if (!close) errors[`days.${i}.close`] = MSG.dayInvalid;
    if (open && close && day.open >= day.close) errors[`days.${i}`] = MSG.dayOrder;
  });
  return errors;
}

/** The pause form's problem: an end date must lie ahead, within PAUSE_MAX_DAYS. */
export function pauseProblems(pause: { paused: boolean; until: number | null }, now: number): FieldErrors {
  if (pause.until === null) return {};
  if (!wholeIn(pause.until, 0, Number.MAX_SAFE_INTEGER) || pause.until <= now) return { until: MSG.untilInvalid };
  if (pause.until > now + PAUSE_MAX_DAYS * 86_400_000) return { until: MSG.untilTooFar };
  return {};
}
