import 'server-only';
import { randomUUID } from 'node:crypto';
import { windowEnd } from '@/lib/routing/hours';
import { hoursFor } from '@/lib/routing/rules';
import type { StepKind, Touch } from '@/lib/routing/model';
import { ALERT_TEXT } from '@/lib/agent-alerts/texts';
import { noteRouted } from '@/server/agent-alerts/alerts';
import { log } from '@/server/log';
import { metrics } from '@/server/metrics';
import { readHours, readRules } from '@/server/routing/config';
import { readUser } from '@/server/routing/lead';
import { planCase, type Intent } from '@/server/routing/plan';
import { externalTouch } from '@/server/routing/touches';
import { engineCall, rosterOf, routingAudit, type Brokerage } from '@/server/routing/upstream';
import { store } from '@/server/store';
import type { RoutingCasesTable } from '@/server/store/schema';
import { userDetail } from '@/server/upstream/contract';
import type { UserDetail } from '@/server/upstream/contract/user-detail';

/**
 * One step of a case, by the instance holding its lease (`owner`). Every write is conditional on still
 * holding it, so a step that outlived its lease changes nothing in the store; the upstream change it
 * may have made is the intent's, which the next holder finds already done and only records.
 */

export type Step = { kind: StepKind; agentId: number | null; agentName: string | null; detail: string | null; id?: string };

async function hoursOf(b: Brokerage, officeId: number | null) {
  const { timeZone } = await rosterOf(b);
  return hoursFor(await readHours(b.stackId, timeZone), officeId, timeZone);
}

