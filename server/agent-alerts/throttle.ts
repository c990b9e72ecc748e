import 'server-only';
import { HOUR, pushRoom } from '@/lib/agent-alerts/rules';
import { store } from '@/server/store';

/**
 * The hour's pushes per agent, kept in the store so instances count together: a slot is taken by one
 * conditional update on the row's version, so two instances sending at once cannot both take the
 * tenth. A push that failed gives its slot back: retries do not use up the hour.
 */

/** Alerts of one agent taken together race for the row; each loser reads again after a moment. */
const TRIES = 30;

type Change = (pushes: number[]) => number[] | null;

/** Applies `change` to the agent's recent pushes; null from it leaves them. Answers whether it was applied. */
async function update(stackId: string, agentId: number, now: number, change: Change): Promise<boolean | 'busy'> {
  const { db } = store();
  for (let i = 0; i < TRIES; i++) {
    const row = await db
      .selectFrom('alert_throttle')
      .selectAll()
      .where('stack_id', '=', stackId)
      .where('agent_id', '=', agentId)
      .executeTakeFirst();
    if (!row) {
      await db
        .insertInto('alert_throttle')
        .values({ stack_id: stackId, agent_id: agentId, pushes: '[]', version: 0 })
        .onConflict((oc) => oc.columns(['stack_id', 'agent_id']).doNothing())
        .execute();
      continue;
    }
    const recent = (JSON.parse(row.pushes) as number[]).filter((t) => t > now - HOUR);
    const next = change(recent);
    if (next === null) return false;
    const res = await db
      .updateTable('alert_throttle')
      .set({ pushes: JSON.stringify(next), version: row.version + 1 })
      .where('stack_id', '=', stackId)
      .where('agent_id', '=', agentId)
      .where('version', '=', row.version)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) > 0) return true;
    await new Promise((r) => setTimeout(r, Math.random() * 20));
  }
  return 'busy';
}

/** Takes one of the hour's pushes at `now`: false when the hour's are used up, 'busy' when others kept winning the row. */
export function takePushSlot(stackId: string, agentId: number, now: number): Promise<boolean | 'busy'> {
  return update(stackId, agentId, now, (recent) => (pushRoom(recent, now) ? [...recent, now] : null));
}

export async function givePushSlotBack(stackId: string, agentId: number, takenAt: number): Promise<void> {
  await update(stackId, agentId, Date.now(), (recent) => {
    const i = recent.indexOf(takenAt);
    return i < 0 ? null : [...recent.slice(0, i), ...recent.slice(i + 1)];
  });
}
