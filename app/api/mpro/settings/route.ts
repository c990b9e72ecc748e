// POST /api/mpro/settings — switch 'Allow agents to set their own Mortgage Pro' (admin)
import { NextResponse } from 'next/server';
import { AllowAgentsInput, MPRO_MSG } from '@/lib/mortgage-pro/schema';
import { guarded } from '@/server/http';
import { setAllowAgents } from '@/server/mortgage-pro';

export const POST = guarded({ action: 'mpro.adminSettings', body: AllowAgentsInput }, async ({ session, body }) => {
  const enabled = await setAllowAgents(session, body.enabled);
  return NextResponse.json({ enabled, message: MPRO_MSG.settingSaved });
});
