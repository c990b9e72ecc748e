import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import type { UserRow as UserOut } from '@/server/upstream/contract/users';
import { managedOffices } from '../../auth/caller';
import type { AreaHandlers, Ctx } from '../../handlers/context';
import { streamCsv } from '../../http/csv';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../http/errors';
import { send } from '../../outbox';
import { endUserEmailTaken, insertEndUser } from './insert';

export const MAX_CSV_BYTES = 10_485_760;
const MAX_ROWS = 20_000;
const CHUNK_ROWS = 500;
const IDS_MAX = 10_000;
export const DUPLICATE_USER_EMAIL = 'A user with this email already exists.';

type ListRow = {
  id: number;
  display_name: string;
  email: string;
  phone: string | null;
  photo: string | null;
  active: number;
  created_at: number;
  last_login: number | null;
  agent_id: number | null;
  agent_name: string | null;
  login_count: number;
  saved: number;
};

/** Sort codes (contract/users.ts): nulls (never signed in) last in both login orders. */
const ORDER: Record<string, string> = {
  '': 'e.last_login IS NULL, e.last_login DESC, e.id DESC',
  l: 'e.last_login IS NULL, e.last_login, e.id',
  j: 'e.created_at DESC, e.id DESC',
  a: 'e.display_name COLLATE NOCASE, e.id',
  z: 'e.display_name COLLATE NOCASE DESC, e.id DESC',
};

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The agents whose users a caller sees: null = all (admin); a manager's office agents; an agent themself. */
function ownAgents(ctx: Ctx): number[] | null {
  const { caller } = ctx;
  if (caller.role === 'admin') return null;
  if (caller.role === 'agent') return [caller.user.id];
  const offices = managedOffices(ctx.store, caller) ?? [];
  return ctx.store
    .all<{ id: number }>("SELECT id FROM users WHERE stack_id = ? AND kind = 'agent' AND office_id IN (SELECT value FROM json_each(?))", [
      caller.app.stack_id,
      JSON.stringify(offices),
    ])
    .map((r) => r.id);
}

type Filter = { q?: string; agent?: number; tag?: string; office?: number };

function whereOf(ctx: Ctx, f: Filter): { sql: string; params: Record<string, unknown> } {
  const stack = ctx.caller.app.stack_id;
  const own = ownAgents(ctx);
  const parts = ['e.stack_id = @stack', 'e.active = 1'];
  const params: Record<string, unknown> = { stack };
  if (own !== null) {
    parts.push('e.agent_id IN (SELECT value FROM json_each(@own))');
    params.own = JSON.stringify(own);
  }
  const q = f.q?.trim();
  if (q) {
    parts.push("(e.display_name LIKE @q ESCAPE '\\' OR e.email LIKE @q ESCAPE '\\' OR e.phone LIKE @q ESCAPE '\\')");
    params.q = likePattern(q);
  }
  if (f.agent !== undefined) {
    parts.push('e.agent_id = @agent');
    params.agent = f.agent;
  }
  if (f.tag) {
    parts.push(
      'e.id IN (SELECT x.end_user_id FROM end_user_tags x JOIN tags t ON t.id = x.tag_id WHERE t.stack_id = @stack AND lower(t.tag) = lower(@tag))',
    );
    params.tag = f.tag;
  }
  if (f.office !== undefined) {
    const offices = ctx.store.officeSubtree(stack, f.office);
    if (offices.length === 0) throw badRequest(`Unknown office ${f.office}.`);
    parts.push(
      "e.agent_id IN (SELECT id FROM users WHERE stack_id = @stack AND kind = 'agent' AND office_id IN (SELECT value FROM json_each(@offices)))",
    );
    params.offices = JSON.stringify(offices);
  }
  return { sql: parts.join(' AND '), params };
}

function tagsOf(ctx: Ctx, ids: number[]): Map<number, UserOut['tags']> {
  const out = new Map<number, UserOut['tags']>();
  if (ids.length === 0) return out;
  const rows = ctx.store.all<{ end_user_id: number; id: number; tag: string; tag_long: string | null; color: string }>(
    `SELECT x.end_user_id, t.id, t.tag, t.tag_long, t.color FROM end_user_tags x JOIN tags t ON t.id = x.tag_id
     WHERE x.end_user_id IN (SELECT value FROM json_each(?)) ORDER BY t.system_tag DESC, x.created_at, t.id`,
    [JSON.stringify(ids)],
  );
  for (const r of rows) {
    const list = out.get(r.end_user_id) ?? [];
    list.push({ id: r.id, tag: r.tag, tag_long: r.tag_long, color: r.color });
    out.set(r.end_user_id, list);
  }
  return out;
}

