import 'server-only';
import { ROUTING_MSG } from '@/lib/routing/status';
import type { Touch } from '@/lib/routing/model';
import { HttpError } from '@/server/http';
import { wakeRouting } from '@/server/routing/engine';
import { claimGroupLead, touchLead } from '@/server/routing/touches';
import type { Session } from '@/server/session';
import { store } from '@/server/store';
import type { RoutingCasesTable } from '@/server/store/schema';

/** The signed-in agent's side of routing: touching and claiming their leads. */

const agentOf = (session: Session) => ({ id: session.user.id, name: session.user.name });

/**
 * A first touch on the dashboard (a tap on Call, Text or E-mail, a note, an answered showing): ends
 * the window of the agent's open lead, or claims a first-to-claim lead offered to them. Answers
 * whether it did; a user who is not an open lead of theirs changes nothing.
 */
export async function touchOwnLead(session: Session, userId: number, touch: Touch): Promise<RoutingCasesTable | null> {
  if (session.user.type !== 'agent') return null;
  const own = await touchLead(session.stackId, agentOf(session), userId, touch);
  if (own) return own;
  const won = await claimGroupLead(session.stackId, agentOf(session), userId, touch);
  // The upstream change to the winner is the engine's, with the stored key: woken now, not at its next tick.
  if (won) wakeRouting();
  return won;
}

/** Claim: as a touch, but refused with a reason when there is nothing to claim. */
export async function claimOwnLead(session: Session, userId: number): Promise<RoutingCasesTable> {
  const row = await touchOwnLead(session, userId, 'claim');
  if (!row) throw new HttpError(409, ROUTING_MSG.notClaimable);
  return row;
}

/** A touch that must never fail the action it rides on (a note saved, a showing answered). */
export function touchQuietly(session: Session, userId: number, touch: Touch): Promise<void> {
  return touchOwnLead(session, userId, touch).then(
    () => undefined,
    () => undefined,
  );
}

export type NewLead = {
  userId: number;
  name: string;
  why: string;
  deadline: number;
  signupAt: number;
  /** Offered to a group: the first member to claim it gets it. */
  group: boolean;
};

/** The leads waiting on this agent now, the soonest deadline first. */
export async function newLeadsOf(session: Session): Promise<NewLead[]> {
  if (session.user.type !== 'agent') return [];
  const { db, ready } = store();
  await ready();
  const rows = await db
    .selectFrom('routing_cases')
    .selectAll()
    .where('stack_id', '=', session.stackId)
    .where('status', '=', 'offered')
    .where((eb) => eb.or([eb('agent_id', '=', session.user.id), eb('group_ids', 'is not', null)]))
    .orderBy('deadline_at')
    .limit(50)
    .execute();
  return rows
    .filter((r) => r.group_ids === null || (JSON.parse(r.group_ids) as number[]).includes(session.user.id))
    .slice(0, 10)
    .map((r) => ({
      userId: r.user_id,
      name: r.user_name,
      why: r.why,
      deadline: Number(r.deadline_at),
      signupAt: Number(r.signup_at),
      group: r.group_ids !== null,
    }));
}

export type UnclaimedLead = { userId: number; name: string; why: string; at: number; agentName: string | null };

/** For admins and managers: leads nobody touched through every hop, in the last 7 days (a manager: their offices'). */
export async function unclaimedLeadsOf(session: Session, offices: number[] | null): Promise<UnclaimedLead[]> {
  const { db, ready } = store();
  await ready();
  let q = db
    .selectFrom('routing_cases')
    .select(['user_id', 'user_name', 'why', 'received_at', 'agent_name', 'office_id'])
    .where('stack_id', '=', session.stackId)
    .where('status', '=', 'fallback')
    .where('received_at', '>=', Date.now() - 7 * 86_400_000)
    .orderBy('received_at', 'desc')
    .limit(10);
  if (offices) q = q.where('office_id', 'in', offices.length ? offices : [-1]);
  const rows = await q.execute();
  return rows.map((r) => ({ userId: r.user_id, name: r.user_name, why: r.why, at: Number(r.received_at), agentName: r.agent_name }));
}
