// POST /api/profile/password — change the signed-in agent's own password
import { NextResponse } from 'next/server';
import { AGENT_MSG, AgentPasswordInput } from '@/lib/agent-profile/schema';
import { setAgentPassword } from '@/server/agent-profile';
import { guarded } from '@/server/http';

export const POST = guarded({ action: 'profile.password', body: AgentPasswordInput }, async ({ session, body }) => {
  await setAgentPassword(session, session.user.id, body.password);
  return NextResponse.json({ ok: true, message: AGENT_MSG.passwordSaved });
});
