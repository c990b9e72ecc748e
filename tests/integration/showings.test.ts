import nock from 'nock';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ShowingCalendar, ShowingChanged } from '@/lib/showings/answers';
import { SHOWING_MSG } from '@/lib/showings/rules';
import { handlerOf, invoke, recordUnmatched, setTestEnvironment, type Call } from './support/harness';
import { upstreamShowing } from './support/routes/showings';
import { cookieOf, type Role } from './support/sessions';
import { upstreamAs } from './support/upstream';

vi.mock('next/headers', () => import('./support/next-headers'));

beforeAll(() => setTestEnvironment());
afterEach(() => {
  nock.cleanAll();
});

/** The agent's calls carry agent mode (showing calls send the agent mode header unless in manager mode). */
const upstream = () => upstreamAs('agent');

async function post(action: 'accept' | 'counter' | 'cancel', json: unknown, role: Role = 'agent') {
  const handler = await handlerOf(`app/api/showings/[showingId]/${action}/route.ts`, 'POST');
  return invoke(handler, {
    method: 'POST',
    path: `/api/showings/41/${action}`,
    params: { showingId: '41' },
    cookie: await cookieOf(role),
    json,
  } as Call);
}
async function calendar() {
  const handler = await handlerOf('app/api/showings/[showingId]/calendar/route.ts', 'GET');
  return invoke(handler, {
    method: 'GET',
    path: '/api/showings/41/calendar',
    params: { showingId: '41' },
    cookie: await cookieOf('agent'),
  } as Call);
}

async function unheard<T>(fn: () => Promise<T>): Promise<{ answer: T; heard: string[] }> {
  const rec = recordUnmatched();
  try {
    return { answer: await fn(), heard: rec.seen };
  } finally {
    rec.stop();
  }
}

describe('showing actions', () => {
  it("accepts the user's latest offer at one of its times, in agent mode", async () => {
    upstream()
      .get('/showings/41')
      .reply(200, { showing: upstreamShowing('pending') });
    const sent = upstream()
      .post('/agent/showing/accept', { showing_id: 41, offer_id: 7, selected_datetime: '2031-05-04 21:00:00' })
      .reply(200, { showing: upstreamShowing('booked', '2031-05-04 21:00:00') });
    const answer = await post('accept', { offerId: 7, time: '2031-05-04 21:00:00' });
    expect(answer.status).toBe(200);
    const body = answer.body as ShowingChanged;
    expect(body.showing.status).toBe('booked');
    expect(body.showing.actions).toMatchObject({ calendar: true, reschedule: true, cancel: true, accept: false });
    expect(sent.isDone()).toBe(true);
  });

  it('refuses a time the offer does not propose, and an accept on a booked showing, sending nothing', async () => {
    upstream()
      .get('/showings/41')
      .reply(200, { showing: upstreamShowing('pending') });
    const wrong = await unheard(() => post('accept', { offerId: 7, time: '2031-05-04 18:00:00' }));
    expect(wrong.answer.status).toBe(400);
    expect(wrong.answer.body).toMatchObject({ error: { message: SHOWING_MSG.chooseTime } });
    expect(wrong.heard).toEqual([]);
    upstream()
      .get('/showings/41')
      .reply(200, { showing: upstreamShowing('booked', '2031-05-04 21:00:00') });
    const booked = await unheard(() => post('accept', { offerId: 7, time: '2031-05-04 21:00:00' }));
    expect(booked.answer.status).toBe(409);
    expect(booked.heard).toEqual([]);
  });

  it('sends the counter as one UTC time (the brokerage is in Los Angeles) with the message', async () => {
    upstream()
      .get('/showings/41')
      .reply(200, { showing: upstreamShowing('pending') });
    const sent = upstream()
      .post('/agent/showing/counter', { showing_id: 41, dates: ['2031-05-05 17:30:00'], message: 'Sunday instead?' })
      .reply(200, { showing: upstreamShowing('negotiating') });
    const answer = await post('counter', { date: '2031-05-05', time: '10:30', message: 'Sunday instead?' });
    expect(answer.status).toBe(200);
    expect(sent.isDone()).toBe(true);
  });

  it('a counter needs a date and a time (nothing sent)', async () => {
    const none = await unheard(() => post('counter', { date: '', time: '', message: '' }));
    expect(none.answer.status).toBe(400);
    expect(none.heard).toEqual([]);
  });

  it('a past showing (booked more than 3 days ago) takes no action; a cancelled one cannot be cancelled', async () => {
    upstream()
      .get('/showings/41')
      .reply(200, { showing: upstreamShowing('booked', '2020-01-01 17:00:00') });
    const past = await unheard(() => post('cancel', {}));
    expect(past.answer.status).toBe(409);
    expect(past.heard).toEqual([]);
    upstream()
      .get('/showings/41')
      .reply(200, { showing: upstreamShowing('cancelled') });
    expect((await unheard(() => post('cancel', {}))).heard).toEqual([]);
  });

  it('cancels with the fixed reason; an upstream failure says so and changes nothing', async () => {
    upstream()
      .get('/showings/41')
      .reply(200, { showing: upstreamShowing('booked', '2031-05-04 21:00:00') });
    const sent = upstream()
      .post('/agent/showing/cancel', { showing_id: 41, reason: 'Cancelled by agent' })
      .reply(200, { showing: upstreamShowing('cancelled') });
    expect((await post('cancel', {})).status).toBe(200);
    expect(sent.isDone()).toBe(true);
    upstream()
      .get('/showings/41')
      .reply(200, { showing: upstreamShowing('booked', '2031-05-04 21:00:00') });
    upstream().post('/agent/showing/cancel').reply(500, { message: 'boom' });
    const failed = await post('cancel', {});
    expect(failed.status).toBe(502);
    expect(failed.body).toMatchObject({ error: { message: SHOWING_MSG.cancelFailed } });
  });

  it("the calendar link of a booked showing; its failure is the spec's message", async () => {
    upstream()
      .get('/showings/41')
      .reply(200, { showing: upstreamShowing('booked', '2031-05-04 21:00:00') });
    upstream().get('/showings/41/ical_token').reply(200, { url: 'https://upstream.test/showings/41/ical?token=abc' });
    const ok = await calendar();
    expect((ok.body as ShowingCalendar).url).toBe('https://upstream.test/showings/41/ical?token=abc');
    upstream()
      .get('/showings/41')
      .reply(200, { showing: upstreamShowing('booked', '2031-05-04 21:00:00') });
    upstream().get('/showings/41/ical_token').reply(500, { message: 'boom' });
    const failed = await calendar();
    expect(failed.status).toBe(502);
    expect(failed.body).toMatchObject({ error: { message: SHOWING_MSG.calendarFailed } });
  });
});
