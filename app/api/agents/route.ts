// GET /api/agents — a page of agents (limit, offset, sort, q, office); POST /api/agents — create an agent (admin; refused at the plan limit)
import { NextResponse } from 'next/server';
import { parseAgentsQuery } from '@/lib/agents-query';
import { AGENT_MSG, newAgentSchema } from '@/lib/validation/agents';
import { createAgent, listAgents, planUsage } from '@/server/agents';
import { forgetAppData } from '@/server/app-data';
import { errorJson, legacyGuarded, readJson } from '@/server/http';

// The same reading of the query string as the page: a bad value falls back to its default.
export const GET = legacyGuarded({ action: 'agents.read' }, async (req, { session, viewer }) => {
  const query = parseAgentsQuery(new URL(req.url).searchParams, { officesEnabled: viewer.toggles.officesEnabled === true });
  const page = await listAgents(session, query);
  return NextResponse.json({ ...page, offset: query.offset, limit: query.limit }, { headers: { 'Cache-Control': 'no-store' } });
});

export const POST = legacyGuarded({ action: 'agents.create' }, async (req, { session, app, viewer }) => {
  if (planUsage(app).reached) return errorJson(403, AGENT_MSG.planLimit);
  const officeRequired = viewer.toggles.officesEnabled === true && viewer.realType !== 'admin';
  const input = await readJson(req, newAgentSchema({ officeRequired }));
  if (input instanceof NextResponse) return input;
  const { id } = await createAgent(session, input);
  // The plan's agent count lives in the cached app data: read it afresh so the limit holds.
  forgetAppData(session);
  return NextResponse.json({ id }, { status: 201 });
});
