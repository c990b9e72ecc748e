/** The Chat area's tables, children first (the order they are wiped in). */
export const CHAT_TABLES = ['chat_messages', 'chat_members', 'chat_rooms', 'chat_users', 'chat_settings'] as const;

export const CHAT_SCHEMA = `
-- Chat's own registry of people: an end user or a dashboard user (agent, admin) of an app.
CREATE TABLE IF NOT EXISTS chat_users (
  id INTEGER PRIMARY KEY,
  stack_id TEXT NOT NULL,
  end_user_id INTEGER,
  agent_id INTEGER
);
CREATE INDEX IF NOT EXISTS chat_users_stack ON chat_users (stack_id);

CREATE TABLE IF NOT EXISTS chat_rooms (
  room_id TEXT PRIMARY KEY,
  stack_id TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS chat_rooms_stack ON chat_rooms (stack_id);

CREATE TABLE IF NOT EXISTS chat_members (
  room_id TEXT NOT NULL,
  chat_user_id INTEGER NOT NULL,
  PRIMARY KEY (room_id, chat_user_id)
);

CREATE TABLE IF NOT EXISTS chat_messages (
  id INTEGER PRIMARY KEY,
  room_id TEXT NOT NULL,
  chat_user_id INTEGER NOT NULL,
  text TEXT NOT NULL,
  time INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS chat_messages_room ON chat_messages (room_id, time);

-- The new-user bot message of an app.
CREATE TABLE IF NOT EXISTS chat_settings (
  stack_id TEXT PRIMARY KEY,
  bot_message TEXT NOT NULL
);
`;
