import type { Handout, RoutingRule, Territory } from '@/lib/routing/model';

/**
 * A rule as the editor's fields hold it: numbers as typed, the office and the fallback as a select's
 * value ('' for none). `ruleOf` reads it back into a rule for the shared check, a number that is none
 * (blank, '1.5', 'abc') kept as the check will name it.
 */
export type RuleDraft = {
  name: string;
  /** The office whose leads the rule takes (and whose rule it is); '' any. */
  officeId: string;
  sources: string[];
  territory: Territory | null;
  priceMin: string;
  priceMax: string;
  handout: Handout;
  agents: { agentId: number; weight: string }[];
  windowMinutes: string;
  hops: string;
  /** The fallback agent; '' leaves the lead unassigned. */
  fallbackAgentId: string;
};

export function draftOf(rule: RoutingRule): RuleDraft {
  const price = (p: number | null) => (p === null ? '' : String(p));
  return {
    name: rule.name,
    officeId: rule.match.officeId === null ? '' : String(rule.match.officeId),
    sources: [...rule.match.sources],
    territory: rule.match.territory,
    priceMin: price(rule.match.priceMin),
    priceMax: price(rule.match.priceMax),
    handout: rule.handout,
    agents: rule.agents.map((a) => ({ agentId: a.agentId, weight: String(a.weight) })),
    windowMinutes: String(rule.windowMinutes),
    hops: String(rule.hops),
    fallbackAgentId: rule.fallback.kind === 'agent' ? String(rule.fallback.agentId) : '',
  };
}

/** A typed whole number: blank is NaN (the check names it); digits with spaces around are read. */
const typed = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));
/** A typed price: blank is no bound; '$300,000' reads as 300000. */
const typedPrice = (text: string) => (text.trim() === '' ? null : Number(text.replace(/[$,\s]/g, '')));

/** The draft as a rule of `base` (its id and catch-all flag); the office owns the rule and its leads alike. */
export function ruleOf(draft: RuleDraft, base: RoutingRule): RoutingRule {
  const officeId = base.catchAll || draft.officeId === '' ? null : Number(draft.officeId);
  return {
    ...base,
    name: draft.name,
    officeId,
    match: base.catchAll
      ? base.match
      : {
          officeId,
          sources: draft.sources,
          territory: draft.territory,
          priceMin: typedPrice(draft.priceMin),
          priceMax: typedPrice(draft.priceMax),
        },
    handout: draft.handout,
    agents: (draft.handout === 'one_agent' ? draft.agents.slice(0, 1) : draft.agents).map((a) => ({
      agentId: a.agentId,
      weight: draft.handout === 'round_robin' ? typed(a.weight) : 1,
    })),
    windowMinutes: typed(draft.windowMinutes),
    hops: typed(draft.hops),
    fallback: draft.fallbackAgentId ? { kind: 'agent', agentId: Number(draft.fallbackAgentId) } : { kind: 'unassigned' },
  };
}

/** The list with `rule` in its place: replacing the rule of its id, or new before the catch-all (at the end of a manager's list). */
export function withRule(rules: readonly RoutingRule[], rule: RoutingRule): RoutingRule[] {
  if (rules.some((r) => r.id === rule.id)) return rules.map((r) => (r.id === rule.id ? rule : r));
  const catchAll = rules.findIndex((r) => r.catchAll);
  const at = catchAll < 0 ? rules.length : catchAll;
  return [...rules.slice(0, at), rule, ...rules.slice(at)];
}

/** The list with the rule at `index` moved one place up (-1) or down (+1); the catch-all never moves, nor passes. */
export function moved(rules: readonly RoutingRule[], index: number, by: -1 | 1): RoutingRule[] {
  const to = index + by;
  const a = rules[index];
  const b = rules[to];
  if (!a || !b || a.catchAll || b.catchAll) return [...rules];
  const next = [...rules];
  next[index] = b;
  next[to] = a;
  return next;
}

/** A rule as a handler takes it: without its position. */
export function bodyRule(rule: RoutingRule & { position?: number }): RoutingRule {
  const { id, name, officeId, catchAll, match, handout, agents, windowMinutes, hops, fallback } = rule;
  return { id, name, officeId, catchAll, match, handout, agents, windowMinutes, hops, fallback };
}
