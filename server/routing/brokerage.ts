import 'server-only';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import { ROUTING_MSG, type RoutingStatus } from '@/lib/routing/status';
import { config } from '@/server/config';
import { HttpError } from '@/server/http';
import { openKey, sealKey } from '@/server/routing/key-at-rest';
import type { Session } from '@/server/session';
import { getWebhooks, revealApiKey, saveWebhook } from '@/server/settings';
import { store } from '@/server/store';

/**
 * A brokerage's routing switch: turning it on keeps the brokerage's api key (the one Settings' Get API
 * key answers, not the session's, which signing out revokes) sealed in the store; turning it off
 * deletes it. The webhook URL routing sets upstream holds a secret, so it is sealed the same way.
 */

const num = (v: number | string | null) => (v === null ? null : Number(v));

async function ready() {
  const s = store();
  await s.ready();
  return s.db;
}

async function brokerageKey(session: Session): Promise<string> {
  try {
    return await revealApiKey(session);
  } catch {
    throw new HttpError(502, ROUTING_MSG.keyUnavailable);
  }
}

/**
 * A brokerage's routing row, once: answers whether this call made it (of several racing, one does).
 * The sweep starts from now, so users who joined before routing was on are not routed.
 */
export async function insertBrokerage(
  stackId: string,
  apiKey: string,
  by: { id: number; name: string; email: string },
  webhookUrl: string | null,
): Promise<boolean> {
  const db = await ready();
  const now = Date.now();
  const res = await db
    .insertInto('routing_brokerages')
    .values({
      stack_id: stackId,
      sealed_key: sealKey(stackId, apiKey),
      webhook_url: webhookUrl === null ? null : sealKey(stackId, webhookUrl),
      enabled_by_id: by.id,
      enabled_by_name: by.name,
      enabled_by_email: by.email,
      enabled_at: now,
      paused_reason: null,
      paused_at: null,
      last_error: null,
      last_error_at: null,
      sweep_due_at: now,
      seen_through: now,
    })
    .onConflict((oc) => oc.column('stack_id').doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * Turns routing on, keeping the brokerage's current api key sealed. Already on, it seals the current key
 * again and lifts a pause (after the upstream refused the old key): who turned it on stays the same.
 */
export async function enableRouting(session: Session): Promise<'enabled' | 'resumed'> {
  const db = await ready();
  const apiKey = await brokerageKey(session);
  const inserted = await insertBrokerage(
    session.stackId,
    apiKey,
    { id: session.user.id, name: session.user.name, email: session.user.email },
    null,
  );
  if (inserted) return 'enabled';
  await db
    .updateTable('routing_brokerages')
    .set({
      sealed_key: sealKey(session.stackId, apiKey),
      paused_reason: null,
      paused_at: null,
      last_error: null,
      last_error_at: null,
      sweep_due_at: Date.now(),
    })
    .where('stack_id', '=', session.stackId)
    .execute();
  return 'resumed';
}

/** Deletes the row, and with it the sealed key; cases stay for the timelines and the report. Off already: nothing to do. */
export async function disableRouting(session: Session): Promise<void> {
  const db = await ready();
  await db.deleteFrom('routing_brokerages').where('stack_id', '=', session.stackId).execute();
}

/** The webhook URL's base: PUBLIC_URL when set, else the address the admin's browser used. */
export function webhookBase(requestOrigin: string): string {
  return config().publicUrl ?? requestOrigin.replace(/\/+$/, '');
}

/** The webhook URL routing set for the brokerage, opened; null without routing or its webhook. */
async function routingWebhookUrl(stackId: string): Promise<string | null> {
  const db = await ready();
  const row = await db.selectFrom('routing_brokerages').select('webhook_url').where('stack_id', '=', stackId).executeTakeFirst();
  return row?.webhook_url ? openKey(stackId, row.webhook_url) : null;
}

/**
 * The dashboard's address for links sent out of it (alert mails and pushes): PUBLIC_URL, else the
 * origin of the webhook URL routing set; null when neither is known.
 */
export async function dashboardBase(stackId: string): Promise<string | null> {
  const base = config().publicUrl;
  if (base) return base;
  const url = await routingWebhookUrl(stackId);
  return url ? new URL(url).origin : null;
}

/** Points the upstream's first user webhook at this dashboard, with a new secret in its path. */
export async function setRoutingWebhook(session: Session, base: string): Promise<void> {
  const db = await ready();
  const row = await db.selectFrom('routing_brokerages').select('stack_id').where('stack_id', '=', session.stackId).executeTakeFirst();
  if (!row) throw new HttpError(409, ROUTING_MSG.notOn);
  const secret = randomBytes(24).toString('base64url');
  const url = `${base}/api/webhooks/users/${encodeURIComponent(session.stackId)}/${secret}`;
  await saveWebhook(session, url);
  await db
    .updateTable('routing_brokerages')
    .set({ webhook_url: sealKey(session.stackId, url) })
    .where('stack_id', '=', session.stackId)
    .execute();
}

/**
 * The webhook URL routing set, when `secret` is its secret (compared in constant time): the key of
 * the deliveries' signatures. Null for a brokerage without routing or its webhook, or another secret.
 */
export async function webhookUrlFor(stackId: string, secret: string): Promise<string | null> {
  const url = await routingWebhookUrl(stackId);
  if (!url) return null;
  const a = createHash('sha256')
    .update(url.slice(url.lastIndexOf('/') + 1))
    .digest();
  const b = createHash('sha256').update(secret).digest();
  return timingSafeEqual(a, b) ? url : null;
}

export async function routingStatus(stackId: string): Promise<RoutingStatus> {
  const db = await ready();
  const row = await db.selectFrom('routing_brokerages').selectAll().where('stack_id', '=', stackId).executeTakeFirst();
  const counts = await db
    .selectFrom('routing_cases')
    .select([
      sql<number>`count(*)`.as('waiting'),
      sql<number>`sum(case when attempts > 0 and last_error is not null then 1 else 0 end)`.as('retrying'),
    ])
    .where('stack_id', '=', stackId)
    .where('status', '=', 'new')
    .executeTakeFirst();
  return {
    on: !!row,
    enabledBy: row?.enabled_by_name ?? null,
    enabledAt: row ? num(row.enabled_at) : null,
    paused: !!row?.paused_reason,
    pausedAt: row ? num(row.paused_at) : null,
    lastError: row?.last_error ?? null,
    lastErrorAt: row ? num(row.last_error_at) : null,
    waiting: Number(counts?.waiting ?? 0),
    retrying: Number(counts?.retrying ?? 0),
  };
}

/** Whether the upstream's first user webhook is the one routing set, and the host it points to now. */
export async function webhookState(session: Session): Promise<{ ours: boolean; host: string | null }> {
  const [hooks, set] = await Promise.all([getWebhooks(session), routingWebhookUrl(session.stackId)]);
  const first = hooks[0] ?? null;
  let host: string | null = null;
  try {
    host = first ? new URL(first).host : null;
  } catch {
    host = null;
  }
  return { ours: first !== null && first === set, host };
}
