// GET /api/integrations — the CRM box's integration (its status, polled); POST — save it
import { NextResponse } from 'next/server';
import type { IntegrationRead, IntegrationSaved } from '@/lib/integrations/answers';
import { INTEGRATION_MSG } from '@/lib/integrations/rules';
import { IntegrationInput } from '@/lib/integrations/schema';
import { guarded } from '@/server/http';
import { getIntegration, saveIntegration } from '@/server/integrations';

export const GET = guarded({ action: 'integrations.read' }, async ({ session, viewer }) => {
  const info = await getIntegration(session, viewer);
  return NextResponse.json<IntegrationRead>({ ok: true, info });
});

export const POST = guarded({ action: 'integrations.save', body: IntegrationInput }, async ({ session, viewer, body }) => {
  const info = await saveIntegration(session, viewer, body);
  return NextResponse.json<IntegrationSaved>({ ok: true, info, message: INTEGRATION_MSG.saved });
});
