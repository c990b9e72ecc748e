// POST /api/search-listings/count — the editor's live 'N homes match' for regions and filters
import { NextResponse } from 'next/server';
import type { MatchCount } from '@/lib/saved-searches/answers';
import { CountInput } from '@/lib/saved-searches/schema';
import { guarded } from '@/server/http';
import { countMatches } from '@/server/saved-searches';

export const POST = guarded({ action: 'listings.search', body: CountInput }, async ({ session, body }) => {
  const count = await countMatches(session, body);
  return NextResponse.json<MatchCount>({ count });
});
