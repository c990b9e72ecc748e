// POST /api/agents — create an agent (admin; refused at the plan limit)
import { NextResponse } from 'next/server';
import { AGENT_MSG, newAgentSchema } from '@/lib/validation/agents';
import { createAgent, planUsage } from '@/server/agents';
import { forgetAppData } from '@/server/app-data';
import { errorJson, guarded, readJson } from '@/server/http';

export const POST = guarded({ action: 'agents.create' }, async (req, { session, app, viewer }) => {
  if (planUsage(app).reached) return errorJson(403, AGENT_MSG.planLimit);
  const officeRequired = viewer.toggles.officesEnabled === true && viewer.realType !== 'admin';
  const input = await readJson(req, newAgentSchema({ officeRequired }));
  if (input instanceof NextResponse) return input;
  const { id } = await createAgent(session, input);
  // The plan's agent count lives in the cached app data: read it afresh so the limit holds.
  forgetAppData(session);
  return NextResponse.json({ id }, { status: 201 });
});
