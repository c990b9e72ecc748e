import 'server-only';
import type { StepKind } from '@/lib/routing/model';
import type { TimelineStep } from '@/lib/routing/timeline';
import { store } from '@/server/store';

/** A user's routing timeline, oldest step first: their newest case (a user id with its join time). */
export async function routingTimeline(stackId: string, userId: number, joinedAt: number): Promise<TimelineStep[]> {
  const { db, ready } = store();
  await ready();
  const c = await db
    .selectFrom('routing_cases')
    .select('id')
    .where('stack_id', '=', stackId)
    .where('user_id', '=', userId)
    .where('signup_at', '=', joinedAt * 1000)
    .executeTakeFirst();
  if (!c) return [];
  const steps = await db
    .selectFrom('routing_steps')
    .select(['at', 'kind', 'agent_name', 'detail'])
    .where('case_id', '=', c.id)
    .orderBy('at')
    .orderBy('id')
    .execute();
  return steps.map((s) => ({ at: Number(s.at), kind: s.kind as StepKind, agentName: s.agent_name, detail: s.detail }));
}
