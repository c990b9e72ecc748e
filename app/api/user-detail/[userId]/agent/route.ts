// POST /api/user-detail/{userId}/agent — give the user another agent, or none (-1) (admin)
import { NextResponse } from 'next/server';
import type { UserChanged } from '@/lib/user-detail/answers';
import { USER_MSG } from '@/lib/user-detail/rules';
import { ChangeAgentInput, UserParams } from '@/lib/user-detail/schema';
import { guarded } from '@/server/http';
import { changeUserAgent } from '@/server/user-detail';

export const POST = guarded(
  { action: 'userDetail.changeAgent', params: UserParams, body: ChangeAgentInput },
  async ({ session, params, body }) => {
    await changeUserAgent(session, params.userId, body.agentId);
    return NextResponse.json<UserChanged>({ ok: true, message: USER_MSG.agentChanged });
  },
);
