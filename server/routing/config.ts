import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import { DEFAULT_TIME_ZONE } from '@/lib/alerts/rules';
import type { RoutingRuleRow } from '@/lib/routing/answers';
import { ruleContextProblems } from '@/lib/routing/check';
import { bodyRule } from '@/lib/routing/draft';
import type { OfficeHours, RoutingRule } from '@/lib/routing/model';
import {
  BROKERAGE_OFFICE,
  catchAllRule,
  defaultHours,
  defaultRules,
  NOT_PAUSED,
  pauseAt,
  ROUTING_MSG as MSG,
  type Pause,
} from '@/lib/routing/rules';
import type { RuleInput } from '@/lib/routing/schema';
import { getAppData } from '@/server/app-data';
import { HttpError } from '@/server/http';
import { log } from '@/server/log';
import { choosesAgents, routingScope, ruleContext, visibleAgents, type RoutingScope } from '@/server/routing/scope';
import type { Session } from '@/server/session';
import { store } from '@/server/store';
import { viewerOf } from '@/server/viewer';

/**
 * Routing's configuration in the dashboard's store: the ordered rules, each office's hours and each
 * agent's pause. The read functions take a stack id only, so the engine (acting with nobody signed in)
 * reads what the screen saved; the save functions take the session and check who may change what.
 */

