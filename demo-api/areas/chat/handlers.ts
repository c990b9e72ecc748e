import type { chat, ResponseOf } from '@/server/upstream/contract';
import type { AreaHandlers, Ctx } from '../../handlers/context';
import { notFound } from '../../http/errors';

type ChatUserOut = ResponseOf<typeof chat.chatUsers>['users'][number];

/** The rooms the caller sees: every room of the app for an admin; otherwise rooms they or their end users are in. */
const VISIBLE_ROOMS = `
  SELECT r.room_id FROM chat_rooms r WHERE r.stack_id = @stack AND (@admin = 1 OR EXISTS (
    SELECT 1 FROM chat_members m JOIN chat_users u ON u.id = m.chat_user_id LEFT JOIN end_users e ON e.id = u.end_user_id
    WHERE m.room_id = r.room_id AND (u.agent_id = @me OR e.agent_id = @me)))`;

function scope(ctx: Ctx) {
  return { stack: ctx.caller.app.stack_id, admin: ctx.caller.role === 'admin' ? 1 : 0, me: ctx.caller.user.id };
}

/** A chat user's name, e-mail and photo, from the end user or dashboard user they stand for. */
const USER_SQL = `
  SELECT u.id, coalesce(e.display_name, a.display_name, 'Unknown') AS display_name, coalesce(e.email, a.email, '') AS email,
    coalesce(e.photo, a.photo) AS photo
  FROM chat_users u LEFT JOIN end_users e ON e.id = u.end_user_id LEFT JOIN users a ON a.id = u.agent_id`;

const pad = (n: number) => String(n).padStart(2, '0');
function stamp(seconds: number): string {
  const d = new Date(seconds * 1000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())} UTC`;
}

export const chatHandlers: AreaHandlers<'chat'> = {
  getBotMessage(_input, ctx) {
    const row = ctx.store.get<{ bot_message: string }>('SELECT bot_message FROM chat_settings WHERE stack_id = ?', [
      ctx.caller.app.stack_id,
    ]);
    return { message: row?.bot_message ?? '' };
  },

  updateBotMessage(input, ctx) {
    ctx.store.run(
      'INSERT INTO chat_settings (stack_id, bot_message) VALUES (?, ?) ON CONFLICT (stack_id) DO UPDATE SET bot_message = excluded.bot_message',
      [ctx.caller.app.stack_id, input.message],
    );
    return { ok: true as const };
  },

  chatList(input, ctx) {
    const params = { ...scope(ctx), limit: input.limit ?? 10, offset: input.offset ?? 0 };
    const total = ctx.store.get<{ n: number }>(`SELECT count(*) AS n FROM (${VISIBLE_ROOMS})`, params)?.n ?? 0;
    const rooms = ctx.store.all<{ room_id: string; total_messages: number; last_message: number | null; users: string }>(
      `SELECT v.room_id,
         (SELECT count(*) FROM chat_messages m WHERE m.room_id = v.room_id) AS total_messages,
         (SELECT max(time) FROM chat_messages m WHERE m.room_id = v.room_id) AS last_message,
         (SELECT json_group_array(chat_user_id) FROM (SELECT chat_user_id FROM chat_members m WHERE m.room_id = v.room_id ORDER BY chat_user_id)) AS users
       FROM (${VISIBLE_ROOMS}) v ORDER BY last_message IS NULL, last_message DESC, v.room_id LIMIT @limit OFFSET @offset`,
      params,
    );
    return {
      total,
      chats: rooms.map((r) => ({
        room_id: r.room_id,
        users: JSON.parse(r.users) as number[],
        total_messages: r.total_messages,
        last_message: r.last_message,
      })),
    };
  },

  chatTranscript(input, ctx) {
    const seen = ctx.store.get<{ room_id: string }>(`SELECT room_id FROM (${VISIBLE_ROOMS}) WHERE room_id = @room`, {
      ...scope(ctx),
      room: input.room_id,
    });
    if (!seen) throw notFound('Chat not found');
    const lines = ctx.store.all<{ time: number; display_name: string; text: string }>(
      `SELECT m.time, x.display_name, m.text FROM chat_messages m JOIN (${USER_SQL}) x ON x.id = m.chat_user_id
       WHERE m.room_id = ? ORDER BY m.time, m.id`,
      [input.room_id],
    );
    return { transcript: lines.map((l) => `[${stamp(l.time)}] ${l.display_name}: ${l.text}`).join('\n') };
  },

  chatUsers(_input, ctx) {
    const users = ctx.store.all<ChatUserOut>(
      `${USER_SQL} WHERE u.id IN (SELECT m.chat_user_id FROM chat_members m WHERE m.room_id IN (${VISIBLE_ROOMS})) ORDER BY u.id`,
      scope(ctx),
    );
    return { users: users.map((u) => ({ ...u, photo: ctx.abs(u.photo) })) };
  },
};
