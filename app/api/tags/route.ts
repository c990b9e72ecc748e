// GET /api/tags — every tag the viewer sees; POST /api/tags — create a tag
import { NextResponse } from 'next/server';
import type { TagResponse, TagsResponse } from '@/lib/tags/answers';
import { TAG_MSG, tagRow } from '@/lib/tags/rules';
import { TagInput } from '@/lib/tags/schema';
import { guarded } from '@/server/http';
import { checkSuperTag, createTag, listTags } from '@/server/tags';

export const GET = guarded({ action: 'tags.read' }, async ({ session, viewer }) => {
  const tags = await listTags(session);
  return NextResponse.json<TagsResponse>({ tags: tags.map((tag) => tagRow(viewer, tag)) });
});

export const POST = guarded({ action: 'tags.create', body: TagInput }, async ({ session, viewer, body, audit }) => {
  audit.target = { kind: 'tag', ids: [], label: body.name };
  checkSuperTag(viewer, body.superTag);
  const tag = await createTag(session, body);
  audit.target = { kind: 'tag', ids: [String(tag.id)], label: tag.name };
  return NextResponse.json<TagResponse>({ tag: tagRow(viewer, tag), message: TAG_MSG.created }, { status: 201 });
});
