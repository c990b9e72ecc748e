import nock from 'nock';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TranscriptResponse } from '@/lib/chat/answers';
import { handlerOf, invoke, recordUnmatched, setTestEnvironment, type Call } from './support/harness';
import { cookieOf, type Role } from './support/sessions';
import { upstreamAs } from './support/upstream';

vi.mock('next/headers', () => import('./support/next-headers'));

beforeAll(() => setTestEnvironment());
afterEach(() => {
  nock.cleanAll();
});

const BOT = 'app/api/chat/bot-message/route.ts';
const TRANSCRIPT = 'app/api/chat/transcript/[roomId]/route.ts';
const upstream = () => upstreamAs('admin');

async function call(role: Role, file: string, method: string, over: Partial<Call> = {}) {
  return invoke(await handlerOf(file, method), { method, path: '/api/chat', cookie: await cookieOf(role), ...over });
}
const transcript = (room: string) => call('admin', TRANSCRIPT, 'GET', { path: `/api/chat/transcript/${room}`, params: { roomId: room } });

describe('POST /api/chat/bot-message', () => {
  it("saves the trimmed text: 'Bot message was saved'", async () => {
    const scope = upstream().post('/chat/bot_message', { message: 'Welcome!' }).reply(200, { ok: true });
    const answer = await call('admin', BOT, 'POST', { json: { message: '  Welcome! ' } });
    expect([answer.status, (answer.body as { message: string }).message]).toEqual([200, 'Bot message was saved']);
    expect(scope.isDone()).toBe(true);
  });

  it("any upstream failure: 'Error saving bot message'", async () => {
    upstream().post('/chat/bot_message').reply(500, { message: 'Database is down' });
    const answer = await call('admin', BOT, 'POST', { json: { message: 'Welcome!' } });
    expect([answer.status, answer.message]).toEqual([502, 'Error saving bot message']);
  });

  it('an empty message, an agent, read-only and the hiding template are refused before any upstream call', async () => {
    for (const [role, json, status] of [
      ['admin', { message: '  ' }, 400],
      ['agent', { message: 'Hi' }, 403],
      ['readOnly', { message: 'Hi' }, 403],
      ['premierAdmin', { message: 'Hi' }, 403],
    ] as const) {
      const seen = recordUnmatched();
      try {
        expect((await call(role, BOT, 'POST', { json })).status).toBe(status);
        expect(seen.seen).toEqual([]);
      } finally {
        seen.stop();
      }
    }
  });
});

describe('GET /api/chat/transcript/{roomId}', () => {
  it('answers the transcript of the room asked for', async () => {
    const scope = upstream().get('/chat/transcript').query({ room_id: 'room-acme-0001' }).reply(200, { transcript: 'a\nb' });
    const answer = await transcript('room-acme-0001');
    expect(answer.body as TranscriptResponse).toEqual({ roomId: 'room-acme-0001', transcript: 'a\nb' });
    expect(scope.isDone()).toBe(true);
  });

  it("a failed or unknown room: 'Unable to load transcript'; a hostile room id is refused without a call", async () => {
    upstream().get('/chat/transcript').query(true).reply(500, { message: 'boom' });
    expect((await transcript('room-1')).message).toBe('Unable to load transcript');
    upstream().get('/chat/transcript').query(true).reply(404, { message: 'Chat not found' });
    const gone = await transcript('room-2');
    expect([gone.status, gone.message]).toEqual([404, 'Unable to load transcript']);
    const seen = recordUnmatched();
    try {
      const bad = await transcript('..%2F..%2Fetc');
      expect([bad.status, bad.message]).toEqual([404, 'Unable to load transcript']);
      expect(seen.seen).toEqual([]);
    } finally {
      seen.stop();
    }
  });
});
