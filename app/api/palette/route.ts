// GET /api/palette?q= — the command palette's records: users, agents, listings, tags and search templates
import { NextResponse } from 'next/server';
import type { PaletteSearchResponse } from '@/lib/palette/answers';
import { PaletteQuery } from '@/lib/palette/schema';
import { guarded } from '@/server/http';
import { searchPalette } from '@/server/palette';

export const GET = guarded({ action: 'palette.search', query: PaletteQuery, limit: 'fanOut' }, async ({ session, viewer, query }) => {
  const groups = await searchPalette(session, viewer, query.q);
  return NextResponse.json<PaletteSearchResponse>({ groups });
});
