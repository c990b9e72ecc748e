// POST /api/alerts — send or schedule a push notification
import { NextResponse } from 'next/server';
import type { FairHousingAnswer } from '@/lib/fair-housing/answers';
import { alertTexts } from '@/lib/fair-housing/fields';
import type { SendAlertResponse } from '@/lib/alerts/answers';
import { AlertInput } from '@/lib/alerts/schema';
import { sendAlert } from '@/server/alerts';
import { screenFairHousing } from '@/server/fair-housing';
import { guarded } from '@/server/http';

export const POST = guarded({ action: 'alerts.send', body: AlertInput }, async ({ session, viewer, app, body }) => {
  const fairHousing = await screenFairHousing(session, alertTexts(body));
  const sent = await sendAlert(session, viewer, app, body);
  return NextResponse.json<SendAlertResponse & FairHousingAnswer>({ ok: true, ...sent, fairHousing }, { status: 201 });
});
