import 'server-only';
import { CHAT_MSG, chatRows, type ChatRow } from '@/lib/chat/rules';
import { callerOf } from '@/server/upstream/caller';
import { HttpError } from '@/server/http';
import type { Session } from '@/server/session';
import { call } from '@/server/upstream/client';
import { chat as calls } from '@/server/upstream/contract';
import { UpstreamError } from '@/server/upstream/errors';

/** Chat's service: the transcripts table, one transcript, and the new-user bot message. */

/** One page of rooms with their members resolved (the chat list and the chat users, read at once). */
export async function listChats(session: Session, page: { limit: number; offset: number }): Promise<{ rows: ChatRow[]; total: number }> {
  const caller = callerOf(session);
  const [list, people] = await Promise.all([call(calls.chatList, page, caller), call(calls.chatUsers, {}, caller)]);
  const rows = chatRows(
    list.chats.map((c) => ({ roomId: c.room_id, userIds: c.users, totalMessages: c.total_messages, lastMessage: c.last_message })),
    people.users.map((u) => ({ id: u.id, name: u.display_name, email: u.email, photo: u.photo })),
  );
  return { rows, total: list.total };
}

/** A room's transcript; any failure but an expired session is the spec's 'Unable to load transcript'. */
export async function getTranscript(session: Session, roomId: string): Promise<string> {
  try {
    const { transcript } = await call(calls.chatTranscript, { room_id: roomId }, callerOf(session));
    return transcript;
  } catch (err) {
    if (err instanceof UpstreamError && err.sessionExpired) throw err;
    const status = err instanceof UpstreamError && err.kind === 'upstream' && err.status === 404 ? 404 : 502;
    throw new HttpError(status, CHAT_MSG.transcriptFailed);
  }
}

export async function getBotMessage(session: Session): Promise<string> {
  const { message } = await call(calls.getBotMessage, {}, callerOf(session));
  return message;
}

/** The bot message, or null when the upstream failed (the card shows 'Unable to load data'); an expired key is thrown on. */
export function readBotMessage(session: Session): Promise<string | null> {
  return getBotMessage(session).catch((err: unknown) => {
    if (err instanceof UpstreamError && !err.sessionExpired) return null;
    throw err;
  });
}

/** Save the bot message; any failure but an expired session is the spec's 'Error saving bot message'. */
export async function saveBotMessage(session: Session, message: string): Promise<void> {
  try {
    await call(calls.updateBotMessage, { message }, callerOf(session));
  } catch (err) {
    if (err instanceof UpstreamError && err.sessionExpired) throw err;
    throw new HttpError(err instanceof UpstreamError && err.kind === 'upstream' && err.status < 500 ? err.status : 502, CHAT_MSG.botFailed);
  }
}
