import nock from 'nock';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DeleteScheduledAlertResponse, RecipientsResponse, SendAlertResponse } from '@/lib/alerts/answers';
import { ALERT_MSG, addDays, zonedToday } from '@/lib/alerts/rules';
import { primeAppData } from '@/server/app-data';
import { sealSession } from '@/server/session';
import { appData, signIn, signInUser } from '@/tests/support/roles';
import { handlerOf, invoke, recordUnmatched, setTestEnvironment, type Call } from './support/harness';
import { cookieOf, type Role } from './support/sessions';
import { upstreamAs } from './support/upstream';

// Route handlers read their cookies through next/headers, which only Next's server can provide.
vi.mock('next/headers', () => import('./support/next-headers'));

beforeAll(() => setTestEnvironment());
afterEach(() => {
  nock.cleanAll();
});

const SEND = 'app/api/alerts/route.ts';
const DELETE = 'app/api/alerts/scheduled/[alertId]/route.ts';
const RECIPIENTS = 'app/api/alerts/recipients/route.ts';
const LISTINGS = 'app/api/alerts/listings/route.ts';

/** An admin of a brokerage in super-admin restricted mode (not in the shared fixture). */
const restricted = signIn(
  'key-restricted-admin',
  signInUser(),
  appData({ toggles: { pushNotificationsEnabled: true, manualPushEnabled: true, superAdminRestrictedMode: true, officesEnabled: true } }),
);
async function restrictedCookie() {
  primeAppData(restricted.session, restricted.app);
  return `bd_session=${await sealSession(restricted.session)}`;
}

const admin = () => upstreamAs('admin');

async function call(who: Role | 'restricted', file: string, method: string, over: Partial<Call> = {}) {
  const handler = await handlerOf(file, method);
  const cookie = who === 'restricted' ? await restrictedCookie() : await cookieOf(who);
  return invoke(handler, { method, path: '/api/alerts', cookie, ...over });
}
const send = (who: Role | 'restricted', json: unknown) => call(who, SEND, 'POST', { json });

async function unheard<T>(fn: () => Promise<T>): Promise<{ answer: T; heard: string[] }> {
  const upstream = recordUnmatched();
  try {
    return { answer: await fn(), heard: upstream.seen };
  } finally {
    upstream.stop();
  }
}

const base = {
  title: 'Open house weekend',
  subtitle: 'Forty homes open on Saturday',
  type: 'text',
  text: 'Hello',
  tags: [4],
  timing: 'now',
};
const errorOf = (answer: { body: unknown }) => (answer.body as { error: { message: string } }).error.message;

