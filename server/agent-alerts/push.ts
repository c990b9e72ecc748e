import 'server-only';
import { createHash } from 'node:crypto';
import webpush from 'web-push';
import { config } from '@/server/config';
import { log } from '@/server/log';
import { outgoingPost } from '@/server/files/outgoing';

/**
 * Web Push to an agent's phone or computer: the payload encrypted for the browser's subscription
 * (RFC 8291, aes128gcm) and signed with the dashboard's VAPID key (RFC 8292), both by the `web-push`
 * library; the request itself goes through server/files/outgoing.ts, so a subscription naming a private
 * address never makes the server call into its own network.
 */

/** What the service worker (public/sw.js) shows: the words, the user's page, and what Call and Claim need. */
export type PushPayload = {
  title: string;
  body: string;
  /** The user's page on the dashboard (a path, or an absolute URL of this dashboard). */
  url: string;
  userId: number;
  /** The user's phone, for Call; null: no Call action. */
  phone: string | null;
  /** A routed lead the agent may still claim: a Claim action. */
  claimable: boolean;
  /** Notifications with one tag replace each other on the device (one per user and behaviour). */
  tag: string;
};

/** A subscription as the browser gave it: the push service's URL and the keys to encrypt for. */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/** 'gone': the push service says the subscription no longer exists (404, 410); the caller deletes it. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

const TIMEOUT_MS = 10_000;
/** A day: an alert about a lead is worth nothing later; the push service drops it then. */
const TTL_SECONDS = 86_400;
/** Push services take 4 KB of ciphertext: the body is cut well before that. */
const MAX_BODY = 1_000;

/** The Topic header: a newer push with the same topic replaces one still waiting on the push service. */
function topicOf(tag: string): string {
  return createHash('sha256').update(tag).digest('base64url').slice(0, 32);
}

/** The push service's host only: the endpoint's path names the subscription, a capability. */
function serviceOf(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return 'an invalid endpoint';
  }
}

export async function sendPush(sub: PushTarget, payload: PushPayload): Promise<PushOutcome> {
  const { publicKey, privateKey, subject, loopback } = config().push;
  const text = JSON.stringify({ ...payload, body: payload.body.slice(0, MAX_BODY), title: payload.title.slice(0, 200) });
  let details: ReturnType<typeof webpush.generateRequestDetails>;
  try {
    details = webpush.generateRequestDetails({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, text, {
      vapidDetails: { subject, publicKey, privateKey },
      TTL: TTL_SECONDS,
      urgency: 'high',
      topic: topicOf(payload.tag),
      contentEncoding: 'aes128gcm',
    });
  } catch (err) {
    log.warn(
      { where: 'agent-alerts', channel: 'push', service: serviceOf(sub.endpoint), err: err instanceof Error ? err.message : String(err) },
      'push not sent: the subscription cannot be used',
    );
    return 'failed';
  }
  try {
    const headers = Object.fromEntries(Object.entries(details.headers).map(([k, v]) => [k, String(v)]));
    const res = await outgoingPost(details.endpoint, {
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers,
      body: details.body ? Buffer.from(details.body) : null,
      allowLoopback: loopback,
    });
    if (res.status >= 200 && res.status < 300) return 'sent';
    if (res.status === 404 || res.status === 410) return 'gone';
    log.warn(
      { where: 'agent-alerts', channel: 'push', service: serviceOf(sub.endpoint), status: res.status, answer: res.text.slice(0, 200) },
      'push refused by the push service',
    );
    return 'failed';
  } catch (err) {
    log.warn(
      { where: 'agent-alerts', channel: 'push', service: serviceOf(sub.endpoint), err: err instanceof Error ? err.message : String(err) },
      'push not sent',
    );
    return 'failed';
  }
}
