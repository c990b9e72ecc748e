// POST /api/mpro/settings — switch 'Allow agents to set their own Mortgage Pro' (admin)
import { NextResponse } from 'next/server';
import { AllowAgentsInput, MPRO_MSG } from '@/lib/validation/mortgage-pro';
import { legacyGuarded, readJson } from '@/server/http';
import { setAllowAgents } from '@/server/mortgage-pro';

export const POST = legacyGuarded({ action: 'mpro.adminSettings' }, async (req, { session }) => {
  const input = await readJson(req, AllowAgentsInput);
  if (input instanceof NextResponse) return input;
  const enabled = await setAllowAgents(session, input.enabled);
  return NextResponse.json({ enabled, message: MPRO_MSG.settingSaved });
});
