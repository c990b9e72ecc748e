import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chat, type ResponseOf } from '@/server/upstream/contract';
import { ADMIN, AGENT, startTestApi, type TestApi } from './helpers';

type List = ResponseOf<typeof chat.chatList>;

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t.stop();
});
const asAgent = { as: AGENT, mode: 'agent' as const };

describe('chat', () => {
  it('an admin pages through every room of the app, most recent first; an agent sees their own', async () => {
    const first = (await t.call<List>(chat.chatList, { limit: 10 }, { as: ADMIN })).body;
    expect(first.total).toBeGreaterThan(20);
    expect(first.chats).toHaveLength(10);
    const times = first.chats.map((c) => c.last_message ?? 0);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const mine = (await t.call<List>(chat.chatList, { limit: 100 }, asAgent)).body;
    expect(mine.total).toBe(12);
    const people = (await t.call<ResponseOf<typeof chat.chatUsers>>(chat.chatUsers, {}, asAgent)).body.users;
    expect(people.map((p) => p.email)).toContain('agent@acme.test');
    for (const room of mine.chats) for (const id of room.users) expect(people.some((p) => p.id === id)).toBe(true);
  });

  it('a transcript: one line per message, oldest first; a room the agent does not see is 404', async () => {
    const mine = (await t.call<List>(chat.chatList, { limit: 1 }, asAgent)).body.chats[0];
    const text = (await t.call<{ transcript: string }>(chat.chatTranscript, { room_id: mine?.room_id }, asAgent)).body.transcript;
    expect(text.split('\n')).toHaveLength(mine?.total_messages ?? 0);
    expect(text.split('\n')[0]).toMatch(/^\[\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\] .+: .+$/);
    const seen = new Set((await t.call<List>(chat.chatList, { limit: 100 }, asAgent)).body.chats.map((c) => c.room_id));
    const all = (await t.call<List>(chat.chatList, { limit: 100 }, { as: ADMIN })).body.chats;
    const other = all.find((c) => !seen.has(c.room_id));
    expect((await t.call(chat.chatTranscript, { room_id: other?.room_id }, asAgent)).status).toBe(404);
  });

  it('the bot message: admins read and replace it; agents are refused', async () => {
    expect((await t.call<{ message: string }>(chat.getBotMessage, {}, { as: ADMIN })).body.message).toMatch(/^Welcome to Acme Realty!/);
    expect((await t.call(chat.updateBotMessage, { message: 'Hi there' }, { as: ADMIN })).status).toBe(200);
    expect((await t.call<{ message: string }>(chat.getBotMessage, {}, { as: ADMIN })).body.message).toBe('Hi there');
    expect((await t.call(chat.updateBotMessage, { message: 'Hijack' }, asAgent)).status).toBe(403);
    expect((await t.call(chat.updateBotMessage, { message: '   ' }, { as: ADMIN })).status).toBe(400);
  });
});
