// DELETE /api/alerts/scheduled/{alertId} — remove a scheduled push notification
import { NextResponse } from 'next/server';
import type { DeleteScheduledAlertResponse } from '@/lib/alerts/answers';
import { ALERT_MSG } from '@/lib/alerts/rules';
import { ScheduledAlertParams } from '@/lib/alerts/schema';
import { deleteScheduledAlert } from '@/server/alerts';
import { guarded } from '@/server/http';

export const DELETE = guarded({ action: 'alerts.delete', params: ScheduledAlertParams }, async ({ session, params }) => {
  await deleteScheduledAlert(session, params.alertId);
  return NextResponse.json<DeleteScheduledAlertResponse>({ ok: true, message: ALERT_MSG.deleted });
});
