// POST /api/profile — save the signed-in agent's own profile (agents, not read-only)
import { NextResponse } from 'next/server';
import type { ProfileSaved } from '@/lib/profile/answers';
import { PROFILE_MSG } from '@/lib/profile/check';
import { ProfileInput } from '@/lib/profile/schema';
import { guarded } from '@/server/http';
import { saveOwnProfile } from '@/server/profile';

export const POST = guarded({ action: 'profile.save', body: ProfileInput }, async ({ session, viewer, body }) => {
  const profile = await saveOwnProfile(session, viewer, body);
  return NextResponse.json<ProfileSaved>({ ok: true, profile, message: PROFILE_MSG.saved });
});
