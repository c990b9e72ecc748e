import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { showings } from '@/server/upstream/contract';
import { foldLine, icalText } from '../areas/showings/ical';
import { ADMIN, AGENT, AGENT_MANAGER, startTestApi, type TestApi } from './helpers';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t.stop();
});

type Offer = { id: number; user_id: number; proposed_dates_array: string[]; message: string | null; created_at?: number | null };
type S = { id: number; status: string; user_id: number; full_address: string; booked_datetime: string | null; offers: Offer[] };
type Page = { showings: S[]; pagination: { total: number; total_pages: number } };
const asAgent = { as: AGENT, mode: 'agent' as const };
const list = async (input: Record<string, unknown>) =>
  (await t.call<Page>(showings.listShowings, { page: 1, per_page: 100, time_filter: 'current', ...input }, asAgent)).body;
const PAST = Date.now() / 1000 - 3 * 86_400;
const secs = (text: string) => Date.parse(`${text.replace(' ', 'T')}Z`) / 1000;

describe('showings (demo upstream)', () => {
  it('seeds every status, current and past, with offer histories; past = booked more than 3 days ago', async () => {
    const current = await list({});
    const past = await list({ time_filter: 'past' });
    expect(new Set(current.showings.map((s) => s.status))).toEqual(new Set(['pending', 'negotiating', 'booked', 'cancelled']));
    expect(past.showings.length).toBeGreaterThanOrEqual(3);
    for (const s of past.showings) expect(secs(s.booked_datetime!)).toBeLessThan(PAST);
    for (const s of current.showings) if (s.booked_datetime) expect(secs(s.booked_datetime)).toBeGreaterThanOrEqual(PAST - 60);
    expect(current.showings.some((s) => s.offers.length >= 3)).toBe(true);
    expect(current.pagination.total).toBeGreaterThan(25);
    const paged = await list({ per_page: 25, page: 2 });
    expect(paged.pagination.total_pages).toBe(Math.ceil(current.pagination.total / 25));
    expect(paged.showings.length).toBe(current.pagination.total - 25);
  });

  it('filters by status and by user; another agent sees none of these', async () => {
    const booked = await list({ status: 'booked' });
    expect(booked.showings.every((s) => s.status === 'booked')).toBe(true);
    const user = booked.showings[0]!.user_id;
    expect((await list({ user_id: user })).showings.every((s) => s.user_id === user)).toBe(true);
    const id = booked.showings[0]!.id;
    const other = await t.call(showings.getShowing, { id }, { as: AGENT_MANAGER, mode: 'agent' });
    expect(other.status).toBe(404);
    expect((await t.call(showings.getShowing, { id }, { as: ADMIN })).status).toBe(200);
  });

  it('awaiting=1: the requests waiting for the agent, the longest waiting first, with offer times and phones', async () => {
    type Waiting = S & { user_phone?: string | null };
    const { showings: waiting, pagination } = (await list({ awaiting: '1' })) as { showings: Waiting[]; pagination: Page['pagination'] };
    const all = (await list({})).showings as Waiting[];
    const expected = all.filter((s) => (s.status === 'pending' || s.status === 'negotiating') && s.offers.at(-1)!.user_id === s.user_id);
    expect(waiting.length).toBeGreaterThan(0);
    expect(pagination.total).toBe(expected.length);
    expect(new Set(waiting.map((s) => s.id))).toEqual(new Set(expected.map((s) => s.id)));
    const since = waiting.map((s) => s.offers.at(-1)!.created_at!);
    expect(since.every((x) => Number.isInteger(x))).toBe(true);
    expect(since).toEqual([...since].sort((a, b) => a - b));
    expect(waiting.every((s) => s.user_phone === null || typeof s.user_phone === 'string')).toBe(true);
  });

  it("accepts only the user's latest offer at one of its times; counters; cancels", async () => {
    const pending = (await list({ status: 'pending' })).showings.find((s) => s.offers.at(-1)!.user_id === s.user_id)!;
    const offer = pending.offers.at(-1)!;
    const wrong = await t.call(
      showings.acceptShowing,
      { showing_id: pending.id, offer_id: offer.id, selected_datetime: '2020-01-01 10:00:00' },
      asAgent,
    );
    expect(wrong.status).toBe(409);
    const ok = await t.call<{ showing: S }>(
      showings.acceptShowing,
      { showing_id: pending.id, offer_id: offer.id, selected_datetime: offer.proposed_dates_array[1] ?? offer.proposed_dates_array[0] },
      asAgent,
    );
    expect(ok.status).toBe(200);
    expect(ok.body.showing.status).toBe('booked');
    expect(ok.body.showing.booked_datetime).toBe(offer.proposed_dates_array[1] ?? offer.proposed_dates_array[0]);

    const countered = await t.call<{ showing: S }>(
      showings.counterShowing,
      { showing_id: pending.id, dates: ['2031-01-02 18:00:00'], message: 'Later?' },
      asAgent,
    );
    expect(countered.body.showing.status).toBe('negotiating');
    expect(countered.body.showing.offers.at(-1)).toMatchObject({ proposed_dates_array: ['2031-01-02 18:00:00'], message: 'Later?' });
    // The agent's offer is the latest: no second counter until the user answers.
    expect(
      (await t.call(showings.counterShowing, { showing_id: pending.id, dates: ['2031-01-03 18:00:00'], message: '' }, asAgent)).status,
    ).toBe(409);

    const cancelled = await t.call<{ showing: S }>(
      showings.cancelShowing,
      { showing_id: pending.id, reason: 'Cancelled by agent' },
      asAgent,
    );
    expect(cancelled.body.showing.status).toBe('cancelled');
    expect((await t.call(showings.cancelShowing, { showing_id: pending.id, reason: 'Cancelled by agent' }, asAgent)).status).toBe(409);
  });

  it('serves a booked showing as an RFC 5545 file: stable UID, the address as LOCATION, the time in UTC', async () => {
    const booked = (await list({ status: 'booked' })).showings.find((s) => secs(s.booked_datetime!) > Date.now() / 1000)!;
    const first = await t.call<{ url: string }>(showings.showingIcalToken, { id: booked.id }, asAgent);
    const again = await t.call<{ url: string }>(showings.showingIcalToken, { id: booked.id }, asAgent);
    expect(again.body.url).toBe(first.body.url);
    const res = await fetch(first.body.url);
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
    const text = await res.text();
    expect(text.split('\r\n').every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!);
    expect(event.uid).toBe(`showing-${booked.id}@acme.showings.demo`);
    expect(event.location).toBe(booked.full_address);
    expect(event.startDate.zone.tzid).toBe('UTC');
    expect(event.startDate.toJSDate().getTime() / 1000).toBe(secs(booked.booked_datetime!));
    expect((await fetch(first.body.url.replace(/token=.*/, 'token=nope'))).status).toBe(404);
    const notBooked = (await list({ status: 'pending' })).showings[0]!;
    expect((await t.call(showings.showingIcalToken, { id: notBooked.id }, asAgent)).status).toBe(409);
  });

  it('escapes and folds calendar text', () => {
    expect(icalText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    const folded = foldLine(`LOCATION:${'é'.repeat(60)}`);
    expect(folded.split('\r\n').every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(`LOCATION:${'é'.repeat(60)}`);
  });
});
