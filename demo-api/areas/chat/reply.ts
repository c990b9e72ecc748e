import type { Store } from '../../db/store';
import { badRequest, notFound } from '../../http/errors';

/** Chat's record of a person (an end user or a dashboard user), made on their first message. */
function chatUser(store: Store, stackId: string, column: 'end_user_id' | 'agent_id', id: number): number {
  const found = store.get<{ id: number }>(`SELECT id FROM chat_users WHERE stack_id = ? AND ${column} = ? ORDER BY id LIMIT 1`, [
    stackId,
    id,
  ]);
  if (found) return found.id;
  return Number(store.run(`INSERT INTO chat_users (stack_id, ${column}) VALUES (?, ?)`, [stackId, id]).lastInsertRowid);
}

export type AgentReply = { room_id: string; message: { id: number; text: string; time: number } };

/**
 * A message from an agent to an end user, as the vendor's agent app sends it: into the room the two
 * already share (the latest one), else a new room of theirs. chatList and chatTranscript then show it
 * with its time.
 */
export function agentReply(store: Store, r: { stackId: string; userId: number; agentId: number; text: string; time: number }): AgentReply {
  if (!store.get('SELECT 1 FROM end_users WHERE id = ? AND stack_id = ?', [r.userId, r.stackId]))
    throw notFound(`No end user ${r.userId} in app ${r.stackId}`);
  const agent = store.get<{ kind: string; active: number }>('SELECT kind, active FROM users WHERE id = ? AND stack_id = ?', [
    r.agentId,
    r.stackId,
  ]);
  if (!agent) throw notFound(`No dashboard user ${r.agentId} in app ${r.stackId}`);
  if (agent.kind !== 'agent' || agent.active !== 1) throw badRequest(`User ${r.agentId} is not an active agent of app ${r.stackId}.`);
  return store.tx(() => {
    const user = chatUser(store, r.stackId, 'end_user_id', r.userId);
    const me = chatUser(store, r.stackId, 'agent_id', r.agentId);
    const shared = store.get<{ room_id: string }>(
      `SELECT r.room_id FROM chat_rooms r JOIN chat_members a ON a.room_id = r.room_id AND a.chat_user_id = ? JOIN chat_members b ON b.room_id = r.room_id AND b.chat_user_id = ?
       WHERE r.stack_id = ? ORDER BY r.created_at DESC, r.room_id DESC LIMIT 1`,
      [me, user, r.stackId],
    );
    let roomId = shared?.room_id;
    if (roomId === undefined) {
      roomId = `room-${r.stackId}-u${r.userId}-a${r.agentId}`;
      store.run('INSERT INTO chat_rooms (room_id, stack_id, created_at) VALUES (?, ?, ?)', [roomId, r.stackId, r.time]);
      store.run('INSERT INTO chat_members (room_id, chat_user_id) VALUES (?, ?), (?, ?)', [roomId, me, roomId, user]);
    }
    const id = Number(
      store.run('INSERT INTO chat_messages (room_id, chat_user_id, text, time) VALUES (?, ?, ?, ?)', [roomId, me, r.text, r.time])
        .lastInsertRowid,
    );
    return { room_id: roomId, message: { id, text: r.text, time: r.time } };
  });
}