/** Users the caller may change: each visible to them (404 naming the first that is not). */
function visibleUsers(ctx: Ctx, ids: number[]): number[] {
  const { sql, params } = whereOf(ctx, {});
  const found = new Set(
    ctx.store
      .all<{ id: number }>(`SELECT e.id FROM end_users e WHERE ${sql} AND e.id IN (SELECT value FROM json_each(@ids))`, {
        ...params,
        ids: JSON.stringify(ids),
      })
      .map((r) => r.id),
  );
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined) throw notFound(`User ${missing} not found`);
  return ids;
}

function existingEmails(ctx: Ctx): Set<string> {
  return new Set(
    ctx.store.all<{ e: string }>('SELECT lower(email) AS e FROM end_users WHERE stack_id = ?', [ctx.caller.app.stack_id]).map((r) => r.e),
  );
}

const validEmail = z.string().email().max(254);

export const userHandlers: AreaHandlers<'users'> = {
  listUsers(input, ctx) {
    const { sql, params } = whereOf(ctx, input);
    const total = ctx.store.get<{ n: number }>(`SELECT count(*) AS n FROM end_users e WHERE ${sql}`, params)?.n ?? 0;
    if (input.ids_only === '1') {
      const ids = ctx.store
        .all<{ id: number }>(`SELECT e.id FROM end_users e WHERE ${sql} ORDER BY e.id LIMIT ${IDS_MAX}`, params)
        .map((r) => r.id);
      return { users: [], total, from: 0, to: 0, ids };
    }
    const rows = ctx.store.all<ListRow>(
      `SELECT e.id, e.display_name, e.email, e.phone, e.photo, e.active, e.created_at, e.last_login, e.agent_id, a.display_name AS agent_name,
        (SELECT count(*) FROM logins l WHERE l.user_id = e.id) AS login_count,
        (SELECT count(*) FROM saved_searches s WHERE s.user_id = e.id) AS saved
       FROM end_users e LEFT JOIN users a ON a.id = e.agent_id WHERE ${sql}
       ORDER BY ${ORDER[input.sort ?? ''] ?? ORDER['']} LIMIT @limit OFFSET @offset`,
      { ...params, limit: input.limit, offset: input.offset },
    );
    const tags = tagsOf(
      ctx,
      rows.map((r) => r.id),
    );
    const users: UserOut[] = rows.map((r) => ({
      id: r.id,
      user_id: r.id,
      display_name: r.display_name,
      email: r.email,
      phone: r.phone,
      photo: ctx.abs(r.photo),
      type: 'user',
      active: r.active === 1,
      created_epoch: r.created_at,
      last_login_epoch: r.last_login,
      login_count: r.login_count,
      saved: r.saved,
      agent_id: r.agent_id,
      agent_name: r.agent_name,
      tags: tags.get(r.id) ?? [],
    }));
    return { users, total, from: rows.length ? input.offset + 1 : 0, to: rows.length ? input.offset + rows.length : 0 };
  },

  createUser(input, ctx) {
    const stack = ctx.caller.app.stack_id;
    const made = ctx.store.tx(() => {
      if (endUserEmailTaken(ctx.store, stack, input.email)) throw conflict(DUPLICATE_USER_EMAIL);
      const id = insertEndUser(ctx.store, {
        stackId: stack,
        name: input.display_name,
        email: input.email,
        phone: input.phone,
        password: input.password,
        source: 'dashboard',
        createdAt: ctx.now(),
      });
      const app = ctx.caller.app.name;
      if (input.send_email)
        send(ctx.store, {
          stackId: ctx.caller.app.stack_id,
          kind: 'email',
          to: input.email,
          subject: `Welcome to ${app}`,
          body: `Hi ${input.display_name}, your ${app} account is ready. Download the app and sign in with ${input.email}.`,
        });
      if (input.send_sms)
        send(ctx.store, {
          stackId: ctx.caller.app.stack_id,
          kind: 'sms',
          to: input.phone,
          subject: `Welcome to ${app}`,
          body: `Your ${app} account is ready: sign in with ${input.email}.`,
        });
      return { id, message: 'New user created' };
    });
    ctx.rt.webhooks.enqueue(stack, made.id, 'created');
    return made;
  },

  async userCsvPreview(_input, ctx) {
    const file = ctx.files.file;
    if (!file) throw badRequest('Please select a CSV file.');
    if (file.size > MAX_CSV_BYTES) throw new HttpError(413, 'The CSV file is larger than 10 MB.');
    const text = await file.text();
    if (text.replace(/^\uFEFF/, '').trim() === '') throw badRequest('The CSV file is empty.');
    let records: string[][];
    try {
      records = parse(text, {
        bom: true,
        relax_column_count: true,
        skip_empty_lines: false,
        record_delimiter: ['\r\n', '\n', '\r'],
        trim: true,
      }) as string[][];
    } catch (e) {
      throw badRequest(`Could not read the CSV file: ${e instanceof Error ? e.message : String(e)}`);
    }
    const header = (records[0] ?? []).map((h) => h.trim().toLowerCase());
    const nameCol = header.indexOf('name');
    const emailCol = header.indexOf('email');
    const phoneCol = header.indexOf('phone');
    if (nameCol < 0 || emailCol < 0) throw badRequest('The first row must be a header with the columns name and email.');
    if (records.length - 1 > MAX_ROWS) throw badRequest(`The CSV file has more than ${MAX_ROWS.toLocaleString('en-US')} rows.`);
    const existing = existingEmails(ctx);
    const seen = new Map<string, number>();
    const ok_rows: { row: number; name: string; email: string; phone: string }[] = [];
    const error_rows: { row: number; name: string; email: string; phone: string; reason: string }[] = [];
    records.forEach((cells, i) => {
      if (i === 0 || cells.every((c) => c.trim() === '')) return;
      const row = i + 1;
      const name = cells[nameCol]?.trim() ?? '';
      const email = cells[emailCol]?.trim() ?? '';
      const phone = phoneCol < 0 ? '' : (cells[phoneCol]?.trim() ?? '');
      const key = email.toLowerCase();
      let reason: string | null = null;
      if (!name) reason = 'Missing name';
      else if (name.length > 200) reason = 'Name is too long (at most 200 characters)';
      else if (!email) reason = 'Missing email';
      else if (!validEmail.safeParse(email).success) reason = 'Invalid email';
      else if (seen.has(key)) reason = `Duplicate email in file (row ${seen.get(key)})`;
      else if (existing.has(key)) reason = 'Email already belongs to a user';
      else if (phone.length > 50) reason = 'Phone is too long';
      if (email && !seen.has(key)) seen.set(key, row);
      if (reason) error_rows.push({ row, name, email, phone, reason });
      else ok_rows.push({ row, name, email, phone });
    });
    return { data: { ok_rows, error_rows } };
  },

  userPublish(input, ctx) {
    const existing = existingEmails(ctx);
    const fresh = input.rows.filter((r) => {
      const key = r.email.toLowerCase();
      if (existing.has(key)) return false;
      existing.add(key);
      return true;
    });
    const stack = ctx.caller.app.stack_id;
    const ids = ctx.store.tx(() => {
      const imported = ctx.store.get<{ id: number }>("SELECT id FROM tags WHERE stack_id = ? AND system_tag = 1 AND tag = 'imported'", [
        stack,
      ]);
      return fresh.map((r) => {
        const id = insertEndUser(ctx.store, {
          stackId: stack,
          name: r.name,
          email: r.email,
          phone: r.phone || null,
          source: 'import',
          createdAt: ctx.now(),
        });
        if (imported)
          ctx.store.run('INSERT OR IGNORE INTO end_user_tags (end_user_id, tag_id, created_at) VALUES (?, ?, ?)', [
            id,
            imported.id,
            ctx.now(),
          ]);
        return id;
      });
    });
    ctx.rt.webhooks.enqueueMany(stack, ids, 'created');
    const skipped = input.rows.length - fresh.length;
    return {
      created: fresh.length,
      message: `${fresh.length} user${fresh.length === 1 ? '' : 's'} imported${skipped ? `; ${skipped} skipped (email already exists)` : ''}.`,
    };
  },

  usersCsv(_input, ctx) {
    const stack = ctx.caller.app.stack_id;
    const day = (t: number | null) => (t === null ? '' : new Date(t * 1000).toISOString().slice(0, 10));
    return streamCsv({
      header: ['id', 'name', 'email', 'phone', 'agent', 'tags', 'joined', 'last_login'],
      filename: `${stack}-users.csv`,
      page: (afterId) =>
        ctx.store.all<{
          id: number;
          display_name: string;
          email: string;
          phone: string | null;
          agent: string | null;
          tags: string | null;
          created_at: number;
          last_login: number | null;
        }>(
          `SELECT e.id, e.display_name, e.email, e.phone, a.display_name AS agent, e.created_at, e.last_login,
             (SELECT group_concat(coalesce(t.tag_long, t.tag), '; ') FROM end_user_tags x JOIN tags t ON t.id = x.tag_id WHERE x.end_user_id = e.id) AS tags
           FROM end_users e LEFT JOIN users a ON a.id = e.agent_id WHERE e.stack_id = ? AND e.active = 1 AND e.id > ? ORDER BY e.id LIMIT ?`,
          [stack, afterId, CHUNK_ROWS],
        ),
      cells: (r) => [r.id, r.display_name, r.email, r.phone, r.agent, r.tags, day(r.created_at), day(r.last_login)],
    });
  },

  changeAgents(input, ctx) {
    const stack = ctx.caller.app.stack_id;
    const agent = ctx.store.get<{ id: number }>("SELECT id FROM users WHERE id = ? AND stack_id = ? AND kind = 'agent' AND active = 1", [
      input.agent_id,
      stack,
    ]);
    // A manager moves users only to an agent of their own office tree.
    const own = ownAgents(ctx);
    if (!agent || (own !== null && !own.includes(agent.id))) throw notFound('Agent not found');
    const ids = visibleUsers(ctx, [...new Set(input.user_ids)]);
    const changed = ctx.store.tx(() => {
      const moved: number[] = [];
      for (const id of ids) {
        const before = ctx.store.get<{ agent_id: number | null }>('SELECT agent_id FROM end_users WHERE id = ?', [id]);
        if (!before || before.agent_id === agent.id) continue;
        ctx.store.run('UPDATE end_users SET agent_id = ? WHERE id = ?', [agent.id, id]);
        ctx.store.run(
          'INSERT INTO agent_changes (stack_id, user_id, from_agent_id, to_agent_id, changed_by, time) VALUES (?, ?, ?, ?, ?, ?)',
          [stack, id, before.agent_id, agent.id, ctx.caller.user.id, ctx.now()],
        );
        moved.push(id);
      }
      return moved;
    });
    ctx.rt.webhooks.enqueueMany(stack, changed, 'updated');
    return { ok: true as const, changed: changed.length, message: 'Agents updated' };
  },

  addTagsToUsers(input, ctx) {
    const { caller } = ctx;
    if (caller.role === 'manager') throw forbidden('Managers cannot change tags.');
    const tagIds = [...new Set(input.tag_ids)];
    const usable = ctx.store
      .all<{ id: number }>(
        `SELECT id FROM tags WHERE stack_id = @stack AND id IN (SELECT value FROM json_each(@ids))
       AND (@admin = 1 OR system_tag = 1 OR super_tag = 1 OR user_id = @me)`,
        { stack: caller.app.stack_id, ids: JSON.stringify(tagIds), admin: caller.role === 'admin' ? 1 : 0, me: caller.user.id },
      )
      .map((r) => r.id);
    const missing = tagIds.find((id) => !usable.includes(id));
    if (missing !== undefined) throw notFound(`Tag ${missing} not found`);
    const ids = visibleUsers(ctx, [...new Set(input.user_ids)]);
    const added = ctx.store.tx(() => {
      let n = 0;
      for (const u of ids)
        for (const t of tagIds)
          n += ctx.store.run('INSERT OR IGNORE INTO end_user_tags (end_user_id, tag_id, created_at) VALUES (?, ?, ?)', [
            u,
            t,
            ctx.now(),
          ]).changes;
      return n;
    });
    return { ok: true as const, added, message: 'Tags updated' };
  },
};
