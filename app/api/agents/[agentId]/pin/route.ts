// POST /api/agents/{agentId}/pin — pin or unpin an agent
import { NextResponse } from 'next/server';
import { AGENT_MSG, parseId, PinInput } from '@/lib/validation/agent-profile';
import { pinAgent } from '@/server/agent-profile';
import { errorJson, legacyGuarded, readJson } from '@/server/http';

export const POST = legacyGuarded<{ agentId: string }>({ action: 'agents.pin' }, async (req, { session }, { agentId }) => {
  const id = parseId(agentId);
  if (!id) return errorJson(404, 'Agent not found.');
  const input = await readJson(req, PinInput);
  if (input instanceof NextResponse) return input;
  const { pinned } = await pinAgent(session, id, input.pinned);
  return NextResponse.json({ pinned, message: pinned ? AGENT_MSG.pinned : AGENT_MSG.unpinned });
});
