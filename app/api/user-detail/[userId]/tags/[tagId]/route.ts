// POST /api/user-detail/{userId}/tags/{tagId} — give the user a tag; DELETE — take it away
import { NextResponse } from 'next/server';
import { TAG_MSG, VIRTUAL_AGENT_TAG_ID } from '@/lib/tags/rules';
import type { UserChanged } from '@/lib/user-detail/answers';
import { USER_MSG } from '@/lib/user-detail/rules';
import { UserTagParams } from '@/lib/user-detail/schema';
import { guarded, HttpError } from '@/server/http';
import { addUserTag, removeUserTag } from '@/server/tags';

/** The virtual Agent tag is never given or taken (refused without asking the upstream). */
function realTag(tagId: number): number {
  if (tagId === VIRTUAL_AGENT_TAG_ID) throw new HttpError(403, TAG_MSG.virtualRefused);
  return tagId;
}

export const POST = guarded({ action: 'userDetail.tags', params: UserTagParams }, async ({ session, params }) => {
  await addUserTag(session, params.userId, realTag(params.tagId));
  return NextResponse.json<UserChanged>({ ok: true, message: USER_MSG.tagAdded });
});

export const DELETE = guarded({ action: 'userDetail.tags', params: UserTagParams }, async ({ session, params }) => {
  await removeUserTag(session, params.userId, realTag(params.tagId));
  return NextResponse.json<UserChanged>({ ok: true, message: USER_MSG.tagRemoved });
});
