// POST /api/alerts — send or schedule a push notification
import { NextResponse } from 'next/server';
import type { SendAlertResponse } from '@/lib/alerts/answers';
import { AlertInput } from '@/lib/alerts/schema';
import { sendAlert } from '@/server/alerts';
import { guarded } from '@/server/http';

export const POST = guarded({ action: 'alerts.send', body: AlertInput }, async ({ session, viewer, app, body }) => {
  const sent = await sendAlert(session, viewer, app, body);
  return NextResponse.json<SendAlertResponse>({ ok: true, ...sent }, { status: 201 });
});
