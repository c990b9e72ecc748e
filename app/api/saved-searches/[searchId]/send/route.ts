// POST /api/saved-searches/{searchId}/send — Send Now: send the saved search's matches to its user
import { NextResponse } from 'next/server';
import type { SavedSearchChanged } from '@/lib/saved-searches/answers';
import { SEARCH_MSG } from '@/lib/saved-searches/rules';
import { SearchParams, SearchUserInput } from '@/lib/saved-searches/schema';
import { guarded } from '@/server/http';
import { searchOfUser, sendSavedSearch } from '@/server/saved-searches';

export const POST = guarded(
  { action: 'savedSearches.edit', params: SearchParams, body: SearchUserInput },
  async ({ session, params, body }) => {
    const search = await searchOfUser(session, params.searchId, body.userId);
    await sendSavedSearch(session, search);
    return NextResponse.json<SavedSearchChanged>({ id: search.id, message: SEARCH_MSG.sent });
  },
);
