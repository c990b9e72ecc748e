import { z } from 'zod';
import { HANDOUTS, HOPS, SIGNUP_SOURCES, WINDOW_MINUTES, type Territory } from '@/lib/routing/model';
import { listProblem, MINUTES_IN_DAY, RULE_ID, type RulesScope } from '@/lib/routing/check';
import { REPORT_QUERY } from '@/lib/routing/report-query';
import {
  emptyMatch,
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
import { listQuerySchema } from '@/lib/list-query-schema';

/**
 * Routing's zod schemas for the route handlers (the copy that counts). Client components import
 * lib/routing/check.ts, built from the same limits and words; every check stops its field at its first
 * failure, so the two agree on each field's one message. Left-out fields take the model's defaults.
 */

const stop = (message: string) => ({ message, abort: true });
const whole = (message: string, min: number, max: number) =>
  z.number({ error: message }).int(stop(message)).min(min, stop(message)).max(max, stop(message));
const AgentId = whole(MSG.agentInvalid, 1, Number.MAX_SAFE_INTEGER);
const OfficeId = whole(MSG.officeInvalid, 1, Number.MAX_SAFE_INTEGER).nullable();
const Price = whole(MSG.priceInvalid, 0, PRICE_MAX).nullable();

/** A territory, checked by the one territory check (it counts the points before reading them). */
const TerritoryInput = z
  .unknown()
  .optional()
  .transform((value, ctx): Territory | null => {
    const problem = territoryProblem(value ?? null);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem, abort: true });
      return z.NEVER;
    }
    return (value ?? null) as Territory | null;
  });

const MatchInput = z
  .strictObject({
    officeId: OfficeId.default(null),
    sources: z
      .array(z.enum(SIGNUP_SOURCES, { error: MSG.sourcesInvalid }), { error: MSG.sourcesInvalid })
      .max(SIGNUP_SOURCES.length, stop(MSG.sourcesInvalid))
      .refine((s) => new Set(s).size === s.length, stop(MSG.sourceTwice))
      .default([]),
    territory: TerritoryInput,
    priceMin: Price.default(null),
    priceMax: Price.default(null),
  })
  .refine((m) => m.priceMin === null || m.priceMax === null || m.priceMin <= m.priceMax, { ...stop(MSG.priceOrder), path: ['priceMax'] });

const RuleAgentInput = z.strictObject({ agentId: AgentId, weight: whole(MSG.weightInvalid, WEIGHT.min, WEIGHT.max) });

const FallbackInput = z.discriminatedUnion(
  'kind',
  [z.strictObject({ kind: z.literal('agent'), agentId: AgentId }), z.strictObject({ kind: z.literal('unassigned') })],
  { error: MSG.fallbackInvalid },
);

/** One rule of the list. */
export const RuleInput = z
  .strictObject({
    id: z.string({ error: MSG.ruleIdInvalid }).regex(RULE_ID, stop(MSG.ruleIdInvalid)),
    name: z
      .string({ error: MSG.nameRequired })
      .trim()
      .min(1, stop(MSG.nameRequired))
      .max(RULE_NAME_MAX, stop(MSG.nameTooLong(RULE_NAME_MAX))),
    officeId: OfficeId.default(null),
    catchAll: z.boolean(),
    match: MatchInput.default(() => ({ ...emptyMatch(), sources: [] })),
    handout: z.enum(HANDOUTS, { error: MSG.handoutInvalid }),
    agents: z
      .array(RuleAgentInput)
      .max(MAX_RULE_AGENTS, stop(MSG.tooManyAgents))
      .refine((list) => new Set(list.map((a) => a.agentId)).size === list.length, stop(MSG.agentTwice))
      .default([]),
    windowMinutes: whole(MSG.windowInvalid, WINDOW_MINUTES.min, WINDOW_MINUTES.max).default(WINDOW_MINUTES.default),
    hops: whole(MSG.hopsInvalid, HOPS.min, HOPS.max).default(HOPS.default),
    fallback: FallbackInput.default({ kind: 'unassigned' }),
  })
  .superRefine((rule, ctx) => {
    if (rule.handout === 'one_agent' && rule.agents.length !== 1)
      ctx.addIssue({ code: 'custom', message: MSG.oneAgentNeedsOne, path: ['agents'] });
    if (rule.catchAll && (rule.officeId !== null || !matchesEveryone(rule.match)))
      ctx.addIssue({ code: 'custom', message: MSG.catchAllMatchesAll, path: ['match'] });
  });
