// POST|DELETE /api/agent-alerts/subscription — turn alerts on this device on (its push subscription) or off
import { NextResponse } from 'next/server';
import { endpointKind, SubscribeInput, UnsubscribeInput } from '@/lib/agent-alerts/push-subscription';
import { removeOwnSubscription, saveSubscription } from '@/server/agent-alerts/subscriptions';
import { config } from '@/server/config';
import { HttpError, guarded } from '@/server/http';

/** The push service by its host: the endpoint's path is the subscription itself, never written down. */
const serviceOf = (endpoint: string) => new URL(endpoint).host;

/** A push service on loopback is a demo's or a test's: refused anywhere else. */
function checkService(endpoint: string): void {
  if (endpointKind(endpoint) === 'loopback' && !config().push.loopback)
    throw new HttpError(400, 'Invalid endpoint: must be the https URL of a push service');
}

export const POST = guarded({ action: 'agentAlerts.subscribe', body: SubscribeInput }, async ({ session, body, audit }) => {
  checkService(body.endpoint);
  await saveSubscription(session, body);
  audit.summary = `Turned on alerts on a device (push service ${serviceOf(body.endpoint)})`;
  return NextResponse.json({ ok: true });
});

export const DELETE = guarded({ action: 'agentAlerts.unsubscribe', body: UnsubscribeInput }, async ({ session, body, audit }) => {
  const removed = await removeOwnSubscription(session, body.endpoint);
  audit.summary = `Turned off alerts on a device (push service ${serviceOf(body.endpoint)})`;
  return NextResponse.json({ ok: true, removed });
});
