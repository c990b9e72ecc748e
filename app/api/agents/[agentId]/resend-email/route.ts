// POST /api/agents/{agentId}/resend-email — send the agent creation email again (admin)
import { NextResponse } from 'next/server';
import { AGENT_MSG, AGENT_NOT_FOUND, AgentParams } from '@/lib/agent-profile/schema';
import { assertAccountAction, resendAgentEmail } from '@/server/agent-profile';
import { guarded } from '@/server/http';

export const POST = guarded(
  { action: 'agents.resendEmail', params: AgentParams, notFound: AGENT_NOT_FOUND },
  async ({ session, viewer, params }) => {
    await assertAccountAction(session, viewer, params.agentId, AGENT_MSG.emailFailed);
    await resendAgentEmail(session, params.agentId);
    return NextResponse.json({ ok: true, message: AGENT_MSG.emailSent });
  },
);