/** The catch-all's id when nothing is stored: one per brokerage, the same on every instance. */
export function catchAllId(stackId: string): string {
  const h = createHash('sha256').update(`routing-catch-all\u0000${stackId}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

async function db() {
  const { db: handle, ready } = store();
  await ready();
  return handle;
}

/** Stored rules in order with the catch-all last (a list that lost it gets the default one back). */
function ordered(stackId: string, rules: RoutingRule[]): RoutingRuleRow[] {
  const catchAll = rules.find((r) => r.catchAll) ?? catchAllRule(catchAllId(stackId));
  return [...rules.filter((r) => !r.catchAll), catchAll].map((r, position) => ({ ...r, position }));
}

/** The brokerage's rules, ordered, catch-all last; the default list when none are stored. */
export async function readRules(stackId: string): Promise<RoutingRuleRow[]> {
  const rows = await (
    await db()
  )
    .selectFrom('routing_rules')
    .select(['id', 'rule'])
    .where('stack_id', '=', stackId)
    .orderBy('position')
    .execute();
  const rules = rows.flatMap((row) => {
    try {
      return [JSON.parse(row.rule) as RoutingRule];
    } catch {
      log.warn({ where: 'routing', rule: row.id }, 'a stored routing rule could not be read: left out');
      return [];
    }
  });
  return ordered(stackId, rules.length ? rules : defaultRules(catchAllId(stackId)));
}

/**
 * Replaces the brokerage's list with `rules`, in one transaction, keeping each kept rule's round-robin
 * turn. No checks: saveRules checks a staff member's list; the engine's demo set-up stores its own.
 */
export async function storeRules(stackId: string, rules: readonly RoutingRule[]): Promise<void> {
  const now = Date.now();
  await (await db()).transaction().execute(async (trx) => {
    const turns = await trx.selectFrom('routing_rules').select(['id', 'rr_turn']).where('stack_id', '=', stackId).execute();
    const turnOf = new Map(turns.map((t) => [t.id, Number(t.rr_turn)]));
    await trx.deleteFrom('routing_rules').where('stack_id', '=', stackId).execute();
    if (rules.length === 0) return;
    await trx
      .insertInto('routing_rules')
      .values(
        rules.map((rule, position) => ({
          id: rule.id,
          stack_id: stackId,
          position,
          rule: JSON.stringify(bodyRule(rule)),
          rr_turn: turnOf.get(rule.id) ?? 0,
          updated_at: now,
        })),
      )
      .execute();
  });
}

const sameRule = (a: RoutingRule | undefined, b: RoutingRule) => !!a && JSON.stringify(bodyRule(a)) === JSON.stringify(bodyRule(b));

/** Whether a rule belongs to one of the caller's offices (a manager changes only those). */
function ownedBy(scope: RoutingScope, rule: Pick<RoutingRule, 'officeId'>): boolean {
  return scope.scope === 'brokerage' || (rule.officeId !== null && !!scope.mine?.has(rule.officeId));
}

/** The rules the caller sees: all of them for an admin, a manager's offices' (never the catch-all). */
export function visibleRules<R extends RoutingRule>(scope: RoutingScope, rules: readonly R[]): R[] {
  return rules.filter((r) => ownedBy(scope, r) && (scope.scope === 'brokerage' || !r.catchAll));
}

/**
 * A manager's rules put back among the others: into the places their office's rules held, in their new
 * order; new ones before the catch-all. Every other rule stays as it was, where it was.
 */
function mergeOwn(stored: readonly RoutingRule[], own: readonly RoutingRule[], isOwn: (r: RoutingRule) => boolean): RoutingRule[] {
  const queue = [...own];
  const out: RoutingRule[] = [];
  for (const r of stored) {
    if (!isOwn(r)) out.push(r);
    else if (queue.length) out.push(queue.shift() as RoutingRule);
  }
  const catchAll = out.findIndex((r) => r.catchAll);
  out.splice(catchAll < 0 ? out.length : catchAll, 0, ...queue);
  return out;
}

/**
 * Checks a staff member's list and stores it. The body's schema has checked each rule and the list's
 * shape; here each new or changed rule is held to what the caller may name (this brokerage's agents and
 * offices, read upstream with the session) and a manager to their own offices' rules, the others kept.
 */
export async function saveRules(session: Session, rules: readonly RuleInput[]): Promise<RoutingRuleRow[]> {
  const scope = await routingScope(session);
  if (rules.some((r) => !ownedBy(scope, r))) throw new HttpError(403, MSG.officeRulesOnly);
  const [stored, agents, pauses] = await Promise.all([
    readRules(session.stackId),
    visibleAgents(session),
    readAvailability(session.stackId),
  ]);
  const byId = new Map(stored.map((r) => [r.id, r]));
  const ctx = ruleContext(scope, agents, new Set([...pauses].filter(([, p]) => p.paused).map(([id]) => id)));
  const given = rules.map((rule, i): RoutingRule => {
    const before = byId.get(rule.id);
    // An id this brokerage's caller may not keep (unknown, another office's, another brokerage's) names a new rule.
    const id = before && ownedBy(scope, before) ? rule.id : randomUUID();
    const next: RoutingRule = { ...rule, id };
    if (!sameRule(before, next)) {
      const [path, message] = Object.entries(ruleContextProblems(next, ctx))[0] ?? [];
      if (path && message) throw new HttpError(400, `Invalid rules.${i}.${path}: ${message}`);
    }
    return next;
  });
  const list = scope.scope === 'brokerage' ? given : mergeOwn(stored, given, (r) => ownedBy(scope, r) && !r.catchAll);
  await storeRules(session.stackId, list);
  return visibleRules(scope, await readRules(session.stackId));
}

/**
 * Each office's own hours by office id, the brokerage's (office 0) always among them: stored, or 8:00
 * to 21:00 every day in `timeZone` (the brokerage's, from its app data). An office without its own
 * follows the brokerage's (hoursFor in lib/routing/rules.ts).
 */
export async function readHours(stackId: string, timeZone: string = DEFAULT_TIME_ZONE): Promise<Map<number, OfficeHours>> {
  const rows = await (await db()).selectFrom('routing_hours').select(['office_id', 'hours']).where('stack_id', '=', stackId).execute();
  const hours = new Map<number, OfficeHours>();
  for (const row of rows) {
    try {
      hours.set(Number(row.office_id), JSON.parse(row.hours) as OfficeHours);
    } catch {
      log.warn({ where: 'routing', office: row.office_id }, 'stored office hours could not be read: left out');
    }
  }
  if (!hours.has(BROKERAGE_OFFICE)) hours.set(BROKERAGE_OFFICE, defaultHours(timeZone));
  return hours;
}

/** Sets one office's hours (office 0: the brokerage's); null makes it follow the brokerage's again. */
export async function saveHours(session: Session, officeId: number, hours: OfficeHours | null): Promise<OfficeHours | null> {
  const scope = await routingScope(session);
  if (officeId === BROKERAGE_OFFICE) {
    if (scope.scope !== 'brokerage') throw new HttpError(403, MSG.brokerageHoursForAdmins);
  } else if (scope.mine === null) {
    throw new HttpError(400, `Invalid officeId: ${MSG.officesOff}`);
  } else if (!scope.mine.has(officeId)) {
    if (scope.scope === 'offices') throw new HttpError(403, MSG.officeNotYours(officeId));
    throw new HttpError(400, `Invalid officeId: ${MSG.officeUnknown(officeId)}`);
  }
  const handle = await db();
  if (hours === null) {
    await handle.deleteFrom('routing_hours').where('stack_id', '=', session.stackId).where('office_id', '=', officeId).execute();
    return null;
  }
  const text = JSON.stringify({ timeZone: hours.timeZone, days: hours.days });
  await handle
    .insertInto('routing_hours')
    .values({ stack_id: session.stackId, office_id: officeId, hours: text })
    .onConflict((oc) => oc.columns(['stack_id', 'office_id']).doUpdateSet({ hours: text }))
    .execute();
  return hours;
}

/** Each agent's pause by agent id as it stands at `now` (a pause whose end has passed reads as none). */
export async function readAvailability(stackId: string, now = Date.now()): Promise<Map<number, Pause>> {
  const rows = await (await db()).selectFrom('routing_agents').selectAll().where('stack_id', '=', stackId).execute();
  return new Map(
    rows.map((r) => {
      const stored: Pause = {
        paused: Number(r.paused) === 1,
        until: r.paused_until === null ? null : Number(r.paused_until),
        by: r.paused_by,
      };
      return [Number(r.agent_id), pauseAt(stored, now)];
    }),
  );
}

/**
 * Pauses or resumes an agent: an agent only themselves, a manager their offices' agents, an admin any
 * of the brokerage's. An agent the caller cannot see is not found. Answers the pause and the agent's name.
 */
export async function setAvailability(
  session: Session,
  agentId: number,
  pause: { paused: boolean; until: number | null },
): Promise<{ pause: Pause; name: string }> {
  const viewer = viewerOf(session, await getAppData(session));
  let name: string | undefined;
  if (!choosesAgents(viewer)) name = agentId === session.user.id ? session.user.name : undefined;
  else name = (await visibleAgents(session)).find((a) => a.id === agentId)?.name;
  if (name === undefined) throw new HttpError(404, MSG.agentNotFound);
  const row = {
    paused: pause.paused ? 1 : 0,
    paused_until: pause.paused ? pause.until : null,
    paused_by: pause.paused ? session.user.name : null,
  };
  await (
    await db()
  )
    .insertInto('routing_agents')
    .values({ stack_id: session.stackId, agent_id: agentId, ...row })
    .onConflict((oc) => oc.columns(['stack_id', 'agent_id']).doUpdateSet(row))
    .execute();
  return { pause: pause.paused ? { paused: true, until: row.paused_until, by: row.paused_by } : NOT_PAUSED, name };
}
