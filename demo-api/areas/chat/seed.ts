import type { Store } from '../../db/store';
import { createRng, type Rng } from '../../prng';

/** Its own seed, so this area never shifts the random draws of the rest of the demo. */
const CHAT_SEED = 20_261_113;
const MINUTE = 60;
const DAY = 86_400;

const BOT_MESSAGES: Record<string, string> = {
  acme: 'Welcome to Acme Realty! I am your agent: ask me anything about a home you like, or book a showing right here in chat.',
  bay: 'Welcome to Bay Homes! Message us any time about a listing.',
};

const USER_LINES = [
  'Hi! Is the house on the corner still available?',
  'Could we see it this Saturday morning?',
  'What are the HOA fees for this one?',
  'We loved the kitchen. Any offers on it yet?',
  'Is the garage big enough for two cars?',
  'Thanks for sending the disclosures.',
  'Can you check if the seller would cover closing costs?',
  'How far is it from the elementary school?',
  'We are pre-approved up to 850k now.',
  'Sounds good, see you there!',
];
const AGENT_LINES = [
  'Yes, it is still on the market. Would you like a showing?',
  'Saturday at 10 works. I will meet you at the front door.',
  'The HOA is $320 a month and includes water and trash.',
  'There is one offer in, the seller is reviewing on Monday.',
  'I will ask the listing agent and get back to you today.',
  'Here is a similar home that just came on the market.',
  'Great news on the pre-approval, that makes your offer stronger.',
  'The school is about half a mile away, an easy walk.',
];

/** Rooms between agents and their end users, each with a believable back-and-forth, and each app's bot message. */
export function seedChat(store: Store, now: number, accounts: Map<string, number>): void {
  const rng = createRng(CHAT_SEED);
  store.run("INSERT INTO help_items (section, title, type, content, sort) VALUES ('chat', 'Welcoming new users', 'text', ?, 0)", [
    'The bot message greets every new user in chat as soon as they join. Transcripts of every conversation can be read here and downloaded as text.',
  ]);
  for (const [stackId, text] of Object.entries(BOT_MESSAGES))
    store.run('INSERT INTO chat_settings (stack_id, bot_message) VALUES (?, ?)', [stackId, text]);
  const demoAgent = accounts.get('acme|agent@acme.test');
  // The demo agent's rooms first, then a few of other busy agents, so the admin sees more than one page.
  const pairs: { stackId: string; agentId: number; users: number }[] = [];
  if (demoAgent !== undefined) pairs.push({ stackId: 'acme', agentId: demoAgent, users: 12 });
  for (const stackId of ['acme', 'bay']) {
    const others = store.all<{ id: number }>(
      "SELECT id FROM users WHERE stack_id = ? AND kind = 'agent' AND active = 1 AND id IS NOT ? ORDER BY total_users DESC, id LIMIT ?",
      [stackId, demoAgent ?? null, stackId === 'acme' ? 4 : 2],
    );
    for (const { id } of others) pairs.push({ stackId, agentId: id, users: 4 });
  }
  const chatUser = chatUserMaker(store);
  let room = 0;
  for (const { stackId, agentId, users } of pairs) {
    const theirs = store.all<{ id: number }>(
      'SELECT id FROM end_users WHERE stack_id = ? AND agent_id = ? AND active = 1 ORDER BY id LIMIT ?',
      [stackId, agentId, users],
    );
    for (const { id: endUserId } of theirs) {
      room += 1;
      seedRoom(
        store,
        rng,
        now,
        stackId,
        `room-${stackId}-${String(room).padStart(4, '0')}`,
        chatUser(stackId, 'agent', agentId),
        chatUser(stackId, 'user', endUserId),
      );
    }
  }
}

function chatUserMaker(store: Store) {
  const known = new Map<string, number>();
  return (stackId: string, kind: 'agent' | 'user', id: number): number => {
    const key = `${kind}:${id}`;
    const found = known.get(key);
    if (found !== undefined) return found;
    const made = Number(
      store.run('INSERT INTO chat_users (stack_id, end_user_id, agent_id) VALUES (?, ?, ?)', [
        stackId,
        kind === 'user' ? id : null,
        kind === 'agent' ? id : null,
      ]).lastInsertRowid,
    );
    known.set(key, made);
    return made;
  };
}

function seedRoom(store: Store, rng: Rng, now: number, stackId: string, roomId: string, agent: number, user: number): void {
  const start = now - rng.int(1, 60) * DAY - rng.int(0, 600) * MINUTE;
  store.run('INSERT INTO chat_rooms (room_id, stack_id, created_at) VALUES (?, ?, ?)', [roomId, stackId, start]);
  store.run('INSERT INTO chat_members (room_id, chat_user_id) VALUES (?, ?), (?, ?)', [roomId, agent, roomId, user]);
  const count = rng.int(3, 24);
  let time = start;
  for (let n = 0; n < count; n += 1) {
    const fromUser = n % 2 === 0;
    const lines = fromUser ? USER_LINES : AGENT_LINES;
    time += rng.int(2, 240) * MINUTE;
    store.run('INSERT INTO chat_messages (room_id, chat_user_id, text, time) VALUES (?, ?, ?, ?)', [
      roomId,
      fromUser ? user : agent,
      lines[rng.int(0, lines.length - 1)],
      Math.min(time, now),
    ]);
  }
}
