// POST /api/agents/{agentId}/pin — pin or unpin an agent
import { NextResponse } from 'next/server';
import { AGENT_MSG, AGENT_NOT_FOUND, AgentParams, PinInput } from '@/lib/agent-profile/schema';
import { pinAgent } from '@/server/agent-profile';
import { guarded } from '@/server/http';

export const POST = guarded(
  { action: 'agents.pin', params: AgentParams, notFound: AGENT_NOT_FOUND, body: PinInput },
  async ({ session, params, body }) => {
    const { pinned } = await pinAgent(session, params.agentId, body.pinned);
    return NextResponse.json({ pinned, message: pinned ? AGENT_MSG.pinned : AGENT_MSG.unpinned });
  },
);
