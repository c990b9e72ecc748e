// POST /api/agents/{agentId}/resend-email — send the agent creation email again (admin)
import { NextResponse } from 'next/server';
import { AGENT_MSG, parseId } from '@/lib/validation/agent-profile';
import { accountActionRefusal, resendAgentEmail } from '@/server/agent-profile';
import { errorJson, legacyGuarded } from '@/server/http';

export const POST = legacyGuarded<{ agentId: string }>({ action: 'agents.resendEmail' }, async (_req, { session, viewer }, { agentId }) => {
  const id = parseId(agentId);
  if (!id) return errorJson(404, 'Agent not found.');
  const refused = await accountActionRefusal(session, viewer, id, AGENT_MSG.emailFailed);
  if (refused) return errorJson(refused.status, refused.message);
  await resendAgentEmail(session, id);
  return NextResponse.json({ ok: true, message: AGENT_MSG.emailSent });
});
