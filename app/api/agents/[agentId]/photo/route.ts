// POST /api/agents/{agentId}/photo — upload the agent's photo (raw JPEG or PNG body); DELETE — remove it
import { NextResponse } from 'next/server';
import { parseId, PHOTO_MSG } from '@/lib/validation/agent-profile';
import { deleteAgentPhoto, setAgentPhoto } from '@/server/agent-profile';
import { errorJson, legacyGuarded } from '@/server/http';
import { readImageUpload } from '@/server/images';

type Params = { agentId: string };

export const POST = legacyGuarded<Params>({ action: 'agents.photo', body: 'raw' }, async (req, { session }, { agentId }) => {
  const id = parseId(agentId);
  if (!id) return errorJson(404, 'Agent not found.');
  const upload = await readImageUpload(req);
  if (!upload.ok) return errorJson(upload.status, upload.message);
  const { photo } = await setAgentPhoto(session, id, upload.file);
  return NextResponse.json({ photo, message: PHOTO_MSG.saved });
});

export const DELETE = legacyGuarded<Params>({ action: 'agents.photo' }, async (_req, { session }, { agentId }) => {
  const id = parseId(agentId);
  if (!id) return errorJson(404, 'Agent not found.');
  const { photo } = await deleteAgentPhoto(session, id);
  return NextResponse.json({ photo, message: PHOTO_MSG.deleted });
});
