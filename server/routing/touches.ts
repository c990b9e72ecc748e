import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Touch } from '@/lib/routing/model';
import { metrics } from '@/server/metrics';
import { engineCall, type Brokerage } from '@/server/routing/upstream';
import { store } from '@/server/store';
import type { RoutingCasesTable } from '@/server/store/schema';
import { chat, userDetail } from '@/server/upstream/contract';
import type { UserDetail } from '@/server/upstream/contract/user-detail';

/**
 * First touches. Those made on the dashboard (a tap on Call, Text or E-mail, a note, an answered
 * showing, Claim) are recorded as they happen; those made elsewhere (a note or a chat reply in the
 * vendor's agent app) are read from the upstream when the window ends, before the lead moves on.
 */

/** A note or a chat reply by the offered agent since the lead was offered, read with the stored key. */
export async function externalTouch(b: Brokerage, c: RoutingCasesTable, user: UserDetail, offeredAt: number): Promise<Touch | null> {
  try {
    const notes = await engineCall(b, userDetail.agentNotes, { id: user.id });
    if (notes.updated_at !== null && notes.updated_at * 1000 >= offeredAt && notes.notes.trim()) return 'note';
  } catch {
    // Notes the stored key may not read (a manager's) are no touch; the chat is still read.
  }
  if (c.agent_id === null || !c.agent_name) return null;
  const { chats } = await engineCall(b, chat.chatList, { limit: 50 });
  const rooms = chats.filter((r) => r.users.includes(user.id) && r.last_message !== null && r.last_message * 1000 >= offeredAt);
  for (const room of rooms) {
    const { transcript } = await engineCall(b, chat.chatTranscript, { room_id: room.room_id });
    if (repliedSince(transcript, c.agent_name, offeredAt)) return 'chat';
  }
  return null;
}

/** A transcript line '[2026-12-02 10:08 UTC] Eli Agent: …' by the agent at or after the minute the lead was offered. */
export function repliedSince(transcript: string, agentName: string, since: number): boolean {
  const floor = Math.floor(since / 60_000) * 60_000;
  return transcript.split('\n').some((line) => {
    const m = /^\[([^\]]+)\] ([^:]+): /.exec(line);
    if (!m || m[2] !== agentName) return false;
    const at = Date.parse((m[1] ?? '').replace(' UTC', 'Z').replace(' ', 'T'));
    return Number.isNaN(at) || at >= floor;
  });
}

export type TouchResult = { touched: boolean; caseId: string | null };

/**
 * The offered agent touched the lead on the dashboard: the window ends, the lead is theirs. A lead
 * offered to a group is claimed by the first member to touch it (claimLead). Changes nothing for a
 * user who is not an open lead of this agent.
 */
export async function touchLead(
  stackId: string,
  agent: { id: number; name: string },
  userId: number,
  touch: Touch,
): Promise<RoutingCasesTable | null> {
  const { db, ready } = store();
  await ready();
  const now = Date.now();
  const row = await db
    .updateTable('routing_cases')
    .set({ status: 'claimed', touched_at: now, touch, due_at: null })
    .where('stack_id', '=', stackId)
    .where('user_id', '=', userId)
    .where('status', '=', 'offered')
    .where('agent_id', '=', agent.id)
    .where('group_ids', 'is', null)
    .where('lease_until', '<=', now)
    .returningAll()
    .executeTakeFirst();
  if (!row) return null;
  metrics()?.routingSteps.inc({ kind: touch === 'claim' ? 'claimed' : 'touched' });
  await db
    .insertInto('routing_steps')
    .values({
      id: randomUUID(),
      case_id: row.id,
      stack_id: stackId,
      user_id: userId,
      at: now,
      kind: touch === 'claim' ? 'claimed' : 'touched',
      agent_id: agent.id,
      agent_name: agent.name,
      detail: touch,
    })
    .execute();
  return row;
}

/**
 * A member of the group takes a first-to-claim lead: one conditional update decides between members
 * tapping at once; the upstream change to the winner is an intent the engine makes at once (and again
 * after a crash) with the stored key, as agents cannot change a user's agent themselves.
 */
export async function claimGroupLead(
  stackId: string,
  agent: { id: number; name: string },
  userId: number,
  touch: Touch,
): Promise<RoutingCasesTable | null> {
  const { db, ready } = store();
  await ready();
  const now = Date.now();
  const open = await db
    .selectFrom('routing_cases')
    .selectAll()
    .where('stack_id', '=', stackId)
    .where('user_id', '=', userId)
    .where('status', '=', 'offered')
    .where('group_ids', 'is not', null)
    .executeTakeFirst();
  if (!open || !(JSON.parse(open.group_ids ?? '[]') as number[]).includes(agent.id)) return null;
  const intent = {
    id: randomUUID(),
    change: agent.id,
    status: 'claimed',
    agentId: agent.id,
    agentName: agent.name,
    group: null,
    ruleId: open.rule_id ?? '',
    ruleName: open.rule_name ?? '',
    windowMinutes: 0,
    officeId: open.office_id,
    why: open.why,
    step: touch === 'claim' ? 'claimed' : 'touched',
    event: null,
    summary: `${agent.name} claimed lead`,
  };
  const row = await db
    .updateTable('routing_cases')
    .set({
      status: 'claimed',
      touched_at: now,
      touch,
      agent_id: agent.id,
      agent_name: agent.name,
      intent: JSON.stringify(intent),
      due_at: now,
    })
    .where('id', '=', open.id)
    .where('status', '=', 'offered')
    .where('lease_until', '<=', now)
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}
