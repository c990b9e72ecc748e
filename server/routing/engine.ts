import 'server-only';
import { randomUUID } from 'node:crypto';
import { log } from '@/server/log';
import { metrics } from '@/server/metrics';
import { processSingleton } from '@/server/process-singleton';
import { processCase } from '@/server/routing/cases';
import { demoSeededSince } from '@/server/routing/demo-start';
import { isRoutable, joinedSince, readUser } from '@/server/routing/lead';
import { brokerageById, brokerageOf, engineCall, RoutingPaused, type Brokerage } from '@/server/routing/upstream';
import { store } from '@/server/store';
import type { RoutingCasesTable } from '@/server/store/schema';
import { users as userCalls } from '@/server/upstream/contract';
import { UpstreamError } from '@/server/upstream/errors';
import { inSpan } from '@/server/telemetry/spans';

/**
 * The routing engine. Every instance runs this loop; the store decides who acts. Each tick takes the
 * cases that are due with one conditional update (a lease), so of N instances exactly one holds each,
 * and takes each brokerage's minute sweep the same way. A webhook wakes the loop at once; the tick
 * itself is only the clock that notices deadlines.
 */

const TICK_MS = 1_000;
const SWEEP_MS = 60_000;
/**
 * How long a holder keeps a case: a killed instance's cases wait this long, so it is short. A step
 * that outlives it (a slow upstream) may be taken again while it runs; that is safe: both finish the
 * same written intent, the second finds the change made, and only one commit (the holder's) counts.
 */
const LEASE_MS = 6_000;
const BATCH = 20;
const SWEEP_PAGE = 50;
const SWEEP_PAGES = 40;

type Loop = { running: boolean; again: boolean; timer: NodeJS.Timeout | null; stopped: boolean };
const loop = () => processSingleton<Loop>('routing-loop', () => ({ running: false, again: false, timer: null, stopped: false }));

/** Starts the process's loop once (server start-up). */
export function startRouting(): void {
  const l = loop();
  if (l.timer || l.stopped) return;
  l.timer = setInterval(() => wakeRouting(), TICK_MS);
  l.timer.unref();
  wakeRouting();
}

export function stopRouting(): void {
  const l = loop();
  l.stopped = true;
  if (l.timer) clearInterval(l.timer);
  l.timer = null;
}

/** Runs a tick now, or right after the one running. */
export function wakeRouting(): void {
  const l = loop();
  if (l.stopped) return;
  if (l.running) {
    l.again = true;
    return;
  }
  l.running = true;
  void (async () => {
    try {
      do {
        l.again = false;
        await routingTick();
      } while (l.again && !l.stopped);
    } catch (err) {
      log.warn({ where: 'routing', err: err instanceof Error ? err.message : String(err) }, 'routing tick failed');
    } finally {
      l.running = false;
    }
  })();
}

/** One pass of the loop: due sweeps and due cases. Exported for tests, which step the engine themselves. */
export async function routingTick(): Promise<void> {
  const { ready } = store();
  await ready();
  await Promise.all([sweepDue(), casesDue()]);
}

/** Cases one instance works on at once: each step is a few upstream calls, mostly waiting. */
const IN_FLIGHT = 20;
const inFlight = () => processSingleton('routing-in-flight', () => ({ n: 0 }));

/**
 * Takes what is due, up to the free places, and starts each without waiting for the others: a slow
 * upstream call holds up its own lead only. A finished step wakes the loop for the next.
 */
async function casesDue(): Promise<void> {
  const { db } = store();
  const running = inFlight();
  const free = IN_FLIGHT - running.n;
  if (free <= 0) return;
  const now = Date.now();
  const owner = randomUUID();
  const due = db
    .selectFrom('routing_cases as c')
    .innerJoin('routing_brokerages as b', 'b.stack_id', 'c.stack_id')
    .select('c.id')
    .where('b.paused_reason', 'is', null)
    .where('c.due_at', 'is not', null)
    .where('c.due_at', '<=', now)
    .where('c.lease_until', '<=', now)
    .orderBy('c.due_at')
    .limit(Math.min(BATCH, free));
  const taken = await db
    .updateTable('routing_cases')
    .set({ lease_until: now + LEASE_MS, lease_owner: owner })
    .where('id', 'in', due)
    .where('due_at', '<=', now)
    .where('lease_until', '<=', now)
    .returningAll()
    .execute();
  running.n += taken.length;
  const steps = taken.map((c) =>
    step(c, owner).finally(() => {
      running.n -= 1;
      wakeRouting();
    }),
  );
  // Tests step the engine themselves: they wait for what the tick started.
  if (waitForSteps) await Promise.all(steps);
}

let waitForSteps = false;

/** Tests only: make each tick wait for the steps it starts, so a test sees their outcome after it. */
export function routingStepsAwaited(on: boolean): void {
  waitForSteps = on;
}

async function step(c: RoutingCasesTable, owner: string): Promise<void> {
  const b = await brokerageById(c.stack_id).catch(() => null);
  if (!b) return release(c, owner);
  try {
    await inSpan('routing step', { 'routing.status': c.status }, () => processCase(b, c, owner));
  } catch (err) {
    if (err instanceof RoutingPaused) return release(c, owner);
    await retryLater(b, c, owner, err);
  }
}

/** Lets the case go untouched: it is taken again when its brokerage can act. */
async function release(c: RoutingCasesTable, owner: string): Promise<void> {
  const { db } = store();
  await db
    .updateTable('routing_cases')
    .set({ lease_until: 0, lease_owner: null })
    .where('id', '=', c.id)
    .where('lease_owner', '=', owner)
    .execute();
}

