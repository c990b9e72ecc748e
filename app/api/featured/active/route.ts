// POST /api/featured/active — hide (active false) or unhide a featured listing
import { NextResponse } from 'next/server';
import type { FeaturedChanged } from '@/lib/featured/answers';
import { FEATURED_MSG } from '@/lib/featured/rules';
import { FeaturedActiveInput } from '@/lib/featured/schema';
import { setFeaturedActive } from '@/server/featured';
import { guarded } from '@/server/http';

export const POST = guarded({ action: 'featured.edit', body: FeaturedActiveInput }, async ({ session, body }) => {
  const row = await setFeaturedActive(session, body.key, body.active);
  return NextResponse.json<FeaturedChanged>({ ok: true, row, message: body.active ? FEATURED_MSG.unhidden : FEATURED_MSG.hidden });
});
