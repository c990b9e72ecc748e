import type { ResponseOf, tags } from '@/server/upstream/contract';
import { managedOffices } from '../../auth/caller';
import type { AreaHandlers, Ctx } from '../../handlers/context';
import { conflict, forbidden, notFound } from '../../http/errors';
import type { TagRow } from './schema';

type TagOut = ResponseOf<typeof tags.getTag>['tag'];
type Counted = TagRow & { user_name: string | null; use_count: number; use_count_all: number };

/** The virtual Agent tag: every agent of the app, listed and counted, never stored. */
const AGENT_TAG_ID = 0;
const AGENT_TAG = { tag: 'agent', tag_long: 'Agent', tag_desc: 'Every agent of the app (added automatically)', color: 'sand' };

/** The agents whose users count as the caller's own: themself (agent, admin), or a manager's office agents. */
function ownAgents(ctx: Ctx): number[] {
  const { caller } = ctx;
  if (caller.role !== 'manager') return [caller.user.id];
  const offices = managedOffices(ctx.store, caller) ?? [];
  return ctx.store
    .all<{ id: number }>("SELECT id FROM users WHERE stack_id = ? AND kind = 'agent' AND office_id IN (SELECT value FROM json_each(?))", [
      caller.app.stack_id,
      JSON.stringify(offices),
    ])
    .map((r) => r.id);
}

/** Tags the caller sees, with both counts: an admin every tag; anyone else the shared ones and their own. */
const VISIBLE_SQL = `
  SELECT t.*, u.display_name AS user_name,
    (SELECT count(*) FROM end_user_tags x JOIN end_users e ON e.id = x.end_user_id
      WHERE x.tag_id = t.id AND e.agent_id IN (SELECT value FROM json_each(@own))) AS use_count,
    (SELECT count(*) FROM end_user_tags x WHERE x.tag_id = t.id) AS use_count_all
  FROM tags t LEFT JOIN users u ON u.id = t.user_id
  WHERE t.stack_id = @stack AND (@admin = 1 OR t.system_tag = 1 OR t.super_tag = 1 OR t.user_id = @me) AND (@id IS NULL OR t.id = @id)
  ORDER BY t.system_tag DESC, coalesce(t.tag_long, t.tag) COLLATE NOCASE, t.id`;

function visible(ctx: Ctx, id: number | null = null): Counted[] {
  const { caller } = ctx;
  return ctx.store.all<Counted>(VISIBLE_SQL, {
    own: JSON.stringify(ownAgents(ctx)),
    stack: caller.app.stack_id,
    admin: caller.role === 'admin' ? 1 : 0,
    me: caller.user.id,
    id,
  });
}

function agentTag(ctx: Ctx): TagOut {
  const agents =
    ctx.store.get<{ n: number }>("SELECT count(*) AS n FROM users WHERE stack_id = ? AND kind = 'agent' AND active = 1", [
      ctx.caller.app.stack_id,
    ])?.n ?? 0;
  const admin = ctx.caller.role === 'admin';
  return {
    id: AGENT_TAG_ID,
    ...AGENT_TAG,
    tag_color: AGENT_TAG.color,
    text_color: null,
    super_tag: false,
    system_tag: true,
    global: true,
    use_count: agents,
    use_count_all: admin ? agents : null,
    user_id: null,
    user_name: null,
  };
}

function tagOut(ctx: Ctx, row: Counted): TagOut {
  return {
    id: row.id,
    tag: row.tag,
    tag_long: row.tag_long,
    tag_desc: row.tag_desc,
    tag_color: row.color,
    color: row.color,
    text_color: null,
    super_tag: row.super_tag === 1,
    system_tag: row.system_tag === 1,
    global: row.system_tag === 1 || row.super_tag === 1,
    use_count: row.use_count,
    use_count_all: ctx.caller.role === 'admin' ? row.use_count_all : null,
    user_id: row.user_id,
    user_name: row.system_tag === 1 ? null : row.user_name,
  };
}

/** A tag the caller sees: the Agent tag for id 0; 404 for a tag of another app or another agent. */
function findTag(ctx: Ctx, id: number): { out: TagOut; row: Counted | null } {
  if (id === AGENT_TAG_ID) return { out: agentTag(ctx), row: null };
  const row = visible(ctx, id)[0];
  if (!row) throw notFound('Tag not found');
  return { out: tagOut(ctx, row), row };
}

/** Managers read tags (the users list filters by them) but do not change them. */
function checkChanger(ctx: Ctx): void {
  if (ctx.caller.role === 'manager') throw forbidden('Managers cannot change tags.');
}

