import 'server-only';
import type { AlertLock, AlertPrefs, Behaviour } from '@/lib/agent-alerts/model';
import { BEHAVIOURS } from '@/lib/agent-alerts/model';
import { effectivePrefs, locksBinding, officeChain, withDefaults, type EffectivePrefs } from '@/lib/agent-alerts/rules';
import { store } from '@/server/store';

/**
 * Agents' alert choices and the locks on them, in the store: both the agent's screen and the engine
 * (no session) read them here, so the two always agree on what an agent is told.
 */

async function db() {
  const s = store();
  await s.ready();
  return s.db;
}

/** The agent's own choices over the defaults (`timeZone`: the brokerage's, until they choose one). */
export async function readPrefs(stackId: string, agentId: number, timeZone: string): Promise<AlertPrefs> {
  const row = await (
    await db()
  )
    .selectFrom('alert_prefs')
    .select('prefs')
    .where('stack_id', '=', stackId)
    .where('agent_id', '=', agentId)
    .executeTakeFirst();
  let stored: Partial<AlertPrefs> | null = null;
  try {
    stored = row ? (JSON.parse(row.prefs) as Partial<AlertPrefs>) : null;
  } catch {
    stored = null;
  }
  return withDefaults(stored, timeZone);
}

export async function storePrefs(stackId: string, agentId: number, prefs: AlertPrefs): Promise<void> {
  const now = Date.now();
  await (
    await db()
  )
    .insertInto('alert_prefs')
    .values({ stack_id: stackId, agent_id: agentId, prefs: JSON.stringify(prefs), updated_at: now })
    .onConflict((oc) => oc.columns(['stack_id', 'agent_id']).doUpdateSet({ prefs: JSON.stringify(prefs), updated_at: now }))
    .execute();
}

const isBehaviour = (b: string): b is Behaviour => (BEHAVIOURS as readonly string[]).includes(b);

/** Every lock of the brokerage, oldest first. */
export async function readLocks(stackId: string): Promise<AlertLock[]> {
  const rows = await (
    await db()
  )
    .selectFrom('alert_locks')
    .selectAll()
    .where('stack_id', '=', stackId)
    .orderBy('at')
    .orderBy('office_id')
    .execute();
  return rows.flatMap((r) =>
    isBehaviour(r.behaviour) ? [{ behaviour: r.behaviour, officeId: Number(r.office_id), lockedBy: r.locked_by, at: Number(r.at) }] : [],
  );
}

/** Locks a behaviour on for a place's agents, or lifts the lock; locking again keeps the first who locked it. */
export async function storeLock(
  stackId: string,
  change: { behaviour: Behaviour; officeId: number; locked: boolean },
  by: { id: number; name: string },
): Promise<void> {
  const d = await db();
  if (!change.locked) {
    await d
      .deleteFrom('alert_locks')
      .where('stack_id', '=', stackId)
      .where('office_id', '=', change.officeId)
      .where('behaviour', '=', change.behaviour)
      .execute();
    return;
  }
  await d
    .insertInto('alert_locks')
    .values({
      stack_id: stackId,
      office_id: change.officeId,
      behaviour: change.behaviour,
      locked_by: by.name,
      locked_by_id: by.id,
      at: Date.now(),
    })
    .onConflict((oc) => oc.columns(['stack_id', 'office_id', 'behaviour']).doNothing())
    .execute();
}

/** What an agent of that office is told: their choices with the locks that bind them applied. */
export async function prefsActing(
  stackId: string,
  agent: { id: number; officeId: number | null },
  officeParents: ReadonlyMap<number, number>,
  timeZone: string,
): Promise<EffectivePrefs> {
  const [prefs, locks] = await Promise.all([readPrefs(stackId, agent.id, timeZone), readLocks(stackId)]);
  return effectivePrefs(prefs, locksBinding(locks, officeChain(agent.officeId, officeParents)));
}
