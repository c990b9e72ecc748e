// POST /api/mpro/photo?level=&office=&agent= — upload a Mortgage Pro's photo (raw JPEG or PNG body); DELETE — remove it
import { NextResponse } from 'next/server';
import { PHOTO_MSG } from '@/lib/validation/agent-profile';
import { levelOf, parseLevelSelection } from '@/lib/validation/mortgage-pro';
import { errorJson, legacyGuarded } from '@/server/http';
import { readImageUpload } from '@/server/images';
import { allowedLevel, deleteMortgageProPhoto, setMortgageProPhoto } from '@/server/mortgage-pro';

/** The level travels in the query string, as the body is the image itself. */
function askedLevel(req: Request) {
  return levelOf(parseLevelSelection(new URL(req.url).searchParams));
}

export const POST = legacyGuarded({ action: 'mpro.edit', body: 'raw' }, async (req, { session, viewer }) => {
  const level = allowedLevel(viewer, session, askedLevel(req));
  if (typeof level === 'string') return errorJson(400, level);
  const upload = await readImageUpload(req);
  if (!upload.ok) return errorJson(upload.status, upload.message);
  const { photo } = await setMortgageProPhoto(session, level, upload.file);
  return NextResponse.json({ photo, message: PHOTO_MSG.saved });
});

export const DELETE = legacyGuarded({ action: 'mpro.edit' }, async (req, { session, viewer }) => {
  const level = allowedLevel(viewer, session, askedLevel(req));
  if (typeof level === 'string') return errorJson(400, level);
  const { photo } = await deleteMortgageProPhoto(session, level);
  return NextResponse.json({ photo, message: PHOTO_MSG.deleted });
});