/** Writes the case's new state and its timeline step together, if `owner` still holds the case. */
async function commit(c: RoutingCasesTable, owner: string, changes: Partial<RoutingCasesTable>, steps: Step[]): Promise<boolean> {
  const { db } = store();
  const now = Date.now();
  return db.transaction().execute(async (tx) => {
    const res = await tx
      .updateTable('routing_cases')
      .set({ ...changes, lease_until: 0, lease_owner: null })
      .where('id', '=', c.id)
      .where('lease_owner', '=', owner)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) return false;
    for (const s of steps) metrics()?.routingSteps.inc({ kind: s.kind });
    for (const s of steps) {
      await tx
        .insertInto('routing_steps')
        .values({
          id: s.id ?? randomUUID(),
          case_id: c.id,
          stack_id: c.stack_id,
          user_id: c.user_id,
          at: now,
          kind: s.kind,
          agent_id: s.agentId,
          agent_name: s.agentName,
          detail: s.detail,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    }
    return true;
  });
}

/** Gives the case up when its user went away upstream. */
async function closeGone(c: RoutingCasesTable, owner: string): Promise<void> {
  await commit(c, owner, { status: 'gone', due_at: null, intent: null }, [{ kind: 'gone', agentId: null, agentName: null, detail: null }]);
}

/** Makes the intent's upstream change unless it is already made, then records it. */
async function finish(b: Brokerage, c: RoutingCasesTable, owner: string, intent: Intent, user: UserDetail): Promise<void> {
  if (intent.change !== null && (user.agent_id ?? -1) !== intent.change) {
    await engineCall(b, userDetail.changeUserAgent, { user_id: user.id, agent_id: intent.change });
  }
  const now = Date.now();
  const tried = JSON.parse(c.tried) as number[];
  const offered = intent.group ?? (intent.agentId !== null && intent.status === 'offered' ? [intent.agentId] : []);
  const changes: Partial<RoutingCasesTable> = {
    status: intent.status,
    agent_id: intent.agentId,
    agent_name: intent.agentName,
    group_ids: intent.group ? JSON.stringify(intent.group) : null,
    rule_id: intent.ruleId,
    rule_name: intent.ruleName,
    why: intent.why,
    // The office the lead first landed in keeps it: its manager is the one told when nobody claims it.
    office_id: c.office_id ?? intent.officeId,
    tried: JSON.stringify([...tried, ...offered.filter((id) => !tried.includes(id))]),
    intent: null,
    attempts: 0,
    last_error: null,
  };
  if (intent.status === 'offered') {
    const deadline = windowEnd(now, intent.windowMinutes, await hoursOf(b, intent.officeId));
    Object.assign(changes, { offered_at: now, deadline_at: deadline, due_at: deadline, first_offered_at: c.first_offered_at ?? now });
    // Before the commit: finishing again after a crash tells the agent once (an alert a user and day).
    // A failure here never holds the lead back.
    await noteRouted(b, offered, {
      userId: user.id,
      phone: user.phone,
      text: ALERT_TEXT.routed(user.display_name.trim() || user.email, intent.why, intent.windowMinutes),
    }).catch((err: unknown) =>
      log.warn(
        { where: 'agent-alerts', stack: b.stackId, err: err instanceof Error ? err.message : String(err) },
        'routed-lead alert not made',
      ),
    );
  } else if (intent.status === 'claimed') {
    Object.assign(changes, { due_at: null });
  } else {
    Object.assign(changes, { due_at: null, deadline_at: null });
  }
  // Recorded before the store's commit, under the intent's id: finishing again after a crash records it once.
  if (intent.event) routingAudit(b, intent.event, intent.summary, { id: user.id, name: user.display_name }, intent.id);
  const detail = intent.step === 'routed' || intent.step === 'offered' ? intent.ruleName : null;
  await commit(c, owner, changes, [{ id: intent.id, kind: intent.step, agentId: intent.agentId, agentName: intent.agentName, detail }]);
}

/** Writes the intent first, conditional on the lease, so it survives whatever happens to the call. */
async function intend(c: RoutingCasesTable, owner: string, intent: Intent): Promise<boolean> {
  const { db } = store();
  const res = await db
    .updateTable('routing_cases')
    .set({ intent: JSON.stringify(intent) })
    .where('id', '=', c.id)
    .where('lease_owner', '=', owner)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** One due case: hand it out, finish an interrupted step, or end a window that ran out. */
export async function processCase(b: Brokerage, c: RoutingCasesTable, owner: string): Promise<void> {
  const user = await readUser(b, c.user_id);
  // Gone upstream, or the id now names someone else (an upstream restored from a backup reuses ids).
  if (!user || user.created_epoch * 1000 !== Number(c.signup_at)) return closeGone(c, owner);
  if (c.intent) return finish(b, c, owner, JSON.parse(c.intent) as Intent, user);
  if (c.status === 'offered') {
    const ended = await endWindow(b, c, owner, user);
    if (!ended) return;
    c = ended;
  }
  if (c.status !== 'new') return;
  const intent = await planCase(b, c, user);
  if (await intend(c, owner, intent)) await finish(b, c, owner, intent, user);
}

/**
 * The window ran out: a touch made outside the dashboard (a note, a chat reply) or a change of agent by
 * staff ends the case; otherwise the lead moves on. Answers the case ready to be handed out again, or
 * null when it is settled.
 */
async function endWindow(b: Brokerage, c: RoutingCasesTable, owner: string, user: UserDetail): Promise<RoutingCasesTable | null> {
  const offeredAt = Number(c.offered_at ?? c.received_at);
  const single = c.group_ids === null ? c.agent_id : null;
  const touch: Touch | null = single !== null && user.agent_id !== single ? 'reassigned' : await externalTouch(b, c, user, offeredAt);
  if (touch) {
    const by = touch === 'reassigned' ? { id: user.agent_id, name: user.agent_name } : { id: c.agent_id, name: c.agent_name };
    await commit(c, owner, { status: 'claimed', touched_at: Date.now(), touch, due_at: null, agent_id: by.id, agent_name: by.name }, [
      { kind: 'touched', agentId: by.id, agentName: by.name, detail: touch },
    ]);
    return null;
  }
  const rule = (await readRules(b.stackId)).find((r) => r.id === c.rule_id);
  const minutes = rule?.windowMinutes ?? Math.round((Number(c.deadline_at) - offeredAt) / 60_000);
  const next: Partial<RoutingCasesTable> = { status: 'new', hop: c.hop + 1 };
  const { db } = store();
  const expired = await db.transaction().execute(async (tx) => {
    const res = await tx.updateTable('routing_cases').set(next).where('id', '=', c.id).where('lease_owner', '=', owner).executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) return false;
    metrics()?.routingSteps.inc({ kind: 'expired' });
    await tx
      .insertInto('routing_steps')
      .values({
        id: randomUUID(),
        case_id: c.id,
        stack_id: c.stack_id,
        user_id: c.user_id,
        at: Date.now(),
        kind: 'expired',
        agent_id: c.agent_id,
        agent_name: c.agent_name,
        detail: String(minutes),
      })
      .execute();
    return true;
  });
  return expired ? ({ ...c, ...next } as RoutingCasesTable) : null;
}
