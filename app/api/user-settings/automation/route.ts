// POST /api/user-settings/automation — the user's own automation beta on or off (zapierEnabled and agentInsightsEnabled)
import { NextResponse } from 'next/server';
import type { AutomationSaved } from '@/lib/user-settings/answers';
import { USER_SETTINGS_MSG } from '@/lib/user-settings/rules';
import { AgentAutomationInput } from '@/lib/user-settings/schema';
import { guarded } from '@/server/http';
import { saveOwnAutomation } from '@/server/user-settings';

export const POST = guarded({ action: 'userSettings.automation', body: AgentAutomationInput }, async ({ session, body }) => {
  const on = await saveOwnAutomation(session, body.enabled);
  return NextResponse.json<AutomationSaved>({
    ok: true,
    settings: { automationBeta: on },
    message: on ? USER_SETTINGS_MSG.automationOn : USER_SETTINGS_MSG.automationOff,
  });
});
