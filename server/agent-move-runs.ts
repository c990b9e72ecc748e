import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import { sealData, unsealData } from 'iron-session';
import { sql } from 'kysely';
import { z } from 'zod';
import { MOVE_MSG } from '@/lib/agent-move/rules';
import { HttpError } from '@/server/http';
import { log } from '@/server/log';
import { ironPasswords, type Session } from '@/server/session';
import { store } from '@/server/store';

/**
 * A move's run: started by its preview, sealed by the server, sent back by each step. The seal says
 * whose run it is (the brokerage, the agent, and a hash of the session's key, never the key); the
 * store says what the run has moved and whether it finished, shared by every instance. So a step's
 * tally is what was moved, and a finished run replayed later is refused rather than counted again.
 */
const RunSeal = z.object({ id: z.uuid(), agentId: z.number().int(), stackId: z.string(), caller: z.string() });
const RUN_TTL_SECONDS = 24 * 60 * 60;
/** How long a step holds its run: one killed part-way frees it after this. */
const STEP_LEASE_MS = 2 * 60_000;

/** Who started a run: a hash, so the seal never carries the api key. */
function callerOf(session: Session): string {
  return createHash('sha256').update(`${session.stackId}\u0000${session.user.id}\u0000${session.apiKey}`).digest('base64url');
}

export function sealRun(session: Session, agentId: number): Promise<string> {
  const run = { id: randomUUID(), agentId, stackId: session.stackId, caller: callerOf(session) };
  return sealData(run, { password: ironPasswords(), ttl: RUN_TTL_SECONDS });
}

/**
 * The run's id, when the token is one this session started for this agent in its brokerage. Anything
 * else (made up, expired, another's) is no run: the step then counts only what it moves itself.
 */
export async function runOf(session: Session, token: string | null, agentId: number): Promise<string | null> {
  if (!token) return null;
  const parsed = RunSeal.safeParse(await unsealData<unknown>(token, { password: ironPasswords(), ttl: RUN_TTL_SECONDS }).catch(() => null));
  if (!parsed.success) return null;
  const run = parsed.data;
  return run.agentId === agentId && run.stackId === session.stackId && run.caller === callerOf(session) ? run.id : null;
}

/**
 * Takes the run for one step and answers how many users its earlier steps moved. Refused when the run
 * has finished, or while another step of it runs (both would count the same users). Fails closed: a
 * store that does not answer refuses the step before anything moves.
 */
export async function claimRun(id: string): Promise<number> {
  const { db, ready } = store();
  const now = Date.now();
  let claimed: { moved: number } | undefined;
  let done = false;
  try {
    await ready();
    await db.deleteFrom('move_runs').where('expires_at', '<', now).execute();
    await db
      .insertInto('move_runs')
      .values({ id, moved: 0, done: 0, busy_until: 0, expires_at: now + RUN_TTL_SECONDS * 1000 })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    claimed = await db
      .updateTable('move_runs')
      .set({ busy_until: now + STEP_LEASE_MS })
      .where('id', '=', id)
      .where('done', '=', 0)
      .where('busy_until', '<=', now)
      .returning('moved')
      .executeTakeFirst();
    if (!claimed) done = (await db.selectFrom('move_runs').select('done').where('id', '=', id).executeTakeFirst())?.done === 1;
  } catch (err) {
    log.warn({ where: 'agent-move', err: err instanceof Error ? err.message : String(err) }, 'store unreachable: a move step was refused');
    throw new HttpError(503, MOVE_MSG.runUnavailable);
  }
  if (!claimed) throw new HttpError(409, done ? MOVE_MSG.runFinished : MOVE_MSG.runBusy);
  return Number(claimed.moved);
}

/**
 * Gives the run back after its step: the users the step moved added, and finished or not. A store
 * failing here is logged, not thrown: the users have moved, and the lease runs out by itself.
 */
export async function releaseRun(id: string, moved: number, done: boolean): Promise<void> {
  const { db } = store();
  try {
    await db
      .updateTable('move_runs')
      .set({ moved: sql<number>`moved + ${moved}`, done: done ? 1 : 0, busy_until: 0 })
      .where('id', '=', id)
      .execute();
  } catch (err) {
    log.warn(
      { where: 'agent-move', err: err instanceof Error ? err.message : String(err) },
      'store unreachable: a move step was not counted',
    );
  }
}
