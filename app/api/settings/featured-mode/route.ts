// POST /api/settings/featured-mode — whose listings the app features (office only with offices enabled)
import { NextResponse } from 'next/server';
import type { SettingsSaved } from '@/lib/settings/answers';
import { SETTINGS_MSG } from '@/lib/settings/rules';
import { FeaturedModeInput } from '@/lib/settings/schema';
import { guarded, HttpError } from '@/server/http';
import { saveBrokerSettings } from '@/server/settings';

export const POST = guarded({ action: 'settings.save', body: FeaturedModeInput }, async ({ session, viewer, body }) => {
  if (body.mode === 'office' && !viewer.toggles.officesEnabled) throw new HttpError(400, 'The office mode needs offices enabled.');
  const settings = await saveBrokerSettings(session, { featured_mode: body.mode });
  return NextResponse.json<SettingsSaved>({ ok: true, settings, message: SETTINGS_MSG.featuredUpdated });
});
