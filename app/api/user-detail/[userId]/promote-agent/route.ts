// POST /api/user-detail/{userId}/promote-agent — make the user an agent (admin)
import { NextResponse } from 'next/server';
import type { UserChanged } from '@/lib/user-detail/answers';
import { USER_MSG } from '@/lib/user-detail/rules';
import { UserParams } from '@/lib/user-detail/schema';
import { guarded } from '@/server/http';
import { promoteToAgent } from '@/server/user-detail';

export const POST = guarded({ action: 'userDetail.promoteAgent', params: UserParams }, async ({ session, params }) => {
  await promoteToAgent(session, params.userId);
  return NextResponse.json<UserChanged>({ ok: true, message: USER_MSG.promotedAgent });
});