describe('POST /api/alerts', () => {
  it("sends the spec's payload and answers 'Alert sent'", async () => {
    let sent: unknown;
    const scope = admin()
      .post('/alerts/send', (b) => ((sent = b), true))
      .reply(200, { ok: true, id: 8, recipients: 12 });
    const answer = await send('admin', { ...base, officeId: 5, tags: [4, 4, 0] });
    expect(answer.status).toBe(201);
    expect(answer.body as SendAlertResponse).toEqual({ ok: true, id: 8, recipients: 12, message: ALERT_MSG.sent, fairHousing: [] });
    expect(sent).toEqual({
      title: base.title,
      subtitle: base.subtitle,
      type: 'text',
      text: 'Hello',
      tags: [4, 0],
      timing: 'now',
      office_id: 5,
    });
    scope.done();
  });

  it("a schedule becomes the exact instant of that time in the brokerage's zone (America/Los_Angeles)", async () => {
    let sent: { send_date_time?: number; timing?: string } = {};
    admin()
      .post('/alerts/send', (b) => ((sent = b), true))
      .reply(200, { ok: true, id: 9, recipients: 1 });
    const answer = await send('admin', {
      ...base,
      type: 'url',
      url: 'https://acme.test/x',
      text: undefined,
      tags: undefined,
      recipient: 40,
      timing: 'schedule',
      schedule: { date: '2030-07-01', hour: 9, minute: 15 },
    });
    expect(answer.status).toBe(201);
    expect((answer.body as SendAlertResponse).message).toBe(ALERT_MSG.scheduled);
    // 09:15 in Los Angeles in July (PDT, UTC-7) is 16:15 UTC.
    expect(sent).toMatchObject({
      timing: 'schedule',
      send_date_time: Date.UTC(2030, 6, 1, 16, 15) / 1000,
      recipient: 40,
      url: 'https://acme.test/x',
    });
  });

  it("refuses without an upstream call: a date before the brokerage's today, and each field's message", async () => {
    const yesterday = addDays(zonedToday('America/Los_Angeles', Date.now()), -1);
    const cases: [unknown, string][] = [
      [{ ...base, timing: 'schedule', schedule: { date: yesterday, hour: 9, minute: 0 } }, ALERT_MSG.dateBeforeToday],
      [{ ...base, timing: 'schedule', schedule: { date: '2030-07-01', hour: 9, minute: 10 } }, ALERT_MSG.minuteInvalid],
      [{ ...base, title: 'Too short' }, ALERT_MSG.minLength],
      [{ ...base, subtitle: 'x'.repeat(141) }, ALERT_MSG.maxLength],
      [{ ...base, title: '   ' }, ALERT_MSG.required],
      [{ ...base, type: 'video' }, ALERT_MSG.typeRequired],
      [{ ...base, text: '' }, ALERT_MSG.textRequired],
      [{ ...base, tags: [] }, ALERT_MSG.tagsRequired],
      [{ ...base, tags: undefined }, ALERT_MSG.recipientRequired],
      [{ ...base, type: 'url', url: 'javascript:alert(1)' }, ALERT_MSG.urlInvalid],
    ];
    for (const [json, message] of cases) {
      const { answer, heard } = await unheard(() => send('admin', json));
      expect(answer.status, message).toBe(400);
      expect(errorOf(answer)).toContain(message);
      expect(heard).toEqual([]);
    }
  });

  it('restricted mode: an admin may not choose a user or send a listing (403, nothing sent); tags go through', async () => {
    for (const json of [
      { ...base, tags: undefined, recipient: 40 },
      { ...base, type: 'listing', listing: { key: 'L1', address: '1 Oak St' } },
    ]) {
      const { answer, heard } = await unheard(() => send('restricted', json));
      expect(answer.status).toBe(403);
      expect(heard).toEqual([]);
    }
    upstreamAs({ apiKey: 'key-restricted-admin', mode: 'manager' }).post('/alerts/send').reply(200, { ok: true, id: 10, recipients: 3 });
    expect((await send('restricted', base)).status).toBe(201);
  });

  it("a refusal upstream answers with the upstream's message", async () => {
    admin().post('/alerts/send').reply(400, { message: 'No users match these recipients.' });
    const answer = await send('admin', base);
    expect(answer.status).toBe(400);
    expect(errorOf(answer)).toBe('No users match these recipients.');
  });
});

describe('DELETE /api/alerts/scheduled/{id}', () => {
  it('removes by id', async () => {
    let body: unknown;
    admin()
      .post('/delete_scheduled_alert', (b) => ((body = b), true))
      .reply(200, { ok: true });
    const answer = await call('admin', DELETE, 'DELETE', { path: '/api/alerts/scheduled/7', params: { alertId: '7' } });
    expect(answer.status).toBe(200);
    expect(answer.body as DeleteScheduledAlertResponse).toEqual({ ok: true, message: ALERT_MSG.deleted });
    expect(body).toEqual({ id: 7 });
  });
});

describe('look-ups', () => {
  it('recipient search asks for 2000 rows with the text and office', async () => {
    const scope = admin()
      .get('/alerts/users')
      .query({ limit: '2000', search: 'ave', office: '5' })
      .reply(200, { users: [{ id: 40, display_name: 'Avery Buyer', email: 'avery@buyers.test' }] });
    const answer = await call('admin', RECIPIENTS, 'GET', { path: '/api/alerts/recipients?q=ave&office=5' });
    expect(answer.status).toBe(200);
    expect(answer.body as RecipientsResponse).toEqual({ users: [{ id: 40, name: 'Avery Buyer', email: 'avery@buyers.test' }] });
    scope.done();
  });

  it('the recipient search needs 3 characters; restricted mode refuses it and listing suggestions', async () => {
    const short = await unheard(() => call('admin', RECIPIENTS, 'GET', { path: '/api/alerts/recipients?q=av' }));
    expect(short.answer.status).toBe(400);
    expect(short.heard).toEqual([]);
    for (const [file, path] of [
      [RECIPIENTS, '/api/alerts/recipients?q=ave'],
      [LISTINGS, '/api/alerts/listings?q=oak'],
    ] as const) {
      const { answer, heard } = await unheard(() => call('restricted', file, 'GET', { path }));
      expect(answer.status).toBe(403);
      expect(heard).toEqual([]);
    }
  });
});
