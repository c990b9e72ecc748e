// POST /api/agents/{agentId} — save an agent's profile; DELETE /api/agents/{agentId} — delete the agent for good
import { NextResponse } from 'next/server';
import { can } from '@/lib/access';
import { AGENT_MSG, AGENT_NOT_FOUND, AgentParams, AgentProfileInput } from '@/lib/agent-profile/schema';
import { assertAccountAction, deleteAgent, saveAgentProfile } from '@/server/agent-profile';
import { guarded, HttpError } from '@/server/http';

export const POST = guarded(
  { action: 'agents.edit', params: AgentParams, notFound: AGENT_NOT_FOUND, body: AgentProfileInput },
  async ({ session, viewer, params, body, audit }) => {
    audit.target = { kind: 'agent', ids: [String(params.agentId)], label: body.displayName };
    // The Edit button is hidden on the hiding template; the handler refuses too.
    if (!can.editAgentProfile(viewer)) throw new HttpError(403, 'You do not have permission to do this.');
    // Fields the screen does not show are left as they are upstream.
    if (!viewer.toggles.officesEnabled) delete body.officeId;
    if (!viewer.toggles.crmEmailEnabled) delete body.crmEmail;
    const agent = await saveAgentProfile(session, params.agentId, body);
    return NextResponse.json({ agent, message: AGENT_MSG.saved });
  },
);

export const DELETE = guarded(
  { action: 'agents.delete', params: AgentParams, notFound: AGENT_NOT_FOUND },
  async ({ session, viewer, params, audit }) => {
    const agent = await assertAccountAction(session, viewer, params.agentId, AGENT_MSG.failed);
    audit.target = { kind: 'agent', ids: [String(params.agentId)], label: agent.displayName };
    await deleteAgent(session, params.agentId);
    return NextResponse.json({ ok: true, message: AGENT_MSG.deleted });
  },
);
