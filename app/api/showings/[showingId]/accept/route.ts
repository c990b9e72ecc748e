// POST /api/showings/{showingId}/accept — accept the user's latest offer at one of its proposed times (agents, not read-only)
import { NextResponse } from 'next/server';
import type { ShowingChanged } from '@/lib/api/showings';
import { SHOWING_MSG } from '@/lib/showings';
import { AcceptInput, ShowingParams } from '@/lib/validation/showings';
import { guarded } from '@/server/http';
import { acceptShowing } from '@/server/showings';

export const POST = guarded({ action: 'showings.act', params: ShowingParams, body: AcceptInput }, async ({ session, viewer, params, body }) => {
  const showing = await acceptShowing(session, viewer, params.showingId, body.offerId, body.time);
  return NextResponse.json<ShowingChanged>({ showing, message: SHOWING_MSG.accepted });
});
