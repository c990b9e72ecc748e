// POST /api/featured/remove — remove a manual featured listing
import { NextResponse } from 'next/server';
import type { FeaturedRemoved } from '@/lib/featured/answers';
import { FEATURED_MSG } from '@/lib/featured/rules';
import { FeaturedKeyInput } from '@/lib/featured/schema';
import { removeFeatured } from '@/server/featured';
import { guarded } from '@/server/http';

export const POST = guarded({ action: 'featured.edit', body: FeaturedKeyInput }, async ({ session, body }) => {
  await removeFeatured(session, body.key);
  return NextResponse.json<FeaturedRemoved>({ ok: true, key: body.key, message: FEATURED_MSG.removed });
});
