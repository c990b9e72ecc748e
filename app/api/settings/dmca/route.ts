// POST /api/settings/dmca — the DMCA link ('' clears it)
import { NextResponse } from 'next/server';
import type { SettingsSaved } from '@/lib/settings/answers';
import { SETTINGS_MSG } from '@/lib/settings/rules';
import { DmcaInput } from '@/lib/settings/schema';
import { guarded } from '@/server/http';
import { saveBrokerSettings } from '@/server/settings';

export const POST = guarded({ action: 'settings.save', body: DmcaInput }, async ({ session, body }) => {
  const settings = await saveBrokerSettings(session, { dmca_link: body.dmcaLink });
  return NextResponse.json<SettingsSaved>({ ok: true, settings, message: SETTINGS_MSG.dmcaUpdated });
});
