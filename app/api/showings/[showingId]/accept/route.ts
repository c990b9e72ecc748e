// POST /api/showings/{showingId}/accept — accept the user's latest offer at one of its proposed times (agents, not read-only)
import { NextResponse } from 'next/server';
import type { ShowingChanged } from '@/lib/showings/answers';
import { SHOWING_MSG } from '@/lib/showings/rules';
import { AcceptInput, ShowingParams } from '@/lib/showings/schema';
import { guarded } from '@/server/http';
import { acceptShowing } from '@/server/showings';

export const POST = guarded(
  { action: 'showings.act', params: ShowingParams, body: AcceptInput },
  async ({ session, viewer, params, body }) => {
    const showing = await acceptShowing(session, viewer, params.showingId, body.offerId, body.time);
    return NextResponse.json<ShowingChanged>({ showing, message: SHOWING_MSG.accepted });
  },
);
