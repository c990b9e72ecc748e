// POST /api/settings/fair-housing — the brokerage's fair-housing check: warn (default) or block
import { NextResponse } from 'next/server';
import { FAIR_HOUSING_MSG } from '@/lib/fair-housing/check';
import { FairHousingModeInput } from '@/lib/fair-housing/schema';
import type { SettingsSaved } from '@/lib/settings/answers';
import { guarded } from '@/server/http';
import { saveBrokerSettings } from '@/server/settings';

export const POST = guarded({ action: 'settings.save', body: FairHousingModeInput }, async ({ session, body }) => {
  const settings = await saveBrokerSettings(session, { fair_housing_mode: body.mode });
  return NextResponse.json<SettingsSaved>({ ok: true, settings, message: FAIR_HOUSING_MSG.modeUpdated });
});
