// POST /api/user-detail/{userId}/active — make the user active or inactive (admin; never the protected account)
import { NextResponse } from 'next/server';
import type { UserChanged } from '@/lib/user-detail/answers';
import { USER_MSG } from '@/lib/user-detail/rules';
import { ActiveInput, UserParams } from '@/lib/user-detail/schema';
import { guarded, HttpError } from '@/server/http';
import { getUserDetail, setUserActive } from '@/server/user-detail';

export const POST = guarded({ action: 'userDetail.active', params: UserParams, body: ActiveInput }, async ({ session, params, body }) => {
  if (!body.active) {
    const user = await getUserDetail(session, params.userId);
    if (!user) throw new HttpError(404, 'User not found');
    if (user.protected) throw new HttpError(403, 'This account cannot be made inactive.');
  }
  await setUserActive(session, params.userId, body.active);
  return NextResponse.json<UserChanged>({ ok: true, message: body.active ? USER_MSG.activated : USER_MSG.deactivated });
});
