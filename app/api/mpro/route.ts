// POST /api/mpro — save the Mortgage Pro of a level; DELETE /api/mpro — delete it
import { NextResponse } from 'next/server';
import { DeleteMortgageProInput, MPRO_MSG, SaveMortgageProInput } from '@/lib/validation/mortgage-pro';
import { errorJson, legacyGuarded, readJson } from '@/server/http';
import { allowedLevel, deleteMortgagePro, saveMortgagePro } from '@/server/mortgage-pro';

export const POST = legacyGuarded({ action: 'mpro.edit' }, async (req, { session, viewer }) => {
  const input = await readJson(req, SaveMortgageProInput);
  if (input instanceof NextResponse) return input;
  const level = allowedLevel(viewer, session, input.level);
  if (typeof level === 'string') return errorJson(400, level);
  const mpro = await saveMortgagePro(session, level, input.mpro);
  return NextResponse.json({ mpro, message: MPRO_MSG.saved });
});

export const DELETE = legacyGuarded({ action: 'mpro.edit' }, async (req, { session, viewer }) => {
  const input = await readJson(req, DeleteMortgageProInput);
  if (input instanceof NextResponse) return input;
  const level = allowedLevel(viewer, session, input.level);
  if (typeof level === 'string') return errorJson(400, level);
  await deleteMortgagePro(session, level);
  return NextResponse.json({ ok: true, message: MPRO_MSG.deleted });
});
