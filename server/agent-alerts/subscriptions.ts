import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import type { SubscribeInput } from '@/lib/agent-alerts/push-subscription';
import type { Session } from '@/server/session';
import { store } from '@/server/store';

/**
 * The devices an agent gets alerts on: one Web Push subscription per device, several per agent. A
 * subscription belongs to the session that made it (by a hash, never the key), so signing out of a
 * device stops its alerts; the engine reads them by agent and removes one the push service says is gone.
 */

export type PushSubscriptionRow = {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  createdAt: number;
  lastOkAt: number | null;
};

async function db() {
  const { db: handle, ready } = store();
  await ready();
  return handle;
}

/** SHA-256 of the stack, the user and the session's api key: names the session without keeping its key. */
export function sessionHash(session: Pick<Session, 'stackId' | 'apiKey' | 'user'>): string {
  return createHash('sha256').update(`push-session\u0000${session.stackId}\u0000${session.user.id}\u0000${session.apiKey}`).digest('hex');
}

/**
 * Keeps this device's subscription for the signed-in agent. The same endpoint again (the browser
 * hands out the one it has) updates the row: its keys, its session, and its agent when another
 * agent now signs in on that device.
 */
export async function saveSubscription(session: Session, input: SubscribeInput): Promise<void> {
  const handle = await db();
  const row = {
    stack_id: session.stackId,
    agent_id: session.user.id,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    session_hash: sessionHash(session),
  };
  await handle
    .insertInto('push_subscriptions')
    .values({ id: randomUUID(), endpoint: input.endpoint, created_at: Date.now(), last_ok_at: null, ...row })
    .onConflict((oc) => oc.column('endpoint').doUpdateSet(row))
    .execute();
}

/** Removes this device's subscription, if it is the signed-in agent's; answers whether one was removed. */
export async function removeOwnSubscription(session: Session, endpoint: string): Promise<boolean> {
  const res = await (
    await db()
  )
    .deleteFrom('push_subscriptions')
    .where('endpoint', '=', endpoint)
    .where('stack_id', '=', session.stackId)
    .where('agent_id', '=', session.user.id)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/** Signing out: the subscriptions this session made stop getting alerts. */
export async function removeSessionSubscriptions(session: Session): Promise<number> {
  const res = await (await db()).deleteFrom('push_subscriptions').where('session_hash', '=', sessionHash(session)).executeTakeFirst();
  return Number(res.numDeletedRows);
}

/** Whether this session has a subscription (the switch on /preferences starts on only then). */
export async function hasSessionSubscription(session: Session): Promise<boolean> {
  const row = await (
    await db()
  )
    .selectFrom('push_subscriptions')
    .select('id')
    .where('session_hash', '=', sessionHash(session))
    .executeTakeFirst();
  return row !== undefined;
}

/** Every device of an agent, oldest first: what the engine pushes an alert to. */
export async function subscriptionsOf(stackId: string, agentId: number): Promise<PushSubscriptionRow[]> {
  const rows = await (
    await db()
  )
    .selectFrom('push_subscriptions')
    .select(['id', 'endpoint', 'p256dh', 'auth', 'created_at', 'last_ok_at'])
    .where('stack_id', '=', stackId)
    .where('agent_id', '=', agentId)
    .orderBy('created_at')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    endpoint: r.endpoint,
    p256dh: r.p256dh,
    auth: r.auth,
    createdAt: Number(r.created_at),
    lastOkAt: r.last_ok_at === null ? null : Number(r.last_ok_at),
  }));
}

/** The push service said the subscription is gone (404, 410): nothing is sent to it again. */
export async function removeSubscription(endpoint: string): Promise<void> {
  await (await db()).deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).execute();
}

/** A push the service took: when this device last got one (shown to nobody yet; kept for a sweep of dead ones). */
export async function markSubscriptionOk(endpoint: string, at = Date.now()): Promise<void> {
  await (await db()).updateTable('push_subscriptions').set({ last_ok_at: at }).where('endpoint', '=', endpoint).execute();
}
