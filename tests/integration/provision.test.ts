import nock from 'nock';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { handlerOf, invoke, recordUnmatched, setTestEnvironment } from './support/harness';
import { SIGNUP_SAMPLE, upstreamProvisionApp } from './support/routes/provision';
import { upstreamAs } from './support/upstream';

vi.mock('next/headers', () => import('./support/next-headers'));

beforeAll(() => setTestEnvironment());
afterEach(() => nock.cleanAll());

const GUID = '0f5a2f7e-1c2d-4e3f-a456-7b8c9d0e1f2a';
let address = 0;
/** Each test from its own address, so the per-address limit is the one under test only where it is. */
const freshAddress = () => `10.77.${Math.floor(++address / 250)}.${address % 250}`;
let keys = 0;
const freshKey = () => `${(++keys).toString(16).padStart(8, '0')}-0000-4000-a000-000000000000`;

async function post(json: unknown, ip = freshAddress(), origin?: string | null) {
  return invoke(await handlerOf('app/api/provision/signup/route.ts', 'POST'), {
    method: 'POST',
    path: '/api/provision/signup',
    json,
    headers: { 'x-forwarded-for': ip },
    origin,
  });
}

describe('POST /api/provision/signup', () => {
  it("creates the agent and answers 'Agent details saved' with payment_url carrying agent_{guid} and the return to /provision/complete", async () => {
    let sent: Record<string, unknown> = {};
    upstreamAs('signedOut').get('/provision/acme/join-acme').reply(200, upstreamProvisionApp);
    upstreamAs('signedOut')
      .post('/provision/agent', (b) => ((sent = b), true))
      .reply(200, { guid: GUID });
    const key = freshKey();
    const res = await post({ ...SIGNUP_SAMPLE, idempotencyKey: key, name: '  Nora Newagent ' });
    expect(res.status).toBe(200);
    expect(sent).toEqual({
      provision_id: 'join-acme',
      display_name: 'Nora Newagent',
      email: 'nora.newagent@example.com',
      phone: '(415) 555-0190',
      password: 'secret12',
      idempotency_key: key,
    });
    const body = res.body as { paymentUrl: string; message: string; guid: string };
    expect(body.message).toBe('Agent details saved');
    const link = new URL(body.paymentUrl);
    expect(link.origin + link.pathname).toBe('https://pay.upstream.test/agent/acme');
    expect(link.searchParams.get('client_reference_id')).toBe(`agent_${GUID}`);
    expect(link.searchParams.get('return_url')).toBe('http://dashboard.test/provision/complete');
  });

  it('a repeated submit (same key, in flight or done) reaches the upstream once', async () => {
    upstreamAs('signedOut').get('/provision/acme/join-acme').reply(200, upstreamProvisionApp);
    const create = upstreamAs('signedOut').post('/provision/agent').delay(50).reply(200, { guid: GUID });
    const json = { ...SIGNUP_SAMPLE, idempotencyKey: freshKey() };
    const [a, b] = await Promise.all([post(json), post(json)]);
    const c = await post(json);
    expect([a.status, b.status, c.status]).toEqual([200, 200, 200]);
    expect(new Set([a, b, c].map((r) => (r.body as { guid: string }).guid))).toEqual(new Set([GUID]));
    expect(create.isDone()).toBe(true);
    expect(nock.pendingMocks()).toEqual([]);
  });

  it("shows the upstream's own message, or 'Unknown error' when it gives none", async () => {
    upstreamAs('signedOut').get('/provision/acme/join-acme').twice().reply(200, upstreamProvisionApp);
    upstreamAs('signedOut').post('/provision/agent').reply(409, { message: 'An account with this email already exists. Sign in instead.' });
    const taken = await post({ ...SIGNUP_SAMPLE, idempotencyKey: freshKey() });
    expect([taken.status, taken.message]).toEqual([409, 'An account with this email already exists. Sign in instead.']);
    upstreamAs('signedOut').post('/provision/agent').reply(500, { message: '' });
    const silent = await post({ ...SIGNUP_SAMPLE, idempotencyKey: freshKey() });
    expect([silent.status, silent.message]).toEqual([502, 'Unknown error']);
  });

  it('a link that is not enabled or not set up is refused before any agent is created', async () => {
    upstreamAs('signedOut')
      .get('/provision/acme/join-acme')
      .reply(200, { ...upstreamProvisionApp, enabled: false });
    const off = await post({ ...SIGNUP_SAMPLE, idempotencyKey: freshKey() });
    expect([off.status, off.message]).toEqual([
      400,
      'Self-provisioning is not enabled for Acme Realty. Ask the brokerage for another way to join.',
    ]);
    upstreamAs('signedOut')
      .get('/provision/acme/join-acme')
      .reply(200, { ...upstreamProvisionApp, payment_url: '' });
    const setup = await post({ ...SIGNUP_SAMPLE, idempotencyKey: freshKey() });
    expect(setup.status).toBe(400);
    expect(setup.message).toContain('has not finished setting up');
    expect(nock.pendingMocks()).toEqual([]);
  });

  it("refuses short fields with the spec's messages, unknown fields, a bad key or link, never calling the upstream", async () => {
    const upstream = recordUnmatched();
    try {
      const cases: [Record<string, unknown>, string][] = [
        [{ name: 'ab' }, 'Invalid name: Please enter a valid name'],
        [{ email: 'a@' }, 'Invalid email: Please enter a valid email'],
        [{ phone: '12' }, 'Invalid phone: Please enter a valid phone number'],
        [{ password: '12345' }, 'Invalid password: Please enter a valid password'],
        [{ idempotencyKey: 'short' }, 'Invalid idempotencyKey: Invalid idempotency key'],
      ];
      for (const [change, message] of cases) {
        const res = await post({ ...SIGNUP_SAMPLE, ...change });
        expect([res.status, res.message], JSON.stringify(change)).toEqual([400, message]);
      }
      expect((await post({ ...SIGNUP_SAMPLE, admin: true })).status).toBe(400);
      expect((await post({ ...SIGNUP_SAMPLE, provisionId: '../../login' })).status).toBe(400);
      expect((await post({ ...SIGNUP_SAMPLE, name: 'x'.repeat(201) })).status).toBe(400);
      expect((await post('not json')).status).toBe(400);
      expect((await post(SIGNUP_SAMPLE, freshAddress(), 'https://evil.test')).status).toBe(403);
    } finally {
      upstream.stop();
    }
    expect(upstream.seen).toEqual([]);
  });

  it('the form flooded from one address: past 10 sign-ups a clear 429 with Retry-After, and the upstream hears no more', async () => {
    const ip = '10.88.0.1';
    const app = upstreamAs('signedOut').get('/provision/acme/join-acme').times(10).reply(200, upstreamProvisionApp);
    const create = upstreamAs('signedOut').post('/provision/agent').times(10).reply(200, { guid: GUID });
    const answers = [];
    for (let i = 0; i < 14; i++)
      answers.push(await post({ ...SIGNUP_SAMPLE, idempotencyKey: freshKey(), email: `flood${i}@example.com` }, ip));
    expect(answers.slice(0, 10).map((a) => a.status)).toEqual(Array(10).fill(200));
    for (const refused of answers.slice(10)) {
      expect([refused.status, refused.message]).toEqual([
        429,
        'Too many sign-ups from your network. Please wait a few minutes and try again.',
      ]);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(app.isDone() && create.isDone()).toBe(true);
    // Another address is not held by the flood.
    upstreamAs('signedOut').get('/provision/acme/join-acme').reply(200, upstreamProvisionApp);
    upstreamAs('signedOut').post('/provision/agent').reply(200, { guid: GUID });
    expect((await post({ ...SIGNUP_SAMPLE, idempotencyKey: freshKey() })).status).toBe(200);
  });
});
