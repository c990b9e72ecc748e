// GET /api/settings/api-key — the brokerage's API key, read only on a deliberate reveal; never cached
import { NextResponse } from 'next/server';
import type { ApiKeyAnswer } from '@/lib/settings/answers';
import { guarded } from '@/server/http';
import { revealApiKey } from '@/server/settings';

export const GET = guarded({ action: 'settings.apiKey' }, async ({ session }) => {
  return NextResponse.json<ApiKeyAnswer>({ key: await revealApiKey(session) });
});
