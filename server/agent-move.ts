import 'server-only';
import { allowed, type Viewer } from '@/lib/access';
import type { MovePreview, MoveStep } from '@/lib/agent-move/answers';
import { assignUsers, MOVE_BATCH, MOVE_MSG, moveSentence, type MovePlan, type Receiver } from '@/lib/agent-move/rules';
import type { MoveInput } from '@/lib/agent-move/schema';
import type { AgentProfile } from '@/lib/agent-profile/answers';
import { AGENT_MSG } from '@/lib/agent-profile/schema';
import { callerOf } from '@/server/upstream/caller';
import { assertAccountAction, deleteAgent, getAgentProfile } from '@/server/agent-profile';
import { claimRun, releaseRun, runOf, sealRun } from '@/server/agent-move-runs';
import { HttpError } from '@/server/http';
import type { Session } from '@/server/session';
import { call } from '@/server/upstream/client';
import { agents, users } from '@/server/upstream/contract';

/** The agent whose users move, as the caller sees it (a manager: their office tree's agents only). */
export async function departingAgent(session: Session, id: number): Promise<AgentProfile> {
  const agent = await getAgentProfile(session, id);
  if (!agent) throw new HttpError(404, 'Agent not found.');
  return agent;
}

/** The ids of every user the agent has now, in id order (those already moved are no longer among them). */
async function usersOf(session: Session, agentId: number): Promise<number[]> {
  const answer = await call(users.listUsers, { limit: 1, offset: 0, ids_only: '1', agent: agentId }, callerOf(session));
  const ids = answer.ids ?? [];
  if (answer.total > ids.length) throw new HttpError(400, `At most ${ids.length.toLocaleString('en-US')} users can be moved at once.`);
  return [...ids].sort((a, b) => a - b);
}

/** Who receives the users: the chosen active agent, or every active agent of the office (or brokerage) but the departing one. */
async function receiversOf(session: Session, departingId: number, plan: MovePlan): Promise<Receiver[]> {
  if (plan.kind === 'leave') return [];
  if (plan.kind === 'one') {
    if (plan.agentId === departingId) throw new HttpError(400, MOVE_MSG.sameAgent);
    const agent = await getAgentProfile(session, plan.agentId);
    if (!agent) throw new HttpError(404, 'Agent not found.');
    if (!agent.active) throw new HttpError(400, MOVE_MSG.inactiveAgent);
    return [{ id: agent.id, name: agent.displayName }];
  }
  const { agents: rows } = await call(
    agents.listAgents,
    { limit: 0, offset: 0, sort: 'a', office_id: plan.officeId ?? undefined },
    callerOf(session),
  );
  const active = rows.filter((a) => a.active === 1 && a.id !== departingId).sort((a, b) => a.id - b.id);
  if (active.length === 0) throw new HttpError(400, MOVE_MSG.noReceivers);
  return active.map((a) => ({ id: a.id, name: a.display_name }));
}

/** How many users the agent has, and how many each receiver would get: nothing changes. The run starts here. */
export async function previewMove(session: Session, agent: AgentProfile, plan: MovePlan): Promise<MovePreview> {
  const [ids, receivers] = await Promise.all([usersOf(session, agent.id), receiversOf(session, agent.id, plan)]);
  const groups = assignUsers(ids, receivers);
  return {
    users: ids.length,
    receivers: receivers.map((r) => ({ ...r, users: groups.find((g) => g.receiver.id === r.id)?.userIds.length ?? 0 })),
    run: await sealRun(session, agent.id),
  };
}

/** Refuses what follows the moves before anything moves: deleting needs the account action, deactivating an edit. */
async function checkThen(session: Session, viewer: Viewer, agentId: number, input: MoveInput): Promise<void> {
  if (input.then === 'none' && input.plan.kind === 'leave') throw new HttpError(400, MOVE_MSG.leaveOnlyWhenLeaving);
  if (input.then === 'delete') {
    if (!allowed(viewer, 'agents.delete')) throw new HttpError(403, 'You do not have permission to do this.');
    await assertAccountAction(session, viewer, agentId, AGENT_MSG.failed);
  }
  if (input.then === 'deactivate' && !allowed(viewer, 'agents.edit')) throw new HttpError(403, 'You do not have permission to do this.');
}

async function deactivate(session: Session, agent: AgentProfile): Promise<void> {
  await call(agents.saveProfile, { id: agent.id, display_name: agent.displayName, email: agent.email, active: 0 }, callerOf(session));
}

export type MoveDone = MoveStep & { sentence: string };

/**
 * One step of a move: the next MOVE_BATCH of the agent's users, one bulk change per receiving agent;
 * once none is left, the agent is deleted or deactivated when asked. A failure part-way throws: the
 * users moved stay moved, and the next call (the dialog's Resume) starts from those still left.
 * Every count is the upstream's own of users changed, added up over the run in the store.
 */
export async function moveStep(
  session: Session,
  viewer: Viewer,
  agent: AgentProfile,
  input: MoveInput,
  /** Told after each bulk change, so a failure after some still says how many moved (the audit log). */
  progress: (moved: number) => void = () => undefined,
): Promise<MoveDone> {
  await checkThen(session, viewer, agent.id, input);
  const runId = await runOf(session, input.run, agent.id);
  // Taken before the users are listed, so a step listing them never overlaps another of the run.
  const before = runId ? await claimRun(runId) : 0;
  let moved = 0;
  let done = false;
  try {
    const [ids, receivers] = await Promise.all([
      input.plan.kind === 'leave' ? [] : usersOf(session, agent.id),
      receiversOf(session, agent.id, input.plan),
    ]);
    const batch = ids.slice(0, MOVE_BATCH);
    for (const group of assignUsers(batch, receivers, before)) {
      const { changed } = await call(users.changeAgents, { user_ids: group.userIds, agent_id: group.receiver.id }, callerOf(session));
      moved += changed;
      progress(moved);
    }
    const left = ids.length - batch.length;
    if (left === 0 && input.then === 'delete') await deleteAgent(session, agent.id);
    if (left === 0 && input.then === 'deactivate') await deactivate(session, agent);
    done = left === 0;
    const total = before + moved;
    const sentence = done
      ? moveSentence(agent.displayName, input.then, total, receivers, input.plan)
      : `${MOVE_MSG.moved(moved)} of ${agent.displayName} (${MOVE_MSG.users(left)} left)`;
    return { moved, left, done, message: done && input.then === 'delete' ? AGENT_MSG.deleted : MOVE_MSG.moved(total), sentence };
  } finally {
    if (runId) await releaseRun(runId, moved, done);
  }
}
