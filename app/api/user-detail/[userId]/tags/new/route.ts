// POST /api/user-detail/{userId}/tags/new — create a tag and give it to the user at once (the Tags card)
import { NextResponse } from 'next/server';
import type { UserTagCreated } from '@/lib/user-detail/answers';
import { allowed } from '@/lib/access';
import { USER_MSG } from '@/lib/user-detail/rules';
import { TagInput } from '@/lib/tags/schema';
import { UserParams } from '@/lib/user-detail/schema';
import { guarded, HttpError } from '@/server/http';
import { checkSuperTag, createTag } from '@/server/tags';

export const POST = guarded(
  { action: 'userDetail.tags', params: UserParams, body: TagInput },
  async ({ session, viewer, params, body }) => {
    if (!allowed(viewer, 'tags.create')) throw new HttpError(403, 'You do not have permission to do this.');
    checkSuperTag(viewer, body.superTag);
    const tag = await createTag(session, body, params.userId);
    return NextResponse.json<UserTagCreated>({ ok: true, tag, message: USER_MSG.tagCreated }, { status: 201 });
  },
);
