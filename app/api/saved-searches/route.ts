// POST /api/saved-searches — save a new search for an end user; answers the preview of its recent matches
import { NextResponse } from 'next/server';
import type { SavedSearchCreated } from '@/lib/saved-searches/answers';
import { SEARCH_MSG } from '@/lib/saved-searches/rules';
import { SavedSearchInput } from '@/lib/saved-searches/schema';
import { guarded } from '@/server/http';
import { createSavedSearch, previewSearch } from '@/server/saved-searches';

export const POST = guarded({ action: 'savedSearches.edit', body: SavedSearchInput }, async ({ session, body }) => {
  const id = await createSavedSearch(session, body.userId, body);
  const preview = await previewSearch(session, body);
  return NextResponse.json<SavedSearchCreated>({ id, preview, message: SEARCH_MSG.saved }, { status: 201 });
});
