// GET /api/user-settings/api-key — the signed-in user's own API key, read only on a deliberate reveal; never cached
import { NextResponse } from 'next/server';
import type { OwnApiKeyAnswer } from '@/lib/user-settings/answers';
import { guarded } from '@/server/http';
import { revealOwnApiKey } from '@/server/user-settings';

export const GET = guarded({ action: 'userSettings.apiKey' }, async ({ session }) => {
  return NextResponse.json<OwnApiKeyAnswer>({ key: await revealOwnApiKey(session) });
});
