// POST /api/mpro — save the Mortgage Pro of a level; DELETE /api/mpro — delete it
import { NextResponse } from 'next/server';
import { DeleteMortgageProInput, MPRO_MSG, SaveMortgageProInput } from '@/lib/mortgage-pro/schema';
import { guarded } from '@/server/http';
import { allowedLevel, deleteMortgagePro, saveMortgagePro } from '@/server/mortgage-pro';

export const POST = guarded({ action: 'mpro.edit', body: SaveMortgageProInput }, async ({ session, viewer, body }) => {
  const mpro = await saveMortgagePro(session, allowedLevel(viewer, session, body.level), body.mpro);
  return NextResponse.json({ mpro, message: MPRO_MSG.saved });
});

export const DELETE = guarded({ action: 'mpro.edit', body: DeleteMortgageProInput }, async ({ session, viewer, body }) => {
  await deleteMortgagePro(session, allowedLevel(viewer, session, body.level));
  return NextResponse.json({ ok: true, message: MPRO_MSG.deleted });
});
