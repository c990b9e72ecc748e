import 'server-only';
import { tagChangeRefusal, tagColors, tagKind, superTagRefusal, VIRTUAL_AGENT_TAG_ID, type Tag } from '@/lib/tags/rules';
import type { Viewer } from '@/lib/access';
import type { TagInput } from '@/lib/tags/schema';
import { callerOf } from '@/server/upstream/caller';
import { HttpError } from '@/server/http';
import type { Session } from '@/server/session';
import { call } from '@/server/upstream/client';
import { tags as tagCalls } from '@/server/upstream/contract';

/**
 * Tags' service: every function takes the session and answers the app's own Tag (lib/tags/rules.ts). Pages
 * run their reads through openPage's load; route handlers let an expired key become the 401 envelope.
 */

type UpstreamTag = tagCalls.Tag;

const yes = (flag: boolean | 0 | 1) => flag === true || flag === 1;

/** The upstream's tag in the app's shape: kind from its flags (id 0 is the virtual Agent tag), display colours from its preset. */
export function toTag(t: UpstreamTag): Tag {
  const color = t.tag_color || t.color || '';
  const { background, text } = tagColors(color, t.text_color);
  const systemTag = yes(t.system_tag);
  return {
    id: t.id,
    tag: t.tag,
    name: t.tag_long || t.tag,
    description: t.tag_desc ?? '',
    color,
    background,
    textColor: text,
    kind: tagKind({ id: t.id, system_tag: systemTag, super_tag: yes(t.super_tag) }),
    global: yes(t.global),
    ownerName: systemTag ? null : (t.user_name ?? null),
    useCount: t.use_count,
    useCountAll: t.use_count_all ?? null,
  };
}

export async function listTags(session: Session): Promise<Tag[]> {
  const { tags } = await call(tagCalls.listTags, {}, callerOf(session));
  return tags.map(toTag);
}

/** Tags usable as push recipients. */
export async function listAlertTags(session: Session): Promise<Tag[]> {
  const { tags } = await call(tagCalls.alertTags, {}, callerOf(session));
  return tags.map(toTag);
}

export async function getTag(session: Session, id: number): Promise<Tag> {
  const { tag } = await call(tagCalls.getTag, { tag_id: id }, callerOf(session));
  return toTag(tag);
}

/** Refuses (403) a tag the viewer may not make 'available to all agents'; no upstream call. */
export function checkSuperTag(viewer: Viewer, superTag: boolean | undefined): void {
  const refused = superTagRefusal(viewer, superTag === true);
  if (refused) throw new HttpError(403, refused);
}

/**
 * The tag the viewer may edit or delete, or a 403 saying why not (system, virtual, or super for an
 * agent). The virtual Agent tag is refused by its id alone, without asking the upstream.
 */
export async function changeableTag(session: Session, viewer: Viewer, id: number): Promise<Tag> {
  const refusedAtOnce = id === VIRTUAL_AGENT_TAG_ID ? tagChangeRefusal(viewer, { kind: 'virtual' }) : null;
  if (refusedAtOnce) throw new HttpError(403, refusedAtOnce);
  const tag = await getTag(session, id);
  const refused = tagChangeRefusal(viewer, tag);
  if (refused) throw new HttpError(403, refused);
  return tag;
}

/** Create a tag; `userId` gives it at once to that end user (the user detail's Tags card). */
export async function createTag(session: Session, input: TagInput, userId?: number): Promise<Tag> {
  const { tag } = await call(
    tagCalls.saveTag,
    { name: input.name, color: input.color, super_tag: input.superTag, user_id: userId },
    callerOf(session),
  );
  return toTag(tag);
}

/** Save a tag's name and colour; the super choice is sent only when given (left out keeps it). */
export async function editTag(session: Session, id: number, input: TagInput): Promise<Tag> {
  const { tag } = await call(
    tagCalls.saveTag,
    { tag_id: id, name: input.name, color: input.color, super_tag: input.superTag },
    callerOf(session),
  );
  return toTag(tag);
}

/** Delete a tag; it leaves every user who carried it. Answers how many did. */
export async function deleteTag(session: Session, id: number): Promise<{ removed: number }> {
  const { removed } = await call(tagCalls.deleteTag, { tag_id: id }, callerOf(session));
  return { removed };
}

export async function addUserTag(session: Session, userId: number, tagId: number): Promise<void> {
  await call(tagCalls.addUserTag, { user_id: userId, tag_id: tagId }, callerOf(session));
}

export async function removeUserTag(session: Session, userId: number, tagId: number): Promise<void> {
  await call(tagCalls.removeUserTag, { user_id: userId, tag_id: tagId }, callerOf(session));
}
