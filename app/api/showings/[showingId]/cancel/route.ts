// POST /api/showings/{showingId}/cancel — cancel with the reason 'Cancelled by agent' (agents, not read-only)
import { NextResponse } from 'next/server';
import type { ShowingChanged } from '@/lib/showings/answers';
import { SHOWING_MSG } from '@/lib/showings/rules';
import { ShowingParams } from '@/lib/showings/schema';
import { guarded } from '@/server/http';
import { cancelShowing } from '@/server/showings';

export const POST = guarded({ action: 'showings.act', params: ShowingParams }, async ({ session, viewer, params }) => {
  const showing = await cancelShowing(session, viewer, params.showingId);
  return NextResponse.json<ShowingChanged>({ showing, message: SHOWING_MSG.cancelled });
});
