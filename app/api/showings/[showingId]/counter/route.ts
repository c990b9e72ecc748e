// POST /api/showings/{showingId}/counter — suggest another time or reschedule: a date and a time in the brokerage's time zone (agents, not read-only)
import { NextResponse } from 'next/server';
import type { ShowingChanged } from '@/lib/showings/answers';
import { counterTime, SHOWING_MSG } from '@/lib/showings/rules';
import { CounterInput, ShowingParams } from '@/lib/showings/schema';
import { HttpError, guarded } from '@/server/http';
import { counterShowing, showingsTimeZone } from '@/server/showings';

export const POST = guarded(
  { action: 'showings.act', params: ShowingParams, body: CounterInput },
  async ({ session, viewer, params, body }) => {
    const time = counterTime(body.date, body.time, await showingsTimeZone(session));
    if (time === null) throw new HttpError(400, SHOWING_MSG.dateRequired);
    const showing = await counterShowing(session, viewer, params.showingId, time, body.message);
    return NextResponse.json<ShowingChanged>({ showing, message: SHOWING_MSG.countered });
  },
);
