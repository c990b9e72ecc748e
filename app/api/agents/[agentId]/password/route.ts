// POST /api/agents/{agentId}/password — set an agent's password (admin)
import { NextResponse } from 'next/server';
import { AGENT_MSG, AgentPasswordInput, parseId } from '@/lib/validation/agent-profile';
import { accountActionRefusal, setAgentPassword } from '@/server/agent-profile';
import { errorJson, legacyGuarded, readJson } from '@/server/http';

export const POST = legacyGuarded<{ agentId: string }>({ action: 'agents.password' }, async (req, { session, viewer }, { agentId }) => {
  const id = parseId(agentId);
  if (!id) return errorJson(404, 'Agent not found.');
  const input = await readJson(req, AgentPasswordInput);
  if (input instanceof NextResponse) return input;
  const refused = await accountActionRefusal(session, viewer, id, AGENT_MSG.passwordFailed);
  if (refused) return errorJson(refused.status, refused.message);
  await setAgentPassword(session, id, input.password);
  return NextResponse.json({ ok: true, message: AGENT_MSG.passwordSaved });
});
