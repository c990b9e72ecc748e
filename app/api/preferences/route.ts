// POST /api/preferences — save the signed-in agent's alert preferences and global ones (agents, not read-only)
import { NextResponse } from 'next/server';
import type { PreferencesSaved } from '@/lib/preferences/answers';
import { PREFS_MSG } from '@/lib/preferences/rules';
import { PreferencesInput } from '@/lib/preferences/schema';
import { guarded } from '@/server/http';
import { savePreferences } from '@/server/preferences';

export const POST = guarded({ action: 'preferences.save', body: PreferencesInput }, async ({ session, body }) => {
  const saved = await savePreferences(session, body);
  return NextResponse.json<PreferencesSaved>({ ...saved, message: PREFS_MSG.saved });
});
