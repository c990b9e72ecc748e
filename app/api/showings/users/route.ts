// GET /api/showings/users?q= — the showings user filter's suggestions: up to 10 of the agent's users (from 2 characters)
import { NextResponse } from 'next/server';
import type { ShowingUsers } from '@/lib/showings/answers';
import { ShowingUserQuery } from '@/lib/showings/schema';
import { guarded } from '@/server/http';
import { searchShowingUsers } from '@/server/showings';

export const GET = guarded({ action: 'showings.read', query: ShowingUserQuery }, async ({ session, query }) => {
  const users = await searchShowingUsers(session, query.q);
  return NextResponse.json<ShowingUsers>({ users });
});
