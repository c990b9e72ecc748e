// POST /api/pocket/photo — upload one listing photo (the raw JPEG or PNG body): scaled, turned upright and stripped of metadata first
import { NextResponse } from 'next/server';
import type { PocketPhotoUploaded } from '@/lib/pocket/answers';
import { POCKET_MSG } from '@/lib/pocket/rules';
import { guarded } from '@/server/http';
import { uploadPocketPhoto } from '@/server/pocket';

export const POST = guarded({ action: 'pocket.edit', body: 'raw' }, async ({ req, session }) => {
  const photo = await uploadPocketPhoto(session, req);
  return NextResponse.json<PocketPhotoUploaded>({ ok: true, ...photo, message: POCKET_MSG.photoUploaded });
});
