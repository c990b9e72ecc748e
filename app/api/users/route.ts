// GET /api/users — a page of users (limit, offset, sort, q, agent, tag); POST /api/users — create a user (admin)
import { NextResponse } from 'next/server';
import type { NewUserResponse, UsersResponse } from '@/lib/users/answers';
import { parseUsersQuery, USER_MSG } from '@/lib/users/rules';
import { NewUserInput } from '@/lib/users/schema';
import { guarded } from '@/server/http';
import { createUser, listUsers } from '@/server/users';

// The same reading of the query string as the page: a bad value falls back to its default.
export const GET = guarded({ action: 'users.read' }, async ({ req, session, viewer }) => {
  const query = parseUsersQuery(new URL(req.url).searchParams, viewer);
  const page = await listUsers(session, query);
  return NextResponse.json<UsersResponse>({ users: page.users, total: page.total, offset: query.offset, limit: query.limit });
});

export const POST = guarded({ action: 'users.create', body: NewUserInput }, async ({ session, body }) => {
  const { id } = await createUser(session, body);
  return NextResponse.json<NewUserResponse>({ id, message: USER_MSG.created }, { status: 201 });
});
