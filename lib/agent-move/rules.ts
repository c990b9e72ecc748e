/** Moving an agent's users to others (offboarding, and 'Move users' for an agent who stays). Pure. */

/** Where the users go: one agent, shared evenly (round robin) among an office's or the brokerage's active agents, or nowhere. */
export type MovePlan = { kind: 'one'; agentId: number } | { kind: 'share'; officeId: number | null } | { kind: 'leave' };

/** What happens to the departing agent once every user has moved. */
export type MoveThen = 'delete' | 'deactivate' | 'none';

/** Users moved by one call: one upstream bulk change per receiving agent, small enough to answer quickly. */
export const MOVE_BATCH = 100;

export type Receiver = { id: number; name: string };

/**
 * Which receiver each user gets: user i of the whole run (`start` already moved before this batch)
 * goes to receiver (start + i) mod n, so batches together share the users evenly.
 */
export function assignUsers(userIds: number[], receivers: Receiver[], start = 0): { receiver: Receiver; userIds: number[] }[] {
  if (receivers.length === 0) return [];
  const groups = receivers.map((receiver) => ({ receiver, userIds: [] as number[] }));
  userIds.forEach((id, i) => groups[(start + i) % groups.length]?.userIds.push(id));
  return groups.filter((g) => g.userIds.length > 0);
}

const users = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'user' : 'users'}`;

export const MOVE_MSG = {
  noReceivers: 'There is no other active agent to share the users with.',
  sameAgent: 'Choose an agent other than the one whose users move.',
  inactiveAgent: 'Choose an active agent.',
  leaveOnlyWhenLeaving: 'Choose where the users go.',
  runFinished: 'This move has already finished. Open the dialog again to start another.',
  runBusy: 'This move is already under way. Wait for it to finish, then try again.',
  runUnavailable: 'The move cannot start right now. Try again in a moment.',
  moved: (n: number) => `Moved ${users(n)}`,
  stopped: (moved: number, left: number) => `The move stopped: ${users(moved)} moved, ${users(left)} left. Resume to move the rest.`,
  count: (name: string, n: number) => `${name} has ${users(n)}.`,
  users,
};

/** The receivers in words, for the audit log: 'Avery Agent', or 'shared among 4 agents'. */
export function receiversInWords(receivers: Receiver[]): string {
  if (receivers.length === 1) return receivers[0]?.name ?? '';
  return `shared among ${receivers.length} agents`;
}

/** The audit log's sentence of a finished run: 'Deleted agent Riley Nelson and moved 23 users to Avery Agent'. */
export function moveSentence(name: string, then: MoveThen, moved: number, receivers: Receiver[], plan: MovePlan): string {
  const verb = then === 'delete' ? `Deleted agent ${name}` : then === 'deactivate' ? `Deactivated agent ${name}` : null;
  if (plan.kind === 'leave') return `${verb ?? `Left the users of ${name}`}; their users choose a new agent in the app`;
  const where = receivers.length === 1 ? `to ${receiversInWords(receivers)}` : receiversInWords(receivers);
  const move = `moved ${users(moved)} ${where}`;
  return verb ? `${verb} and ${move}` : `${move[0]?.toUpperCase()}${move.slice(1)} from ${name}`;
}
