import 'server-only';
import { randomUUID } from 'node:crypto';
import { retryDelay } from '@/lib/agent-alerts/rules';
import { deliverAlert, type Sender } from '@/server/agent-alerts/deliver';
import { sendDigest } from '@/server/agent-alerts/digest';
import { pollsDue } from '@/server/agent-alerts/poll';
import { prefsActing } from '@/server/agent-alerts/prefs';
import { log } from '@/server/log';
import { processSingleton } from '@/server/process-singleton';
import { dashboardBase } from '@/server/routing/brokerage';
import { brokerageById, RoutingPaused, rosterOf } from '@/server/routing/upstream';
import { store } from '@/server/store';
import type { AgentAlertsTable } from '@/server/store/schema';
import { inSpan } from '@/server/telemetry/spans';

/**
 * The alert engine, with routing's pattern: every instance runs this loop and the store decides who
 * acts. Each tick takes the alerts that are due with one conditional update (a lease), and each
 * brokerage's minute read of activity the same way. An alert is sent within the second it is due.
 */

const TICK_MS = 1_000;
/** Long enough for a push and a mail at their timeouts; a killed holder's alerts are retaken after it. */
const LEASE_MS = 30_000;
const BATCH = 20;

type Loop = { running: boolean; again: boolean; timer: NodeJS.Timeout | null; stopped: boolean };
const loop = () => processSingleton<Loop>('agent-alerts-loop', () => ({ running: false, again: false, timer: null, stopped: false }));

/** Starts the process's loop once (server start-up). */
export function startAlerts(): void {
  const l = loop();
  if (l.timer || l.stopped) return;
  l.timer = setInterval(() => wakeAlerts(), TICK_MS);
  l.timer.unref();
  wakeAlerts();
}

export function stopAlerts(): void {
  const l = loop();
  l.stopped = true;
  if (l.timer) clearInterval(l.timer);
  l.timer = null;
}

/** Runs a tick now, or right after the one running. */
export function wakeAlerts(): void {
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
        await alertsTick();
      } while (l.again && !l.stopped);
    } catch (err) {
      log.warn({ where: 'agent-alerts', err: err instanceof Error ? err.message : String(err) }, 'alerts tick failed');
    } finally {
      l.running = false;
    }
  })();
}

let waitForSteps = false;

/** Tests only: make each tick wait for the alerts it takes, so a test sees their outcome after it. */
export function alertStepsAwaited(on: boolean): void {
  waitForSteps = on;
}

/** One pass: due minute reads and due alerts. Exported for tests, which step the engine themselves. */
export async function alertsTick(): Promise<void> {
  const { ready } = store();
  await ready();
  const reads = pollsDue();
  await alertsDue();
  if (waitForSteps) await reads;
  else void reads.catch(() => undefined);
}

const inFlight = () => processSingleton('agent-alerts-in-flight', () => ({ n: 0 }));

async function alertsDue(): Promise<void> {
  const { db } = store();
  const running = inFlight();
  const free = BATCH - running.n;
  if (free <= 0) return;
  const now = Date.now();
  const owner = randomUUID();
  const due = db
    .selectFrom('agent_alerts as a')
    .innerJoin('routing_brokerages as b', 'b.stack_id', 'a.stack_id')
    .select('a.id')
    .where('b.paused_reason', 'is', null)
    .where('a.due_at', 'is not', null)
    .where('a.due_at', '<=', now)
    .where('a.lease_until', '<=', now)
    .orderBy('a.due_at')
    .limit(free);
  const taken = await db
    .updateTable('agent_alerts')
    .set({ lease_until: now + LEASE_MS, lease_owner: owner })
    .where('id', 'in', due)
    .where('due_at', '<=', now)
    .where('lease_until', '<=', now)
    .returningAll()
    .execute();
  running.n += taken.length;
  const steps = taken.map((r) => step(r, owner).finally(() => (running.n -= 1)));
  if (waitForSteps) await Promise.all(steps);
}

async function senderOf(r: AgentAlertsTable): Promise<Sender | 'paused' | null> {
  const b = await brokerageById(r.stack_id);
  if (!b) return 'paused';
  const roster = await rosterOf(b);
  const agent = roster.agents.get(r.agent_id);
  if (!agent) return null;
  return {
    agent,
    prefs: await prefsActing(r.stack_id, agent, roster.officeParents, roster.timeZone),
    brand: { ...roster.brand, baseUrl: await dashboardBase(r.stack_id) },
  };
}

async function step(r: AgentAlertsTable, owner: string): Promise<void> {
  const { db } = store();
  const release = (changes: Partial<AgentAlertsTable>) =>
    db
      .updateTable('agent_alerts')
      .set({ ...changes, lease_until: 0, lease_owner: null })
      .where('id', '=', r.id)
      .where('lease_owner', '=', owner)
      .execute();
  try {
    const sender = await senderOf(r);
    if (sender === 'paused') return void (await release({}));
    // The agent is gone upstream: nobody to tell.
    if (sender === null)
      return void (await release({ status: 'failed', due_at: null, last_error: 'the agent is no longer in the brokerage' }));
    await inSpan('agent alert', { 'alert.behaviour': r.behaviour }, () =>
      r.behaviour === 'digest' ? sendDigest(sender, r, owner) : deliverAlert(sender, r, owner),
    );
  } catch (err) {
    if (err instanceof RoutingPaused) return void (await release({}));
    const attempts = r.attempts + 1;
    const message = err instanceof Error ? err.message : String(err);
    await release({ attempts, last_error: message.slice(0, 500), due_at: Date.now() + retryDelay(attempts) }).catch(() => undefined);
    log.warn({ where: 'agent-alerts', stack: r.stack_id, attempts, err: message }, 'alert step failed: tried again later');
  }
}
