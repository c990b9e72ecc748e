import 'server-only';
import { can, type Viewer } from '@/lib/access';
import { officeWithDescendants } from '@/lib/office-tree';
import type { AgentChoice, RuleContext, RulesScope } from '@/lib/routing/check';
import { rulesScope } from '@/lib/routing/rules';
import type { AgentListRow } from '@/lib/agents/rules';
import { listAgents } from '@/server/agents';
import { getAppData } from '@/server/app-data';
import { listOffices } from '@/server/offices';
import type { Session } from '@/server/session';
import { viewerOf } from '@/server/viewer';

/**
 * Who may see and name what in routing's configuration, read upstream with the caller's own session:
 * an admin the brokerage's agents and offices; a manager their own office and those below it, and the
 * agents the upstream lets them see (their office tree's). Nothing here trusts an id the browser sent.
 */

export type Office = { id: number; parentId: number; name: string };

export type RoutingScope = {
  viewer: Viewer;
  scope: RulesScope;
  /** The brokerage's offices (empty when offices are off). */
  offices: Office[];
  /** The offices the caller may name: all of them for an admin, a manager's own tree; null when offices are off. */
  mine: ReadonlySet<number> | null;
};

/** The caller's viewer, scope and offices. */
export async function routingScope(session: Session, viewer?: Viewer): Promise<RoutingScope> {
  const seen = viewer ?? viewerOf(session, await getAppData(session));
  const scope = rulesScope(seen);
  if (seen.toggles.officesEnabled !== true) return { viewer: seen, scope, offices: [], mine: null };
  const offices = (await listOffices(session)).map((o) => ({ id: o.id, parentId: o.parent_id, name: o.name }));
  const own = session.user.officeId;
  const nodes = offices.map((o) => ({ id: o.id, parent_id: o.parentId, name: o.name }));
  const mine =
    scope === 'brokerage' ? new Set(offices.map((o) => o.id)) : own === null ? new Set<number>() : officeWithDescendants(nodes, own);
  return { viewer: seen, scope, offices, mine };
}

/** Whether the caller chooses among agents (admins, managers) rather than only acting for themselves. */
export function choosesAgents(viewer: Viewer): boolean {
  return can.agents(viewer);
}

/** Every agent the caller may see, as the agents list reads them (a manager: their offices'). */
export async function visibleAgents(session: Session): Promise<AgentListRow[]> {
  return (await listAgents(session, { offset: 0, limit: 0, sort: '', q: '', office: null })).agents;
}

/** What a rule may name for this caller, with each agent's pause as it stands. */
export function ruleContext(scope: RoutingScope, agents: readonly AgentListRow[], paused: ReadonlySet<number>): RuleContext {
  const choices = new Map<number, AgentChoice>(agents.map((a) => [a.id, { name: a.name, active: a.active, paused: paused.has(a.id) }]));
  return { scope: scope.scope, agents: choices, offices: scope.mine };
}
