// GET /api/user-detail/{userId}/data?kind=fav|scheduled|notes|saved — one overview count's side panel
import { NextResponse } from 'next/server';
import type { UserDataPanel } from '@/lib/user-detail/answers';
import { DataQuery, UserParams } from '@/lib/user-detail/schema';
import { guarded } from '@/server/http';
import { getUserData } from '@/server/user-detail';

export const GET = guarded({ action: 'userDetail.data', params: UserParams, query: DataQuery }, async ({ session, params, query }) => {
  const items = await getUserData(session, params.userId, query.kind);
  return NextResponse.json<UserDataPanel>({ items });
});
