import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chat, showings, userDetail, type ResponseOf } from '@/server/upstream/contract';
import { ADMIN, AGENT, startTestApi, type TestApi } from './helpers';

type List = ResponseOf<typeof chat.chatList>;
type Reply = { ok: true; room_id: string; message: { id: number; text: string; time: number } };

let t: TestApi;
let agentId = 0;
beforeAll(async () => {
  t = await startTestApi();
  agentId = ((await t.fetch('/__demo/end-users?email=buyer@acme.test')).body as { agent_id: number }).agent_id;
});
afterAll(async () => {
  await t.stop();
});

const asAgent = { as: AGENT, mode: 'agent' as const };
const now = () => Math.floor(Date.now() / 1000);
const reply = (body: Record<string, unknown>) =>
  t.json<Reply & { message: string }>('POST', '/__demo/chat/reply', { stack_id: 'acme', agent_id: agentId, ...body });
const rooms = async () => (await t.call<List>(chat.chatList, { limit: 100 }, asAgent)).body;
const transcript = async (room: string) =>
  (await t.call<{ transcript: string }>(chat.chatTranscript, { room_id: room }, asAgent)).body.transcript.split('\n');
const stamp = (s: number) => `[${new Date(s * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC]`;

// A reader (the dashboard's routing) tells "the agent touched this lead after T" from these answers alone.
describe('first touches made outside the dashboard', () => {
  it("POST /__demo/chat/reply: an agent's reply in a room they share with the user, shown with its time", async () => {
    const before = await rooms();
    const room = before.chats[0];
    const endUser = (await t.call<ResponseOf<typeof chat.chatUsers>>(chat.chatUsers, {}, asAgent)).body.users.find(
      (u) => room?.users.includes(u.id) && u.email !== 'agent@acme.test',
    );
    const userId = ((await t.fetch(`/__demo/end-users?email=${encodeURIComponent(endUser?.email ?? '')}`)).body as { id: number }).id;
    const T = now();
    const res = await reply({ user_id: userId, text: 'Hi! Happy to help you find a home.' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ ok: true, room_id: room?.room_id, message: { text: 'Hi! Happy to help you find a home.' } });
    expect(res.body.message.time).toBeGreaterThanOrEqual(T);
    const after = await rooms();
    expect(after.total).toBe(before.total);
    const same = after.chats.find((c) => c.room_id === room?.room_id);
    expect(same?.total_messages).toBe((room?.total_messages ?? 0) + 1);
    expect(same?.last_message).toBe(res.body.message.time);
    expect((await transcript(room?.room_id ?? '')).at(-1)).toBe(
      `${stamp(res.body.message.time)} Avery Agent: Hi! Happy to help you find a home.`,
    );
  });

  it('opens a room for a new lead, which the agent then sees', async () => {
    const lead = (
      await t.json<{ user_id: number }>('POST', '/__demo/signup', {
        stack_id: 'acme',
        name: 'Rhea Reply',
        email: 'rhea.reply@example.com',
        agent_id: agentId,
      })
    ).body.user_id;
    const before = (await rooms()).total;
    const res = await reply({ user_id: lead, text: 'Welcome, Rhea!' });
    expect(res.status).toBe(201);
    const after = await rooms();
    expect(after.total).toBe(before + 1);
    expect(after.chats.find((c) => c.room_id === res.body.room_id)).toMatchObject({
      total_messages: 1,
      last_message: res.body.message.time,
    });
    expect(await transcript(res.body.room_id)).toEqual([`${stamp(res.body.message.time)} Avery Agent: Welcome, Rhea!`]);
    // A second reply goes to the same room.
    expect((await reply({ user_id: lead, text: 'Any questions?' })).body.room_id).toBe(res.body.room_id);
  });

  it('refuses an unknown user, a non-agent and an empty text', async () => {
    const lead = (await t.fetch('/__demo/end-users?email=buyer@acme.test')).body as { id: number };
    expect((await reply({ user_id: 9_999_999, text: 'Hello' })).status).toBe(404);
    expect((await reply({ user_id: lead.id, text: 'Hello', stack_id: 'bay' })).status).toBe(404);
    const admin = (await t.fetch('/__demo/agents/1')).body as { kind: string; id: number };
    expect(admin.kind).toBe('admin');
    expect((await reply({ user_id: lead.id, agent_id: admin.id, text: 'Hello' })).status).toBe(400);
    const empty = await reply({ user_id: lead.id, text: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch(/text/);
  });

  it('agent notes answer when they were last saved', async () => {
    const buyer = (await t.fetch('/__demo/end-users?email=buyer@acme.test')).body as { id: number };
    const T = now();
    await t.call(userDetail.saveAgentNotes, { id: buyer.id, notes: 'Called back, wants a Saturday viewing.' }, asAgent);
    const notes = (await t.call<{ notes: string; updated_at: number | null }>(userDetail.agentNotes, { id: buyer.id }, asAgent)).body;
    expect(notes.notes).toBe('Called back, wants a Saturday viewing.');
    expect(notes.updated_at).toBeGreaterThanOrEqual(T);
  });

  it('a showing answers when the agent last accepted, countered or cancelled it (answered_at)', async () => {
    type S = { id: number; status: string; answered_at?: number | null; offers: { id: number; proposed_dates_array: string[] }[] };
    const waiting = (
      await t.call<{ showings: S[] }>(showings.listShowings, { page: 1, per_page: 100, time_filter: 'current', awaiting: '1' }, asAgent)
    ).body.showings;
    expect(waiting.length).toBeGreaterThanOrEqual(2);
    expect(waiting.every((s) => s.answered_at === null)).toBe(true);
    const [first, second] = waiting as [S, S];
    const T = now();
    const offer = first.offers.at(-1);
    const accepted = await t.call<{ showing: S }>(
      showings.acceptShowing,
      { showing_id: first.id, offer_id: offer?.id, selected_datetime: offer?.proposed_dates_array[0] },
      asAgent,
    );
    expect(accepted.body.showing).toMatchObject({ status: 'booked' });
    expect(accepted.body.showing.answered_at).toBeGreaterThanOrEqual(T);
    const read = (await t.call<{ showing: S }>(showings.getShowing, { id: first.id }, { as: ADMIN })).body.showing;
    expect(read.answered_at).toBe(accepted.body.showing.answered_at);
    const cancelled = await t.call<{ showing: S }>(
      showings.cancelShowing,
      { showing_id: second.id, reason: 'Cancelled by agent' },
      asAgent,
    );
    expect(cancelled.body.showing.answered_at).toBeGreaterThanOrEqual(T);
  });
});
