// POST /api/settings/name — the brokerage name
import { NextResponse } from 'next/server';
import type { SettingsSaved } from '@/lib/settings/answers';
import { SETTINGS_MSG } from '@/lib/settings/rules';
import { BrokerageNameInput } from '@/lib/settings/schema';
import { guarded } from '@/server/http';
import { saveBrokerSettings } from '@/server/settings';

export const POST = guarded({ action: 'settings.save', body: BrokerageNameInput }, async ({ session, body }) => {
  const settings = await saveBrokerSettings(session, { brokerage_name: body.name });
  return NextResponse.json<SettingsSaved>({ ok: true, settings, message: SETTINGS_MSG.nameUpdated });
});
