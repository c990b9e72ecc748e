import { formatDateTime } from '@/lib/format';
import { defineListQuery } from '@/lib/list-query';

/**
 * Chat's rules: the transcripts table's rows and paging, the
 * transcript file's name, and the spec's texts. Pure and zod-free.
 */

export const CHAT_MSG = {
  botSaved: 'Bot message was saved',
  botFailed: 'Error saving bot message',
  transcriptFailed: 'Unable to load transcript',
  // Chosen (the spec gives none):
  botRequired: 'Enter the bot message',
  botTooLong: (max: number) => `At most ${max} characters`,
  noChats: 'No chats yet',
  noChatsText: 'Conversations between agents and users in the app appear here.',
  noMessages: 'No messages yet',
} as const;

/** The longest bot message (the contract's BOT_MESSAGE_MAX; a unit test holds them equal). */
export const BOT_MESSAGE_MAX = 1000;

export type ChatPerson = { id: number; name: string; email: string; photo: string | null };
export type ChatRow = { roomId: string; users: ChatPerson[]; totalMessages: number; lastMessage: number | null };

/** The table's rows: each room's member ids resolved to people (an id the upstream did not describe is left out). */
export function chatRows(
  chats: readonly { roomId: string; userIds: readonly number[]; totalMessages: number; lastMessage: number | null }[],
  people: readonly ChatPerson[],
): ChatRow[] {
  const byId = new Map(people.map((p) => [p.id, p]));
  return chats.map((c) => ({
    roomId: c.roomId,
    users: c.userIds.flatMap((id) => {
      const p = byId.get(id);
      return p ? [p] : [];
    }),
    totalMessages: c.totalMessages,
    lastMessage: c.lastMessage,
  }));
}

/** The transcripts table's URL state: paging only (the spec's page defaults: limit 10, offset 0). */
export const CHAT_PAGE_SIZES = [10, 25, 50] as const;
export const CHAT_LIST = defineListQuery({ sorts: [], pageSizes: CHAT_PAGE_SIZES, defaultPageSize: 10, searchMax: 0, filters: {} });

/** A room id as the dashboard accepts it in a path: letters, digits, '-', '_' and '.', at most 100. */
export const ROOM_ID_PATTERN = /^[A-Za-z0-9._-]{1,100}$/;

/**
 * The downloaded transcript's file name: the room and a random number (the spec's), so that two downloads
 * of one room never overwrite each other.
 */
export function transcriptFileName(roomId: string, random: () => number = Math.random): string {
  const room = roomId.replace(/[^A-Za-z0-9_-]+/g, '-').slice(0, 60) || 'chat';
  return `transcript-${room}-${Math.floor(random() * 1_000_000_000)}.txt`;
}

/** The Last message column: 'Nov 21 2026, 3:05 PM' (the runtime's time zone), or the chosen 'No messages yet'. */
export function lastMessageText(epochSeconds: number | null): string {
  if (epochSeconds === null || !Number.isFinite(epochSeconds)) return CHAT_MSG.noMessages;
  return formatDateTime(epochSeconds);
}
