// GET /api/favorites-lists/users?q= — the add-users search: at most 50 of the viewer's users by name or e-mail
import { NextResponse } from 'next/server';
import type { UserSearchResponse } from '@/lib/favorites-lists/answers';
import { UserSearchQuery } from '@/lib/favorites-lists/schema';
import { searchListUsers } from '@/server/favorites-lists';
import { guarded } from '@/server/http';

export const GET = guarded({ action: 'favorites.searchUsers', query: UserSearchQuery }, async ({ session, query }) => {
  const users = await searchListUsers(session, query.q);
  return NextResponse.json<UserSearchResponse>({ users });
});
