// GET /api/showings/{showingId}/calendar — the booked showing's calendar file link (opened in a new tab by the page)
import { NextResponse } from 'next/server';
import type { ShowingCalendar } from '@/lib/showings/answers';
import { ShowingParams } from '@/lib/showings/schema';
import { guarded } from '@/server/http';
import { showingCalendarUrl } from '@/server/showings';

export const GET = guarded({ action: 'showings.calendar', params: ShowingParams }, async ({ session, viewer, params }) => {
  const url = await showingCalendarUrl(session, viewer, params.showingId);
  return NextResponse.json<ShowingCalendar>({ url });
});
