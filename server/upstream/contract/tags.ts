import { z } from 'zod';
import { TAG_NAME_MAX } from '@/lib/tags/check';
import { TAG_COLORS } from '@/lib/tags/rules';
import { endpoint, Id, Ok } from './endpoint';

/**
 * Tags. The spec shows no methods or paths except alert_tags: the
 * rest are chosen here. Who sees and may do what is listTags' summary (printed in docs/upstream-api.md);
 * deleting a tag takes it from every user who carries it. The demo upstream enforces all of it.
 */

/** A yes/no the upstream may send as a boolean or as 1/0 (server/tags.ts reads either). */
const Flag = z.union([z.boolean(), z.literal(0), z.literal(1)]);

export const Tag = z.object({
  id: Id,
  /** The key the users list filters by (users?tag=...). */
  tag: z.string(),
  /** The name shown; null when it is the tag itself. */
  tag_long: z.string().nullable(),
  tag_desc: z.string().nullable(),
  /** A colour preset (blue, sand, red, green, orange2) or a #rrggbb colour. */
  tag_color: z.string(),
  /** The same as tag_color, for older clients. */
  color: z.string().optional(),
  text_color: z.string().nullable(),
  super_tag: Flag,
  system_tag: Flag,
  /** Seen by every agent of the app: system and super tags, and the Agent tag. */
  global: Flag,
  use_count: z.number().int().nonnegative(),
  /** Admins only: users of all agents carrying the tag. */
  use_count_all: z.number().int().nonnegative().nullable().optional(),
  /** Who made an own or super tag (null for system tags), and their name. */
  user_id: Id.nullable().optional(),
  user_name: z.string().nullable().optional(),
});
export type Tag = z.output<typeof Tag>;

export const listTags = endpoint({
  name: 'listTags',
  method: 'GET',
  path: '/tags',
  summary:
    'Every tag the caller sees, system tags first, then by name. An agent sees the system tags, the super tags (made by an ' +
    'account admin, available to all agents), their own tags and the virtual Agent tag; use_count counts their own users, ' +
    "use_count_all is null. An admin sees every tag of the app (agents' own ones with their maker in user_name); use_count " +
    "counts the admin's own users, use_count_all the users of all agents. A manager sees the system and super tags, counted " +
    "among the users of their offices' agents, and changes none. The virtual Agent tag (id 0, tag 'agent') stands for every " +
    'active agent of the app and is never stored. System tags and the Agent tag are never edited or deleted; super tags only ' +
    'by admins.',
  auth: 'key',
  scope: 'any',
  body: 'query',
  chosenPath: true,
  request: z.object({}),
  response: z.object({ tags: z.array(Tag) }),
});

export const getTag = endpoint({
  name: 'getTag',
  method: 'GET',
  path: '/tags/:tag_id',
  summary:
    'One tag the caller sees (404 otherwise). Not in the spec: the dashboard reads a tag before changing it, to refuse ' +
    'system, super and virtual tags without sending the change.',
  auth: 'key',
  scope: 'any',
  body: 'query',
  chosenPath: true,
  request: z.object({ tag_id: Id }),
  response: z.object({ tag: Tag }),
});

export const saveTag = endpoint({
  name: 'saveTag',
  method: 'POST',
  path: '/tags',
  summary:
    'Create a tag (no tag_id) or edit one (tag_id): name and colour preset; super_tag makes it available to all agents ' +
    '(admins only; 403 for an agent). user_id: an end user of the caller who carries the new tag at once (the user ' +
    "detail's Tags card). 403 for a system, virtual or (for an agent) super tag; 409 when the caller already sees a " +
    'tag of that name.',
  auth: 'key',
  scope: 'any',
  body: 'json',
  chosenPath: true,
  request: z.object({
    tag_id: Id.optional(),
    user_id: Id.optional(),
    name: z.string().trim().min(1).max(TAG_NAME_MAX),
    color: z.enum(TAG_COLORS),
    super_tag: z.boolean().optional(),
  }),
  response: z.object({ tag: Tag }),
});

export const deleteTag = endpoint({
  name: 'deleteTag',
  method: 'POST',
  path: '/delete_tag',
  summary: 'Delete a tag and take it from every user who carries it; answers how many users lost it. 403 as for an edit.',
  auth: 'key',
  scope: 'any',
  body: 'json',
  chosenPath: true,
  request: z.object({ tag_id: Id }),
  response: z.object({ ok: z.literal(true), removed: z.number().int().nonnegative() }),
});

const UserTag = z.object({ user_id: Id, tag_id: Id });

export const addUserTag = endpoint({
  name: 'addUserTag',
  method: 'POST',
  path: '/user_tag/add',
  summary:
    'Give an end user a tag the caller sees (an agent: only their own users). Adding a tag the user has is a no-op. The Agent tag cannot be given.',
  auth: 'key',
  scope: 'any',
  body: 'json',
  chosenPath: true,
  request: UserTag,
  response: Ok,
});

export const removeUserTag = endpoint({
  name: 'removeUserTag',
  method: 'POST',
  path: '/user_tag/remove',
  summary: 'Take a tag from an end user (an agent: only their own users). Removing a tag the user lacks is a no-op.',
  auth: 'key',
  scope: 'any',
  body: 'json',
  chosenPath: true,
  request: UserTag,
  response: Ok,
});

export const alertTags = endpoint({
  name: 'alertTags',
  method: 'GET',
  path: '/alert_tags',
  summary:
    "Tags usable as push recipients: the tags the caller sees that at least one of their users carries (all agents' " +
    'users for an admin); the Agent tag (every agent) for admins only.',
  auth: 'key',
  scope: 'any',
  body: 'query',
  request: z.object({}),
  response: z.object({ tags: z.array(Tag) }),
});