export type RuleInput = z.output<typeof RuleInput>;

function rulesInput(scope: RulesScope) {
  return z.strictObject({
    rules: z
      .array(RuleInput)
      .max(MAX_RULES, stop(MSG.tooManyRules))
      .superRefine((rules, ctx) => {
        const problem = listProblem(rules, scope);
        if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: problem.index === null ? [] : [problem.index] });
      }),
  });
}

/** PUT /api/routing/rules from an admin: the brokerage's whole list, the catch-all once and last. */
export const RulesInput = rulesInput('brokerage');
/** PUT /api/routing/rules from a manager: the rules of their own offices, in order, no catch-all. */
export const OfficeRulesInput = rulesInput('offices');
export type RulesInput = z.output<typeof RulesInput>;

/** The body schema for the caller's scope (lib/routing/rules.ts rulesScope). */
export function rulesInputFor(scope: RulesScope) {
  return scope === 'brokerage' ? RulesInput : OfficeRulesInput;
}

const Minute = (message: string) => whole(message, 0, MINUTES_IN_DAY);
const DayInput = z
  .strictObject({ open: Minute(MSG.dayInvalid), close: Minute(MSG.dayInvalid) })
  .refine((d) => d.open < d.close, stop(MSG.dayOrder))
  .nullable();

export const OfficeHoursInput = z.strictObject({
  timeZone: z.string({ error: MSG.timeZoneInvalid }).max(64, stop(MSG.timeZoneInvalid)).refine(isTimeZone, stop(MSG.timeZoneInvalid)),
  // The week's length first: a list of another length reads one message, whatever its days hold.
  days: z.array(z.unknown(), { error: MSG.daysInvalid }).length(7, stop(MSG.daysInvalid)).pipe(z.array(DayInput)),
});

/** PUT /api/routing/hours: one office's hours (office left out: the brokerage's own); null follows the brokerage's. */
export const HoursInput = z.strictObject({
  officeId: whole(MSG.hoursOfficeInvalid, 0, Number.MAX_SAFE_INTEGER).default(0),
  hours: OfficeHoursInput.nullable(),
});
export type HoursInput = z.output<typeof HoursInput>;

/**
 * PUT /api/routing/availability: pause (optionally until an instant, ms) or resume an agent; the caller
 * themselves when no agent is named. A resume keeps no end date.
 */
export const AvailabilityInput = z
  .strictObject({
    agentId: AgentId.optional(),
    paused: z.boolean({ error: MSG.pausedInvalid }),
    until: z
      .number({ error: MSG.untilInvalid })
      .int(stop(MSG.untilInvalid))
      .refine((t) => t > Date.now(), stop(MSG.untilInvalid))
      .refine((t) => t <= Date.now() + PAUSE_MAX_DAYS * 86_400_000, stop(MSG.untilTooFar))
      .nullable()
      .default(null),
  })
  .transform((a) => ({ ...a, until: a.paused ? a.until : null }));
export type AvailabilityInput = z.output<typeof AvailabilityInput>;

/** The report's URL state for its handlers: the screen's one query definition, a bad value refused. */
export const ReportQueryParams = listQuerySchema(REPORT_QUERY, {
  sort: 'Sort by a column of the report.',
  period: 'The period is 7, 30 or 90 days.',
});
