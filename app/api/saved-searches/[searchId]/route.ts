// POST /api/saved-searches/{searchId} — update a saved search; DELETE /api/saved-searches/{searchId}?userId= — delete it
import { NextResponse } from 'next/server';
import type { SavedSearchChanged } from '@/lib/saved-searches/answers';
import { SEARCH_MSG } from '@/lib/saved-searches/rules';
import { SavedSearchInput, SearchParams, SearchUserQuery } from '@/lib/saved-searches/schema';
import { guarded } from '@/server/http';
import { deleteSavedSearch, searchOfUser, updateSavedSearch } from '@/server/saved-searches';

export const POST = guarded(
  { action: 'savedSearches.edit', params: SearchParams, body: SavedSearchInput },
  async ({ session, params, body }) => {
    const { id, userId } = await searchOfUser(session, params.searchId, body.userId);
    await updateSavedSearch(session, id, userId, body);
    return NextResponse.json<SavedSearchChanged>({ id, message: SEARCH_MSG.updated });
  },
);

export const DELETE = guarded(
  { action: 'savedSearches.edit', params: SearchParams, query: SearchUserQuery },
  async ({ session, params, query }) => {
    const { id, userId } = await searchOfUser(session, params.searchId, query.userId);
    await deleteSavedSearch(session, id, userId);
    return NextResponse.json<SavedSearchChanged>({ id, message: SEARCH_MSG.deleted });
  },
);
