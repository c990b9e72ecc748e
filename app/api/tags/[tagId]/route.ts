// POST /api/tags/{tagId} — edit a tag; DELETE /api/tags/{tagId} — delete it and take it from every user
import { NextResponse } from 'next/server';
import type { DeleteTagResponse, TagResponse } from '@/lib/tags/answers';
import { TAG_MSG, tagRow } from '@/lib/tags/rules';
import { TagInput, TagParams } from '@/lib/tags/schema';
import { guarded } from '@/server/http';
import { changeableTag, checkSuperTag, deleteTag, editTag } from '@/server/tags';

export const POST = guarded(
  { action: 'tags.edit', params: TagParams, body: TagInput },
  async ({ session, viewer, params, body, audit }) => {
    checkSuperTag(viewer, body.superTag);
    const { id, name } = await changeableTag(session, viewer, params.tagId);
    audit.target = { kind: 'tag', ids: [String(id)], label: name === body.name ? name : `${name} (now ${body.name})` };
    const tag = await editTag(session, id, body);
    return NextResponse.json<TagResponse>({ tag: tagRow(viewer, tag), message: TAG_MSG.saved });
  },
);

export const DELETE = guarded({ action: 'tags.delete', params: TagParams }, async ({ session, viewer, params, audit }) => {
  const { id, name } = await changeableTag(session, viewer, params.tagId);
  audit.target = { kind: 'tag', ids: [String(id)], label: name };
  const { removed } = await deleteTag(session, id);
  audit.summary = `Deleted tag ${name} and took it from ${removed} ${removed === 1 ? 'user' : 'users'}`;
  return NextResponse.json<DeleteTagResponse>({ ok: true, removed, message: TAG_MSG.deleted });
});
