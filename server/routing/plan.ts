import 'server-only';
import { randomUUID } from 'node:crypto';
import type { RoutingEvent } from '@/lib/audit/event';
import { bodyRule } from '@/lib/routing/draft';
import { agentForTurn, firstMatch } from '@/lib/routing/match';
import type { CaseStatus, RoutingRule, RuleAgent, StepKind } from '@/lib/routing/model';
import { readAvailability, readRules } from '@/server/routing/config';
import { readLead } from '@/server/routing/lead';
import { rosterOf, type Brokerage } from '@/server/routing/upstream';
import { store } from '@/server/store';
import type { RoutingCasesTable } from '@/server/store/schema';
import type { UserDetail } from '@/server/upstream/contract/user-detail';

/**
 * What the engine is about to do with a case, written to the store before the upstream is asked, so a
 * step cut short (a killed process, a timeout) is finished by whoever takes the case next instead of
 * being decided again. Its id is also the step's and the audit event's, so finishing twice records once.
 */
export type Intent = {
  id: string;
  /** The agent to give the user upstream: an id, -1 for none; null: no change (offered to a group). */
  change: number | null;
  status: Extract<CaseStatus, 'offered' | 'fallback' | 'claimed'>;
  agentId: number | null;
  agentName: string | null;
  group: number[] | null;
  ruleId: string;
  ruleName: string;
  windowMinutes: number;
  officeId: number | null;
  why: string;
  step: StepKind;
  event: RoutingEvent | null;
  summary: string;
};

/** The next turn of a rule's round robin: one atomic add, so instances share one rotation. */
async function takeTurn(stackId: string, rules: RoutingRule[], ruleId: string): Promise<number> {
  const { db } = store();
  const turn = async () =>
    db
      .updateTable('routing_rules')
      .set((eb) => ({ rr_turn: eb('rr_turn', '+', 1) }))
      .where('stack_id', '=', stackId)
      .where('id', '=', ruleId)
      .returning('rr_turn')
      .executeTakeFirst();
  let row = await turn();
  const rule = rules.find((r) => r.id === ruleId);
  if (!row && rule) {
    // The default catch-all is not stored until a rule is saved: stored alone, once whoever races here,
    // never by rewriting the list (which would reset every turn).
    await db
      .insertInto('routing_rules')
      .values({
        id: rule.id,
        stack_id: stackId,
        position: rules.indexOf(rule),
        rule: JSON.stringify(bodyRule(rule)),
        rr_turn: 0,
        updated_at: Date.now(),
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    row = await turn();
  }
  return Math.max(0, Number(row?.rr_turn ?? 1) - 1);
}

const listOf = (names: string[]) => (names.length <= 2 ? names.join(' and ') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

/** Chooses who gets the lead now: the rule's next agent (or group), or its fallback after the last hop. */
export async function planCase(b: Brokerage, c: RoutingCasesTable, user: UserDetail): Promise<Intent> {
  const roster = await rosterOf(b);
  const rules = await readRules(b.stackId);
  const catchAll = rules.find((r) => r.catchAll) as RoutingRule;
  const officeOf = (id: number) => roster.agents.get(id)?.officeId ?? null;
  let rule: RoutingRule;
  let why = c.why;
  if (c.rule_id) rule = rules.find((r) => r.id === c.rule_id) ?? catchAll;
  else {
    const lead = await readLead(b, user, officeOf);
    rule = firstMatch(rules, lead.facts) ?? catchAll;
    why = lead.why;
  }
  const availability = await readAvailability(b.stackId);
  const tried = JSON.parse(c.tried) as number[];
  const canTake = (id: number) => roster.agents.get(id)?.active === true && availability.get(id)?.paused !== true && !tried.includes(id);
  const nameOf = (id: number) => roster.agents.get(id)?.name ?? `Agent #${id}`;
  const pool: RuleAgent[] = rule.agents.length
    ? rule.agents
    : [...roster.agents.values()]
        .filter((a) => a.active)
        .sort((x, y) => x.id - y.id)
        .map((a) => ({ agentId: a.id, weight: 1 }));
  const base = { id: randomUUID(), ruleId: rule.id, ruleName: rule.name, windowMinutes: rule.windowMinutes, why };
  const first = c.hop === 0;

  if (c.hop < rule.hops) {
    let agentId: number | null = null;
    if (rule.handout === 'one_agent') {
      const only = rule.agents[0]?.agentId;
      agentId = only !== undefined && canTake(only) ? only : null;
    } else if (rule.handout === 'round_robin') {
      agentId = agentForTurn(pool, await takeTurn(b.stackId, rules, rule.id), canTake);
    } else {
      const group = pool.map((a) => a.agentId).filter(canTake);
      if (group.length) {
        return {
          ...base,
          change: null,
          status: 'offered',
          agentId: null,
          // A group's names, for its timeline step; the case's agent stays none until one claims it.
          agentName: listOf(group.map(nameOf)),
          group,
          officeId: officeOf(group[0] as number),
          step: 'offered',
          event: first ? 'routing.assign' : 'routing.reroute',
          summary: `Offered lead ${user.display_name} to ${listOf(group.map(nameOf))} (first to claim, rule "${rule.name}")`,
        };
      }
    }
    if (agentId !== null) {
      return {
        ...base,
        change: agentId,
        status: 'offered',
        agentId,
        agentName: nameOf(agentId),
        group: null,
        officeId: officeOf(agentId),
        step: first ? 'routed' : 'rerouted',
        event: first ? 'routing.assign' : 'routing.reroute',
        summary: `${first ? 'Routed' : 'Re-routed'} lead ${user.display_name} to ${nameOf(agentId)} (rule "${rule.name}")`,
      };
    }
  }
  const fallback = rule.fallback.kind === 'agent' && roster.agents.get(rule.fallback.agentId)?.active ? rule.fallback.agentId : null;
  const lastAgent = tried.at(-1);
  return {
    ...base,
    change: fallback ?? -1,
    status: 'fallback',
    agentId: fallback,
    agentName: fallback !== null ? nameOf(fallback) : null,
    group: null,
    officeId: fallback !== null ? officeOf(fallback) : lastAgent !== undefined ? officeOf(lastAgent) : null,
    step: 'fallback',
    event: 'routing.fallback',
    summary: `Nobody claimed lead ${user.display_name}: ${fallback !== null ? `given to ${nameOf(fallback)}` : 'left unassigned'} (rule "${rule.name}")`,
  };
}
