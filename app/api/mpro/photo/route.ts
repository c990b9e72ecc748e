// POST /api/mpro/photo?level=&office=&agent= — upload a Mortgage Pro's photo (raw JPEG or PNG body); DELETE — remove it
import { NextResponse } from 'next/server';
import { PHOTO_MSG } from '@/lib/forms/photo';
import { LevelQuery } from '@/lib/mortgage-pro/schema';
import { guarded } from '@/server/http';
import { readImageUpload } from '@/server/files/images';
import { allowedLevel, deleteMortgageProPhoto, setMortgageProPhoto } from '@/server/mortgage-pro';

export const POST = guarded({ action: 'mpro.edit', query: LevelQuery, body: 'raw' }, async ({ req, session, viewer, query }) => {
  const level = allowedLevel(viewer, session, query);
  const { photo } = await setMortgageProPhoto(session, level, (await readImageUpload(req)).file);
  return NextResponse.json({ photo, message: PHOTO_MSG.saved });
});

export const DELETE = guarded({ action: 'mpro.edit', query: LevelQuery }, async ({ session, viewer, query }) => {
  const { photo } = await deleteMortgageProPhoto(session, allowedLevel(viewer, session, query));
  return NextResponse.json({ photo, message: PHOTO_MSG.deleted });
});
