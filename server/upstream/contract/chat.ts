import { z } from 'zod';
import { endpoint, Id, Ok } from './endpoint';

/**
 * Chat. The spec shows no paths: all are chosen.
 * An admin sees every room of the app; an agent the rooms they or their end users are in.
 */

export const ChatUser = z.object({ id: Id, display_name: z.string(), email: z.string(), photo: z.string().nullable() });
export type ChatUser = z.output<typeof ChatUser>;

export const ChatRoom = z.object({
  room_id: z.string().min(1).max(100),
  /** Ids of the room's members, resolved with chatUsers. */
  users: z.array(Id),
  total_messages: z.number().int().nonnegative(),
  /** Unix time of the last message; null for a room without one. */
  last_message: z.number().int().nullable(),
});
export type ChatRoom = z.output<typeof ChatRoom>;

/** The welcome message's longest text. */
export const BOT_MESSAGE_MAX = 1000;

export const getBotMessage = endpoint({
  name: 'getBotMessage',
  method: 'GET',
  path: '/chat/bot_message',
  summary: "The app's new-user bot message: the text a new end user receives in chat when they join ('' when none).",
  auth: 'key',
  scope: 'admin',
  body: 'query',
  chosenPath: true,
  request: z.object({}),
  response: z.object({ message: z.string() }),
});

export const updateBotMessage = endpoint({
  name: 'updateBotMessage',
  method: 'POST',
  path: '/chat/bot_message',
  summary: 'Replace the new-user bot message (admins only; 403 otherwise).',
  auth: 'key',
  scope: 'admin',
  body: 'json',
  chosenPath: true,
  request: z.object({ message: z.string().trim().min(1).max(BOT_MESSAGE_MAX) }),
  response: Ok,
});

export const chatList = endpoint({
  name: 'chatList',
  method: 'GET',
  path: '/chat/list',
  summary:
    'Chat rooms the caller sees, most recent message first, a page at a time (limit 1 to 100, default 10; offset), with the total. ' +
    'An admin: every room of the app; an agent: rooms they or their end users are in.',
  auth: 'key',
  scope: 'any',
  body: 'query',
  chosenPath: true,
  request: z.object({ limit: z.coerce.number().int().min(1).max(100).optional(), offset: z.coerce.number().int().min(0).optional() }),
  response: z.object({ chats: z.array(ChatRoom), total: z.number().int().nonnegative() }),
});

export const chatTranscript = endpoint({
  name: 'chatTranscript',
  method: 'GET',
  path: '/chat/transcript',
  summary: "One room's transcript as text, a line per message ('[time] name: text'), oldest first. 404 for a room the caller does not see.",
  auth: 'key',
  scope: 'any',
  body: 'query',
  chosenPath: true,
  request: z.object({ room_id: z.string().min(1).max(100) }),
  response: z.object({ transcript: z.string() }),
});

export const chatUsers = endpoint({
  name: 'chatUsers',
  method: 'GET',
  path: '/chat/users',
  summary: 'Everyone in the rooms the caller sees (end users and agents), with name, e-mail and photo.',
  auth: 'key',
  scope: 'any',
  body: 'query',
  chosenPath: true,
  request: z.object({}),
  response: z.object({ users: z.array(ChatUser) }),
});
