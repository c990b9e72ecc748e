// POST /api/profile/photo — upload the signed-in agent's photo (raw JPEG or PNG body); DELETE — remove it
import { NextResponse } from 'next/server';
import { PHOTO_MSG } from '@/lib/forms/photo';
import { deleteAgentPhoto, setAgentPhoto } from '@/server/agent-profile';
import { guarded } from '@/server/http';
import { readImageUpload } from '@/server/files/images';

export const POST = guarded({ action: 'profile.photo', body: 'raw' }, async ({ req, session }) => {
  const { photo } = await setAgentPhoto(session, session.user.id, (await readImageUpload(req)).file);
  return NextResponse.json({ photo, message: PHOTO_MSG.saved });
});

export const DELETE = guarded({ action: 'profile.photo' }, async ({ session }) => {
  const { photo } = await deleteAgentPhoto(session, session.user.id);
  return NextResponse.json({ photo, message: PHOTO_MSG.deleted });
});
