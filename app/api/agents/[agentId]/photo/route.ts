// POST /api/agents/{agentId}/photo — upload the agent's photo (raw JPEG or PNG body); DELETE — remove it
import { NextResponse } from 'next/server';
import { AGENT_NOT_FOUND, AgentParams } from '@/lib/agent-profile/schema';
import { PHOTO_MSG } from '@/lib/forms/photo';
import { deleteAgentPhoto, setAgentPhoto } from '@/server/agent-profile';
import { guarded } from '@/server/http';
import { readImageUpload } from '@/server/files/images';

export const POST = guarded(
  { action: 'agents.photo', params: AgentParams, notFound: AGENT_NOT_FOUND, body: 'raw' },
  async ({ req, session, params }) => {
    const { photo } = await setAgentPhoto(session, params.agentId, (await readImageUpload(req)).file);
    return NextResponse.json({ photo, message: PHOTO_MSG.saved });
  },
);

export const DELETE = guarded({ action: 'agents.photo', params: AgentParams, notFound: AGENT_NOT_FOUND }, async ({ session, params }) => {
  const { photo } = await deleteAgentPhoto(session, params.agentId);
  return NextResponse.json({ photo, message: PHOTO_MSG.deleted });
});