/** A tag the caller may edit or delete: not a system tag, not the Agent tag, a super tag only by an admin. */
function changeableTag(ctx: Ctx, id: number): Counted {
  checkChanger(ctx);
  const { row } = findTag(ctx, id);
  if (!row) throw forbidden('The Agent tag cannot be changed.');
  if (row.system_tag === 1) throw forbidden('System tags cannot be changed.');
  if (row.super_tag === 1 && ctx.caller.role !== 'admin') throw forbidden('Only an account admin can change this tag.');
  return row;
}

/** An end user the caller may tag: any of the app's for an admin, an agent's own users otherwise. */
function taggableUser(ctx: Ctx, userId: number): number {
  const { caller } = ctx;
  const user = ctx.store.get<{ id: number; agent_id: number | null }>('SELECT id, agent_id FROM end_users WHERE id = ? AND stack_id = ?', [
    userId,
    caller.app.stack_id,
  ]);
  if (!user || (caller.role !== 'admin' && user.agent_id !== caller.user.id)) throw notFound('User not found');
  return user.id;
}

function checkNameFree(ctx: Ctx, name: string, except: number | null): void {
  const taken =
    name.toLowerCase() === AGENT_TAG.tag ||
    visible(ctx).some((t) => t.id !== except && [t.tag, t.tag_long ?? t.tag].some((n) => n.toLowerCase() === name.toLowerCase()));
  if (taken) throw conflict(`A tag named "${name}" already exists.`);
}

export const tagHandlers: AreaHandlers<'tags'> = {
  listTags(_input, ctx) {
    return { tags: [agentTag(ctx), ...visible(ctx).map((row) => tagOut(ctx, row))] };
  },

  getTag(input, ctx) {
    return { tag: findTag(ctx, input.tag_id).out };
  },

  saveTag(input, ctx) {
    checkChanger(ctx);
    const { caller } = ctx;
    if (input.super_tag && caller.role !== 'admin') throw forbidden('Only an account admin can make a tag available to all agents.');
    const userId = input.user_id === undefined ? null : taggableUser(ctx, input.user_id);
    const existing = input.tag_id === undefined ? null : changeableTag(ctx, input.tag_id);
    checkNameFree(ctx, input.name, existing?.id ?? null);
    const superTag = input.super_tag ?? existing?.super_tag === 1;
    let id: number;
    if (existing) {
      ctx.store.run('UPDATE tags SET tag = ?, tag_long = ?, color = ?, super_tag = ? WHERE id = ?', [
        input.name,
        input.name,
        input.color,
        superTag ? 1 : 0,
        existing.id,
      ]);
      id = existing.id;
    } else {
      id = Number(
        ctx.store.run('INSERT INTO tags (stack_id, tag, tag_long, color, super_tag, user_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)', [
          caller.app.stack_id,
          input.name,
          input.name,
          input.color,
          superTag ? 1 : 0,
          caller.user.id,
          ctx.now(),
        ]).lastInsertRowid,
      );
    }
    if (userId !== null)
      ctx.store.run('INSERT OR IGNORE INTO end_user_tags (end_user_id, tag_id, created_at) VALUES (?, ?, ?)', [userId, id, ctx.now()]);
    return { tag: findTag(ctx, id).out };
  },

  deleteTag(input, ctx) {
    const row = changeableTag(ctx, input.tag_id);
    const removed = ctx.store.tx(() => {
      const links = ctx.store.run('DELETE FROM end_user_tags WHERE tag_id = ?', [row.id]).changes;
      ctx.store.run('DELETE FROM tags WHERE id = ?', [row.id]);
      return links;
    });
    return { ok: true as const, removed };
  },

  addUserTag(input, ctx) {
    checkChanger(ctx);
    const userId = taggableUser(ctx, input.user_id);
    if (!findTag(ctx, input.tag_id).row) throw forbidden('The Agent tag cannot be given or taken.');
    ctx.store.run('INSERT OR IGNORE INTO end_user_tags (end_user_id, tag_id, created_at) VALUES (?, ?, ?)', [
      userId,
      input.tag_id,
      ctx.now(),
    ]);
    return { ok: true as const };
  },

  removeUserTag(input, ctx) {
    checkChanger(ctx);
    const userId = taggableUser(ctx, input.user_id);
    if (!findTag(ctx, input.tag_id).row) throw forbidden('The Agent tag cannot be given or taken.');
    ctx.store.run('DELETE FROM end_user_tags WHERE end_user_id = ? AND tag_id = ?', [userId, input.tag_id]);
    return { ok: true as const };
  },

  alertTags(_input, ctx) {
    const admin = ctx.caller.role === 'admin';
    const carried = visible(ctx).filter((row) => (admin ? row.use_count_all : row.use_count) > 0);
    return { tags: [...(admin ? [agentTag(ctx)] : []), ...carried.map((row) => tagOut(ctx, row))] };
  },
};
