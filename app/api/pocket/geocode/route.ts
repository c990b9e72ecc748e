// GET /api/pocket/geocode?address=&city=&state=&zip= — the form's 'Geocode address', through the configured geocoder
import { NextResponse } from 'next/server';
import type { Geocoded } from '@/lib/pocket/answers';
import { POCKET_MSG } from '@/lib/pocket/rules';
import { GeocodeQuery } from '@/lib/pocket/schema';
import { guarded } from '@/server/http';
import { geocode } from '@/server/pocket';

export const GET = guarded({ action: 'pocket.geocode', query: GeocodeQuery }, async ({ query }) => {
  const hit = await geocode(query);
  return NextResponse.json<Geocoded>({ ok: true, ...hit, message: POCKET_MSG.geocoded });
});
