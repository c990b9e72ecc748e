// POST /api/settings/dmca — the DMCA link ('' clears it)
import { NextResponse } from 'next/server';
import type { SettingsSaved } from '@/lib/api/settings';
import { SETTINGS_MSG } from '@/lib/settings';
import { DmcaInput } from '@/lib/validation/settings';
import { guarded } from '@/server/http';
import { saveBrokerSettings } from '@/server/settings';

export const POST = guarded({ action: 'settings.save', body: DmcaInput }, async ({ session, body }) => {
  const settings = await saveBrokerSettings(session, { dmca_link: body.dmcaLink });
  return NextResponse.json<SettingsSaved>({ ok: true, settings, message: SETTINGS_MSG.dmcaUpdated });
});
