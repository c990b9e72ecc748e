// POST /api/agent-alerts/prefs — save what the signed-in agent is told about their leads, by push and e-mail
import { NextResponse } from 'next/server';
import type { AlertPrefsSaved } from '@/lib/agent-alerts/answers';
import { ALERT_MSG } from '@/lib/agent-alerts/rules';
import { AlertPrefsInput } from '@/lib/agent-alerts/schema';
import { saveAlertPrefs } from '@/server/agent-alerts/service';
import { guarded } from '@/server/http';

export const POST = guarded({ action: 'agentAlerts.prefsSave', body: AlertPrefsInput }, async ({ session, body, audit }) => {
  audit.target = { kind: 'agent', ids: [String(session.user.id)], label: session.user.name };
  const saved = await saveAlertPrefs(session, body);
  return NextResponse.json<AlertPrefsSaved>({ ...saved, message: ALERT_MSG.saved });
});
