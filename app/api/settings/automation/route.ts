// POST /api/settings/automation — the automation beta on or off (zapierEnabled and agentInsightsEnabled)
import { NextResponse } from 'next/server';
import type { SettingsSaved } from '@/lib/settings/answers';
import { AutomationInput } from '@/lib/settings/schema';
import { guarded } from '@/server/http';
import { saveBrokerSettings } from '@/server/settings';

export const POST = guarded({ action: 'settings.automation', body: AutomationInput }, async ({ session, body }) => {
  const settings = await saveBrokerSettings(session, { automation_beta: body.enabled ? 1 : 0 });
  return NextResponse.json<SettingsSaved>({
    ok: true,
    settings,
    message: body.enabled ? 'Automation beta turned on' : 'Automation beta turned off',
  });
});
