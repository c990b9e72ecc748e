// POST /api/featured — feature a listing by hand (the 'Add New Listing' modal)
import { NextResponse } from 'next/server';
import type { FeaturedChanged } from '@/lib/api/featured';
import { FEATURED_MSG } from '@/lib/featured';
import { FeaturedKeyInput } from '@/lib/validation/featured';
import { addFeatured } from '@/server/featured';
import { guarded } from '@/server/http';

export const POST = guarded({ action: 'featured.edit', body: FeaturedKeyInput }, async ({ session, body }) => {
  const row = await addFeatured(session, body.key);
  return NextResponse.json<FeaturedChanged>({ ok: true, row, message: FEATURED_MSG.added });
});
