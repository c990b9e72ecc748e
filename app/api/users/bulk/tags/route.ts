// POST /api/users/bulk/tags — add tags to the selected users (or every user matching the list's filters)
import { NextResponse } from 'next/server';
import type { BulkResponse } from '@/lib/users/answers';
import { canFilterByAgent, USER_MSG } from '@/lib/users/rules';
import { BulkTagsInput } from '@/lib/users/schema';
import { guarded } from '@/server/http';
import { addTags, bulkTargetIds } from '@/server/users';

export const POST = guarded({ action: 'users.bulkTags', body: BulkTagsInput }, async ({ session, viewer, body }) => {
  const ids = await bulkTargetIds(session, body.target, canFilterByAgent(viewer));
  const { added } = await addTags(session, ids, body.tag_ids);
  return NextResponse.json<BulkResponse>({ updated: added, message: USER_MSG.tagsUpdated });
});
