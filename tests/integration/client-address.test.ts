import type { IncomingMessage } from 'node:http';
import nock from 'nock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetLimitsForTests } from '@/server/limits/counter';
import { TOO_MANY_ATTEMPTS } from '@/server/limits/attempts';
// The production server's own step (scripts/serve.mjs), run here on the request a socket delivered.
import { appendPeerAddress } from '../../scripts/forwarded-for.mjs';
import { handlerOf, invoke, setTestEnvironment } from './support/harness';
import { upstreamAs } from './support/upstream';

vi.mock('next/headers', () => import('./support/next-headers'));

const LIMIT = 5;
const FORGOT_ANSWER = { message: 'If an account exists for this email, a reset link has been sent.' };

async function limitsFrom(env: Record<string, string>) {
  setTestEnvironment({ SIGNIN_LIMIT_PER_ADDRESS: String(LIMIT), TRUSTED_PROXY_HOPS: undefined, RESET_LIMIT_PER_EMAIL: undefined, ...env });
  await forgetLimitsForTests();
}
beforeEach(async () => {
  await limitsFrom({});
  // Windows are whole 10 minutes since 1970 (server/limits/counter.ts): each test runs at the start of one.
  vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 10, 28, 9, 0, 1) });
});
afterEach(async () => {
  vi.useRealTimers();
  nock.cleanAll();
  setTestEnvironment({ SIGNIN_LIMIT_PER_ADDRESS: undefined, TRUSTED_PROXY_HOPS: undefined, RESET_LIMIT_PER_EMAIL: undefined });
  await forgetLimitsForTests();
});

/** The X-Forwarded-For the dashboard sees for a request from `peer` that carried `sent`, as serve.mjs passes it on. */
function arriving(sent: string | undefined, peer: string): string {
  const req = {
    headers: sent === undefined ? {} : { 'x-forwarded-for': sent },
    socket: { remoteAddress: peer },
  } as unknown as IncomingMessage;
  appendPeerAddress(req);
  return String(req.headers['x-forwarded-for']);
}

async function post(route: 'login' | 'forgot', email: string, forwardedFor: string) {
  const handler = await handlerOf(`app/api/auth/${route}/route.ts`, 'POST');
  const json = route === 'login' ? { email, password: 'wrong-password' } : { email };
  return invoke(handler, { method: 'POST', path: `/api/auth/${route}`, json, headers: { 'x-forwarded-for': forwardedFor } });
}
const refuseAll = () => upstreamAs('signedOut').post('/login').reply(401, { message: 'Invalid email or password.' }).persist();

describe('sign-in limit per address: X-Forwarded-For trusted only as far as the configured proxies', () => {
  it('no proxy (TRUSTED_PROXY_HOPS unset): a fresh made-up X-Forwarded-For per attempt does not start a fresh count', async () => {
    refuseAll();
    for (let i = 0; i < LIMIT; i++)
      expect((await post('login', `p${i}@acme.test`, arriving(`198.51.100.${i}`, '203.0.113.50'))).status).toBe(401);
    expect(await post('login', 'p-last@acme.test', arriving('198.51.100.99', '203.0.113.50'))).toMatchObject({
      status: 429,
      message: TOO_MANY_ATTEMPTS,
    });
    // Another machine is counted apart.
    expect((await post('login', 'other@acme.test', arriving(undefined, '203.0.113.51'))).status).toBe(401);
  });

  it("one proxy (TRUSTED_PROXY_HOPS=1, as the cluster's nginx): each client behind it is counted by the address the proxy saw", async () => {
    await limitsFrom({ TRUSTED_PROXY_HOPS: '1' });
    refuseAll();
    const viaNginx = (sent: string) => arriving(sent, '127.0.0.1');
    for (let i = 0; i < LIMIT; i++)
      expect((await post('login', `q${i}@acme.test`, viaNginx(`10.0.0.${i}, 203.0.113.60`))).status).toBe(401);
    expect(await post('login', 'q-last@acme.test', viaNginx('10.9.9.9, 203.0.113.60'))).toMatchObject({
      status: 429,
      message: TOO_MANY_ATTEMPTS,
    });
    // A second client behind the same nginx is not held by the first one's attempts.
    expect((await post('login', 'neighbour@acme.test', viaNginx('203.0.113.61'))).status).toBe(401);
  });

  it('the setting is a whole number of proxies; anything else stops the server naming it', async () => {
    const { parseConfig } = await import('@/server/config');
    const base = { UPSTREAM_API_URL: 'http://u.test', SESSION_SECRETS: 's'.repeat(32) };
    expect(parseConfig(base).trustedProxyHops).toBe(0);
    expect(parseConfig({ ...base, TRUSTED_PROXY_HOPS: '2' }).trustedProxyHops).toBe(2);
    expect(() => parseConfig({ ...base, TRUSTED_PROXY_HOPS: '-1' })).toThrow(/TRUSTED_PROXY_HOPS must be a whole number/);
    expect(() => parseConfig({ ...base, TRUSTED_PROXY_HOPS: '1.5' })).toThrow(/TRUSTED_PROXY_HOPS/);
  });
});

describe('forgot password: limited per email and per address like sign-in', () => {
  it('a fourth reset request for one email within 10 minutes gets 429 with the sign-in message, and no fourth mail is asked for', async () => {
    const mails = upstreamAs('signedOut').post('/login/forgot').times(3).reply(200, FORGOT_ANSWER);
    for (let i = 0; i < 3; i++)
      expect((await post('forgot', 'agent@acme.test', arriving(undefined, `203.0.113.${70 + i}`))).status).toBe(200);
    const held = await post('forgot', 'AGENT@acme.test', arriving(undefined, '203.0.113.79'));
    expect(held).toMatchObject({ status: 429, message: TOO_MANY_ATTEMPTS });
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(mails.isDone()).toBe(true);
    // A different email is still served.
    upstreamAs('signedOut').post('/login/forgot').reply(200, FORGOT_ANSWER);
    expect((await post('forgot', 'manager@acme.test', arriving(undefined, '203.0.113.79'))).status).toBe(200);
  });

  it('past the per-address limit from one address (any emails) the next request gets 429 and reaches no upstream', async () => {
    const mails = upstreamAs('signedOut').post('/login/forgot').times(LIMIT).reply(200, FORGOT_ANSWER);
    for (let i = 0; i < LIMIT; i++)
      expect((await post('forgot', `r${i}@acme.test`, arriving(`198.51.100.${i}`, '203.0.113.80'))).status).toBe(200);
    expect(mails.isDone()).toBe(true);
    expect(await post('forgot', 'r-last@acme.test', arriving(undefined, '203.0.113.80'))).toMatchObject({
      status: 429,
      message: TOO_MANY_ATTEMPTS,
    });
  });

  it('RESET_LIMIT_PER_EMAIL sets the per-email number', async () => {
    await limitsFrom({ RESET_LIMIT_PER_EMAIL: '1' });
    upstreamAs('signedOut').post('/login/forgot').reply(200, FORGOT_ANSWER);
    expect((await post('forgot', 'agent@acme.test', arriving(undefined, '203.0.113.90'))).status).toBe(200);
    expect((await post('forgot', 'agent@acme.test', arriving(undefined, '203.0.113.91'))).status).toBe(429);
  });
});
