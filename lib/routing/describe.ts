import { formatPrice } from '@/lib/format';
import type { RoutingRule } from '@/lib/routing/model';
import { ROUTING_MSG, SOURCE_LABELS, type SignupSource } from '@/lib/routing/rules';

/**
 * A rule in the words of the rules list: which leads it takes, who gets them, and what happens when
 * nobody responds. Names come from the page's own lists; an id it no longer finds reads as such.
 */

export type Names = { agent: (id: number) => string; office: (id: number) => string };

const list = (items: string[]) => (items.length <= 2 ? items.join(' or ') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`);

/** 'Through San Francisco Office · from the app or the website · in a territory · $300K–$900K'. */
export function conditionsText(rule: RoutingRule, names: Names): string {
  if (rule.catchAll) return 'Every lead no rule above takes';
  const m = rule.match;
  const parts: string[] = [];
  if (m.officeId !== null) parts.push(`Through ${names.office(m.officeId)}`);
  if (m.sources.length) parts.push(`from ${list(m.sources.map((s) => SOURCE_LABELS[s as SignupSource]?.toLowerCase() ?? s))}`);
  if (m.territory) parts.push('searching in its territory');
  if (m.priceMin !== null && m.priceMax !== null)
    parts.push(`${formatPrice(m.priceMin, { short: true })}–${formatPrice(m.priceMax, { short: true })}`);
  else if (m.priceMin !== null) parts.push(`from ${formatPrice(m.priceMin, { short: true })}`);
  else if (m.priceMax !== null) parts.push(`up to ${formatPrice(m.priceMax, { short: true })}`);
  if (!parts.length) return 'Every lead';
  const text = parts.join(' · ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** 'Round robin: Avery Agent (2 turns), Blair Agent' / 'First to claim: every active agent' / 'Always Avery Agent'. */
export function handoutText(rule: RoutingRule, names: Names): string {
  const who = rule.agents.length
    ? rule.agents
        .map((a) =>
          rule.handout === 'round_robin' && a.weight > 1 ? `${names.agent(a.agentId)} (${a.weight} turns)` : names.agent(a.agentId),
        )
        .join(', ')
    : 'every active agent';
  if (rule.handout === 'one_agent') return `Always ${rule.agents[0] ? names.agent(rule.agents[0].agentId) : 'one agent'}`;
  return `${rule.handout === 'round_robin' ? 'Round robin' : 'First to claim'}: ${who}`;
}

/** '5 minutes to respond, 2 agents in turn, then unassigned'. */
export function timingText(rule: RoutingRule, names: Names): string {
  const then = rule.fallback.kind === 'agent' ? `then ${names.agent(rule.fallback.agentId)}` : 'then unassigned';
  return `${ROUTING_MSG.minutes(rule.windowMinutes)} to respond, ${ROUTING_MSG.agentsInTurn(rule.hops)} in turn, ${then}`;
}
