import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Channel, ChannelState } from '@/lib/agent-alerts/model';
import { dayKey, deliveryNow, nextDigest, retryDelay, type EffectivePrefs } from '@/lib/agent-alerts/rules';
import { ALERT_TEXT } from '@/lib/agent-alerts/texts';
import { mailAlert, pushToAgent, type AlertMessage, type Brand, type ChannelOutcome } from '@/server/agent-alerts/channels';
import { noteDelivery } from '@/server/agent-alerts/health';
import { givePushSlotBack, takePushSlot } from '@/server/agent-alerts/throttle';
import { metrics } from '@/server/metrics';
import type { RoutingAgent } from '@/server/routing/upstream';
import { store } from '@/server/store';
import type { AgentAlertsTable } from '@/server/store/schema';

/**
 * One due alert, by the instance holding its lease (`owner`): quiet hours first (hold it, or e-mail
 * only), then the hour's pushes, then each channel not yet sent. Every write is conditional on still
 * holding the lease; a failing channel is tried again later from the store, the others not resent.
 */

export type Sender = { agent: RoutingAgent; prefs: EffectivePrefs; brand: Brand };

/** The alert's link as the phone and the mail open it: absolute under the dashboard's address when known, else its path. */
export function alertUrl(path: string | null, base: string | null): string {
  return base ? `${base}${path ?? '/'}` : (path ?? '/');
}

export function messageOf(r: AgentAlertsTable, base: string | null): AlertMessage {
  return {
    id: r.id,
    behaviour: r.behaviour,
    title: r.title,
    body: r.body,
    url: alertUrl(r.link, base),
    claimable: r.claimable === 1,
    userId: r.user_id,
    phone: r.phone,
  };
}

/** Writes the alert's new state and lets its lease go, if `owner` still holds it. */
export async function settle(r: AgentAlertsTable, owner: string, changes: Partial<AgentAlertsTable>): Promise<boolean> {
  const { db } = store();
  const res = await db
    .updateTable('agent_alerts')
    .set({ ...changes, lease_until: 0, lease_owner: null })
    .where('id', '=', r.id)
    .where('lease_owner', '=', owner)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** The agent's digest for what waits: one row a digest day, made once whoever asks first. */
export async function ensureDigest(r: Pick<AgentAlertsTable, 'stack_id' | 'agent_id'>, prefs: EffectivePrefs, now: number): Promise<void> {
  const { db } = store();
  const due = nextDigest(now, prefs);
  const text = ALERT_TEXT.digest(0);
  await db
    .insertInto('agent_alerts')
    .values({
      id: randomUUID(),
      stack_id: r.stack_id,
      agent_id: r.agent_id,
      user_id: 0,
      behaviour: 'digest',
      day_key: dayKey(due, prefs.timeZone),
      title: text.title,
      body: text.body,
      link: '/preferences',
      claimable: 0,
      status: 'pending',
      channels: '["email"]',
      push_state: null,
      email_state: 'due',
      held: 0,
      digest_id: null,
      created_at: now,
      due_at: due,
      sent_at: null,
      lease_until: 0,
      lease_owner: null,
      attempts: 0,
      last_error: null,
    })
    .onConflict((oc) => oc.columns(['stack_id', 'agent_id', 'user_id', 'behaviour', 'day_key']).doNothing())
    .execute();
}

const count = (status: string, channel: Channel | 'none') => metrics()?.agentAlerts.inc({ status, channel });

export async function deliverAlert(s: Sender, r: AgentAlertsTable, owner: string): Promise<void> {
  const now = Date.now();
  let push = r.push_state as ChannelState | null;
  let email = r.email_state as ChannelState | null;
  // Nothing has gone yet: quiet hours decide whether it goes now, and where.
  if (push !== 'sent' && email !== 'sent') {
    const chosen = (JSON.parse(r.channels) as Channel[]).filter((c) =>
      c === 'push' ? push === 'due' || push === 'failed' : email === 'due' || email === 'failed',
    );
    const plan = deliveryNow(chosen, s.prefs, now);
    if (plan.hold !== null) {
      if (await settle(r, owner, { status: 'held', held: 1, due_at: plan.hold })) {
        count('held', 'none');
        await ensureDigest(r, s.prefs, now);
      }
      return;
    }
    if (push !== null && !plan.channels.includes('push')) push = 'skipped';
    if (email === null && plan.channels.includes('email')) email = 'due';
  }
  let slot: number | null = null;
  if (push === 'due' || push === 'failed') {
    const taken = await takePushSlot(r.stack_id, r.agent_id, now);
    if (taken === 'busy') return void (await settle(r, owner, { due_at: now + 1_000 }));
    if (!taken) {
      // Over the hour's pushes: the whole alert waits for the digest (its e-mail too, so nothing comes twice).
      if (
        await settle(r, owner, {
          status: 'throttled',
          push_state: 'throttled',
          email_state: email === 'sent' ? 'sent' : email === null ? null : 'throttled',
          due_at: null,
        })
      ) {
        count('throttled', 'push');
        await ensureDigest(r, s.prefs, now);
      }
      return;
    }
    slot = now;
  }
  const message = messageOf(r, s.brand.baseUrl);
  const [pushOut, emailOut] = await Promise.all([
    slot !== null ? pushToAgent(r.stack_id, r.agent_id, message) : Promise.resolve(null),
    email === 'due' || email === 'failed' ? mailAlert(s.agent.email, message, s.brand) : Promise.resolve(null),
  ]);
  if (pushOut && pushOut.state !== 'sent' && slot !== null) await givePushSlotBack(r.stack_id, r.agent_id, slot);
  await record(r, owner, { push: pushOut ? pushOut : push, email: emailOut ? emailOut : email });
}

type Outcome = ChannelOutcome | ChannelState | null;

/** The channels' answers written down: sent when none failed, else tried again after the next pause. */
export async function record(r: AgentAlertsTable, owner: string, out: { push: Outcome; email: Outcome }): Promise<void> {
  const stateOf = (o: Outcome): ChannelState | null => (o === null ? null : typeof o === 'string' ? o : o.state);
  const push = stateOf(out.push);
  const email = stateOf(out.email);
  const errors = [out.push, out.email].flatMap((o) => (o && typeof o !== 'string' && o.error ? [o.error] : []));
  for (const [channel, o] of [
    ['push', out.push],
    ['email', out.email],
  ] as const) {
    if (o && typeof o !== 'string' && o.state !== 'none') {
      noteDelivery(channel, o.state === 'sent');
      count(o.state, channel);
    }
  }
  const now = Date.now();
  if (push === 'failed' || email === 'failed') {
    const attempts = r.attempts + 1;
    await settle(r, owner, {
      status: 'failed',
      push_state: push,
      email_state: email,
      attempts,
      last_error: errors.join('; ').slice(0, 500) || 'failed',
      due_at: now + retryDelay(attempts),
    });
    return;
  }
  await settle(r, owner, { status: 'sent', push_state: push, email_state: email, sent_at: now, due_at: null, last_error: null });
}