/** An upstream failure: tried again with a growing pause (5 s, 10 s … 5 min), and shown on /routing. */
async function retryLater(b: Brokerage, c: RoutingCasesTable, owner: string, err: unknown): Promise<void> {
  const message = err instanceof UpstreamError ? `${err.endpoint}: ${err.message}` : err instanceof Error ? err.message : String(err);
  const attempts = c.attempts + 1;
  metrics()?.routingSteps.inc({ kind: 'retried' });
  const now = Date.now();
  const { db } = store();
  await db
    .updateTable('routing_cases')
    .set({
      attempts,
      last_error: message.slice(0, 500),
      due_at: now + Math.min(300_000, 5_000 * 2 ** (attempts - 1)),
      lease_until: 0,
      lease_owner: null,
    })
    .where('id', '=', c.id)
    .where('lease_owner', '=', owner)
    .execute();
  await db
    .updateTable('routing_brokerages')
    .set({ last_error: message.slice(0, 500), last_error_at: now })
    .where('stack_id', '=', b.stackId)
    .execute();
  log.warn({ where: 'routing', stack: b.stackId, attempts, err: message }, 'routing step failed: tried again later');
}

/**
 * A user the upstream says joined or changed: read them, and open a case when routing takes them.
 * A forged or replayed hint costs one read and changes nothing. Answers whether a case was opened.
 */
export async function noteUser(b: Brokerage, userId: number, since: number): Promise<boolean> {
  const user = await readUser(b, userId);
  if (!user || !joinedSince(user, since)) return false;
  const routable = isRoutable(user, since);
  const now = Date.now();
  const { db } = store();
  const res = await db
    .insertInto('routing_cases')
    .values({
      id: randomUUID(),
      stack_id: b.stackId,
      user_id: user.id,
      user_name: user.display_name,
      why: '',
      status: routable ? 'new' : 'left',
      hop: 0,
      tried: '[]',
      signup_at: user.created_epoch * 1000,
      received_at: now,
      due_at: routable ? now : null,
      lease_until: 0,
      attempts: 0,
    })
    .onConflict((oc) => oc.columns(['stack_id', 'user_id', 'signup_at']).doNothing())
    .executeTakeFirst();
  const opened = routable && Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
  if (opened) wakeRouting();
  return opened;
}

/** Each brokerage's minute sweep, taken by one instance: the newest users, so a lost webhook loses no lead. */
async function sweepDue(): Promise<void> {
  const { db } = store();
  const now = Date.now();
  const due = db.selectFrom('routing_brokerages').select('stack_id').where('sweep_due_at', '<=', now).where('paused_reason', 'is', null);
  const taken = await db
    .updateTable('routing_brokerages')
    .set({ sweep_due_at: now + SWEEP_MS })
    .where('stack_id', 'in', due)
    .where('sweep_due_at', '<=', now)
    .returningAll()
    .execute();
  if (!taken.length) return;
  const seeded = await demoSeededSince();
  await Promise.all(
    taken.map(async (row) => {
      const b = await brokerageOf(row);
      if (!b) return;
      const since = Math.max(Number(row.enabled_at), seeded);
      await sweep(b, since, Math.max(Number(row.seen_through), seeded)).catch((err: unknown) => {
        if (!(err instanceof RoutingPaused))
          log.warn({ where: 'routing', stack: b.stackId, err: err instanceof Error ? err.message : String(err) }, 'routing sweep failed');
      });
    }),
  );
}

export async function sweep(b: Brokerage, since: number, seenThrough: number): Promise<void> {
  const { db } = store();
  let newest = seenThrough;
  let reachedSeen = false;
  for (let page = 0; page < SWEEP_PAGES; page++) {
    const { users } = await engineCall(b, userCalls.listUsers, { limit: SWEEP_PAGE, offset: page * SWEEP_PAGE, sort: 'j' });
    // A second's worth of slack: two users may share the newest one seen.
    const fresh = users.filter((u) => u.created_epoch * 1000 >= seenThrough - 1000);
    const ids = fresh.map((u) => u.id);
    const known = ids.length
      ? new Set(
          (
            await db
              .selectFrom('routing_cases')
              .select(['user_id', 'signup_at'])
              .where('stack_id', '=', b.stackId)
              .where('user_id', 'in', ids)
              .execute()
          ).map((r) => `${r.user_id}@${Number(r.signup_at)}`),
        )
      : new Set<string>();
    for (const u of fresh) {
      newest = Math.max(newest, u.created_epoch * 1000);
      if (!known.has(`${u.id}@${u.created_epoch * 1000}`)) await noteUser(b, u.id, since);
    }
    if (fresh.length < users.length || users.length < SWEEP_PAGE) {
      reachedSeen = true;
      break;
    }
  }
  // More joined since the last sweep than it reads at once: the mark stays, so the next sweep goes on
  // reading (the users already seen are skipped by their cases) instead of passing over the rest.
  if (!reachedSeen) {
    log.warn(
      { where: 'routing', stack: b.stackId, read: SWEEP_PAGES * SWEEP_PAGE },
      'more sign-ups since the last sweep than one sweep reads',
    );
    return;
  }
  if (newest > seenThrough)
    await db
      .updateTable('routing_brokerages')
      .set({ seen_through: newest })
      .where('stack_id', '=', b.stackId)
      .where('seen_through', '<', newest)
      .execute();
}
