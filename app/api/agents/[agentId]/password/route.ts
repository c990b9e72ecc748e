// POST /api/agents/{agentId}/password — set an agent's password (admin)
import { NextResponse } from 'next/server';
import { AGENT_MSG, AGENT_NOT_FOUND, AgentParams, AgentPasswordInput } from '@/lib/agent-profile/schema';
import { assertAccountAction, setAgentPassword } from '@/server/agent-profile';
import { guarded } from '@/server/http';

export const POST = guarded(
  { action: 'agents.password', params: AgentParams, notFound: AGENT_NOT_FOUND, body: AgentPasswordInput },
  async ({ session, viewer, params, body }) => {
    await assertAccountAction(session, viewer, params.agentId, AGENT_MSG.passwordFailed);
    await setAgentPassword(session, params.agentId, body.password);
    return NextResponse.json({ ok: true, message: AGENT_MSG.passwordSaved });
  },
);
