import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { noteActivity } from '@/server/agent-alerts/activity';
import { readText } from '@/server/http/body';
import { HttpError } from '@/server/http';
import { webhookUrlFor } from '@/server/routing/brokerage';
import { demoSeededSince } from '@/server/routing/demo-start';
import { noteUser } from '@/server/routing/engine';
import { brokerageById } from '@/server/routing/upstream';
import { store } from '@/server/store';
import { UserWebhookEvent, WEBHOOK_SIGNATURE_HEADER } from '@/server/upstream/contract/settings';

/**
 * The upstream's user webhook, as lead routing receives it. It is only a hint: the secret in the URL
 * says it comes from the upstream routing set it on, a signature (when the upstream sends one) that
 * the body is the upstream's and recent, the delivery id that it is new; then the user is read from
 * the upstream before anything is decided. A forged or replayed event costs a read at most. An
 * 'activity' event (a view, a favourite, a return …) is an alert candidate for the user's agent, after
 * the same checks and a read of the user and their activity.
 */

/** A user event is a few hundred bytes; anything much larger is not one. */
export const WEBHOOK_MAX_BYTES = 8_192;
/** How old a signed delivery may be: a captured one replayed later is refused. */
const SIGNATURE_MAX_AGE_S = 300;
const DELIVERY_KEEP_MS = 24 * 60 * 60_000;

export const WEBHOOK_MSG = {
  unknown: 'Unknown webhook.',
  badSignature: 'The webhook signature does not match.',
  stale: 'The webhook delivery is too old.',
  otherBrokerage: 'The event names another brokerage.',
} as const;

/** `t=<unix s>,v1=<hex>`: HMAC-SHA256 of `<t>.<body>` keyed by the webhook URL as set. */
export function signatureOk(header: string, body: string, url: string, now = Date.now()): 'ok' | 'bad' | 'stale' {
  const parts = Object.fromEntries(header.split(',').map((p) => p.trim().split('=', 2) as [string, string]));
  const t = Number(parts.t);
  const given = /^[0-9a-f]{64}$/.test(parts.v1 ?? '') ? Buffer.from(parts.v1 as string, 'hex') : null;
  if (!Number.isInteger(t) || !given) return 'bad';
  const expected = createHmac('sha256', url).update(`${t}.${body}`).digest();
  if (!timingSafeEqual(given, expected)) return 'bad';
  return Math.abs(now / 1000 - t) > SIGNATURE_MAX_AGE_S ? 'stale' : 'ok';
}

export type WebhookOutcome = 'opened' | 'seen' | 'duplicate' | 'ignored' | 'alerted';

export async function receiveUserWebhook(req: Request, stackId: string, secret: string): Promise<WebhookOutcome> {
  const url = await webhookUrlFor(stackId, secret);
  if (!url) throw new HttpError(401, WEBHOOK_MSG.unknown);
  const body = await readText(req, WEBHOOK_MAX_BYTES);
  const signature = req.headers.get(WEBHOOK_SIGNATURE_HEADER);
  if (signature !== null) {
    const verdict = signatureOk(signature, body, url);
    if (verdict === 'bad') throw new HttpError(401, WEBHOOK_MSG.badSignature);
    if (verdict === 'stale') throw new HttpError(401, WEBHOOK_MSG.stale);
  }
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new HttpError(400, 'Expected a JSON body.');
  }
  const parsed = UserWebhookEvent.safeParse(json);
  if (!parsed.success) throw new HttpError(400, 'The body is not a user event.');
  const event = parsed.data;
  if (event.stack_id !== stackId) throw new HttpError(400, WEBHOOK_MSG.otherBrokerage);

  const { db } = store();
  const now = Date.now();
  await db
    .deleteFrom('routing_deliveries')
    .where('received_at', '<', now - DELIVERY_KEEP_MS)
    .execute();
  const seen = await db
    .selectFrom('routing_deliveries')
    .select('delivery')
    .where('stack_id', '=', stackId)
    .where('delivery', '=', event.id)
    .executeTakeFirst();
  if (seen) return 'duplicate';

  const b = await brokerageById(stackId);
  // Paused or off: the minute sweep reads the users who joined meanwhile once it can act again.
  if (!b) return 'ignored';
  let outcome: WebhookOutcome;
  if (event.activity) {
    const a = event.activity;
    const hint = { kind: a.kind, listingKey: a.listing_key ?? null, address: a.address ?? null, at: a.at * 1000 };
    outcome = (await noteActivity(b, event.user_id, [hint])) > 0 ? 'alerted' : 'seen';
  } else {
    const row = await db.selectFrom('routing_brokerages').select('enabled_at').where('stack_id', '=', stackId).executeTakeFirstOrThrow();
    outcome = (await noteUser(b, event.user_id, Math.max(Number(row.enabled_at), await demoSeededSince()))) ? 'opened' : 'seen';
  }
  // Kept once the user is read: a delivery cut short before that is still taken when the upstream sends it again.
  await db
    .insertInto('routing_deliveries')
    .values({ stack_id: stackId, delivery: event.id, received_at: now })
    .onConflict((oc) => oc.columns(['stack_id', 'delivery']).doNothing())
    .execute();
  return outcome;
}
