// POST /api/routing/webhook — point the upstream's user webhook at lead routing
import { NextResponse } from 'next/server';
import { ROUTING_MSG } from '@/lib/routing/status';
import { guarded } from '@/server/http';
import { requestOrigin } from '@/server/request/origin';
import { setRoutingWebhook, webhookBase } from '@/server/routing/brokerage';

export const POST = guarded({ action: 'routing.webhook' }, async ({ session }) => {
  await setRoutingWebhook(session, webhookBase(await requestOrigin()));
  return NextResponse.json({ ok: true, message: ROUTING_MSG.webhookSet });
});
