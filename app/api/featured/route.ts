// POST /api/featured — feature a listing by hand (the 'Add New Listing' modal)
import { NextResponse } from 'next/server';
import type { FeaturedChanged } from '@/lib/featured/answers';
import { FEATURED_MSG } from '@/lib/featured/rules';
import { FeaturedKeyInput } from '@/lib/featured/schema';
import { addFeatured } from '@/server/featured';
import { guarded } from '@/server/http';

export const POST = guarded({ action: 'featured.edit', body: FeaturedKeyInput }, async ({ session, body }) => {
  const row = await addFeatured(session, body.key);
  return NextResponse.json<FeaturedChanged>({ ok: true, row, message: FEATURED_MSG.added });
});
