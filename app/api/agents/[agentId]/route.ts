// POST /api/agents/{agentId} — save an agent's profile; DELETE /api/agents/{agentId} — delete the agent for good
import { NextResponse } from 'next/server';
import { can } from '@/lib/access';
import { AGENT_MSG, AgentProfileInput, parseId } from '@/lib/validation/agent-profile';
import { accountActionRefusal, deleteAgent, saveAgentProfile } from '@/server/agent-profile';
import { errorJson, legacyGuarded, readJson } from '@/server/http';

type Params = { agentId: string };

export const POST = legacyGuarded<Params>({ action: 'agents.edit' }, async (req, { session, viewer }, { agentId }) => {
  const id = parseId(agentId);
  if (!id) return errorJson(404, 'Agent not found.');
  // The Edit button is hidden on the hiding template; the handler refuses too.
  if (!can.editAgentProfile(viewer)) return errorJson(403, 'You do not have permission to do this.');
  const input = await readJson(req, AgentProfileInput);
  if (input instanceof NextResponse) return input;
  // Fields the screen does not show are left as they are upstream.
  if (!viewer.toggles.officesEnabled) delete input.officeId;
  if (!viewer.toggles.crmEmailEnabled) delete input.crmEmail;
  const agent = await saveAgentProfile(session, id, input);
  return NextResponse.json({ agent, message: AGENT_MSG.saved });
});

export const DELETE = legacyGuarded<Params>({ action: 'agents.delete' }, async (_req, { session, viewer }, { agentId }) => {
  const id = parseId(agentId);
  if (!id) return errorJson(404, 'Agent not found.');
  const refused = await accountActionRefusal(session, viewer, id, AGENT_MSG.failed);
  if (refused) return errorJson(refused.status, refused.message);
  await deleteAgent(session, id);
  return NextResponse.json({ ok: true, message: AGENT_MSG.deleted });
});
