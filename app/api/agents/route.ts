// GET /api/agents — a page of agents (limit, offset, sort, q, office); POST /api/agents — create an agent (admin; refused at the plan limit)
import { NextResponse } from 'next/server';
import { parseAgentsQuery } from '@/lib/agents/rules';
import { AGENT_MSG, newAgentSchema } from '@/lib/agents/schema';
import { planUsage } from '@/lib/home/rules';
import { createAgent, listAgents } from '@/server/agents';
import { forgetAppData } from '@/server/app-data';
import { guarded, HttpError, type Ctx } from '@/server/http';

// The same reading of the query string as the page: a bad value falls back to its default, so nothing is refused.
export const GET = guarded({ action: 'agents.read' }, async ({ req, session, viewer }) => {
  const query = parseAgentsQuery(new URL(req.url).searchParams, { officesEnabled: viewer.toggles.officesEnabled === true });
  const page = await listAgents(session, query);
  return NextResponse.json({ ...page, offset: query.offset, limit: query.limit });
});

export const POST = guarded(
  {
    action: 'agents.create',
    // An office is required of a manager while offices are on; an admin may leave it empty.
    body: ({ viewer }: Ctx) => newAgentSchema({ officeRequired: viewer.toggles.officesEnabled === true && viewer.realType !== 'admin' }),
  },
  async ({ session, app, body, audit }) => {
    audit.target = { kind: 'agent', ids: [], label: body.name };
    if (planUsage(app.plan.agents, app.plan.limit).full) throw new HttpError(403, AGENT_MSG.planLimit);
    const { id } = await createAgent(session, body);
    audit.target = { kind: 'agent', ids: [String(id)], label: body.name };
    // The plan's agent count lives in the cached app data: read it afresh so the limit holds.
    forgetAppData(session);
    return NextResponse.json({ id }, { status: 201 });
  },
);
