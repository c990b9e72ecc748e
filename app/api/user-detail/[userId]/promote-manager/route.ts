// POST /api/user-detail/{userId}/promote-manager — make the user the manager of an office (admin or manager)
import { NextResponse } from 'next/server';
import type { UserChanged } from '@/lib/user-detail/answers';
import { USER_MSG } from '@/lib/user-detail/rules';
import { PromoteManagerInput, UserParams } from '@/lib/user-detail/schema';
import { guarded } from '@/server/http';
import { promoteToManager } from '@/server/user-detail';

export const POST = guarded(
  { action: 'userDetail.promoteManager', params: UserParams, body: PromoteManagerInput },
  async ({ session, params, body }) => {
    await promoteToManager(session, params.userId, body.officeId);
    return NextResponse.json<UserChanged>({ ok: true, message: USER_MSG.promotedManager });
  },
);
