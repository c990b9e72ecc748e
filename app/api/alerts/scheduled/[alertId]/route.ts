// DELETE /api/alerts/scheduled/{alertId} — remove a scheduled push notification
import { NextResponse } from 'next/server';
import { ALERT_MSG } from '@/lib/alerts';
import type { DeleteScheduledAlertResponse } from '@/lib/api/alerts';
import { ScheduledAlertParams } from '@/lib/validation/alerts';
import { deleteScheduledAlert } from '@/server/alerts';
import { guarded } from '@/server/http';

export const DELETE = guarded({ action: 'alerts.delete', params: ScheduledAlertParams }, async ({ session, params }) => {
  await deleteScheduledAlert(session, params.alertId);
  return NextResponse.json<DeleteScheduledAlertResponse>({ ok: true, message: ALERT_MSG.deleted });
});
