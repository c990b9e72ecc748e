// POST /api/settings/sso-try — the SSO guide's 'Try it': a real access token for the signed-in admin, answered as /sso's address
import { NextResponse } from 'next/server';
import { guarded } from '@/server/http';
import { trySso } from '@/server/sso-guide';

export const POST = guarded({ action: 'settings.apiKey' }, async ({ session }) => {
  // A path on this dashboard: the browser opens it on its own origin.
  return NextResponse.json({ url: await trySso(session, '') });
});
