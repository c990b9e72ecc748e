import nock from 'nock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GET as health } from '@/app/api/health/route';
import { forgetLimitsForTests, limitsState } from '@/server/limits/counter';
import { forgetProcessSingleton } from '@/server/process-singleton';
import { TOO_MANY_ATTEMPTS } from '@/server/limits/attempts';
import { handlerOf, invoke, setTestEnvironment } from './support/harness';
import { appData } from './support/sessions';
import { upstreamAs } from './support/upstream';

vi.mock('next/headers', () => import('./support/next-headers'));

/**
 * Only failed sign-ins use up an address's allowance, so an office of staff behind one
 * address signs in unrefused while a guessing run from it is stopped; the counts live in the store
 * (SQLite here; the cluster test shares one PostgreSQL between two instances), and a store that cannot
 * be reached leaves each instance counting alone, never stopping sign-in.
 */
const OFFICE = '198.51.100.77';
const RIGHT = 'right-password-1';

/** The upstream: the right password signs anyone in, any other is refused. */
function upstreamLogins() {
  upstreamAs('signedOut')
    .post('/login')
    // nock 15 hands a reply function the Request itself.
    .reply(async (req: unknown) => {
      const { email, password } = (await (req as Request).json()) as { email: string; password: string };
      if (password !== RIGHT) return [401, { message: 'Invalid email or password.' }];
      return [
        200,
        {
          api_key: `key-${email}`,
          app: appData(),
          user: { id: 7, type: 'agent', subType: null, email, display_name: 'Office Agent', payments: true, agent_data: null },
        },
      ];
    })
    .persist();
}

async function signIn(email: string, password: string, address = OFFICE) {
  const handler = await handlerOf('app/api/auth/login/route.ts', 'POST');
  return invoke(handler, { method: 'POST', path: '/api/auth/login', json: { email, password }, headers: { 'x-forwarded-for': address } });
}

beforeEach(async () => {
  setTestEnvironment({ SIGNIN_LIMIT_PER_ADDRESS: undefined, SIGNIN_LIMIT_PER_EMAIL: undefined });
  await forgetLimitsForTests();
  upstreamLogins();
  // Windows are whole 10 minutes since 1970: each test runs at the start of one, never across two.
  vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 10, 28, 9, 0, 1) });
});
afterEach(() => {
  vi.useRealTimers();
  nock.cleanAll();
});

describe('sign-in limits count failures', () => {
  it('500 staff sign in from one office address within the window, while 100 wrong passwords from it are the most it gets', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 500; i++) {
      answers.push((await signIn(`agent${i}@acme.test`, RIGHT)).status);
      // A guessing run from the same address, one wrong password after every fifth sign-in: its hundredth,
      // the last the address is allowed, comes after the last sign-in.
      if (i % 5 === 4) answers.push((await signIn(`agent${i}@acme.test`, `guess-${i}`)).status);
    }
    expect(answers.filter((s) => s === 200)).toHaveLength(500);
    expect(answers.filter((s) => s === 401)).toHaveLength(100);
    const held = await signIn('guesser@acme.test', 'guess-101');
    expect(held).toMatchObject({ status: 429, message: TOO_MANY_ATTEMPTS });
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(0);
  }, 120_000);

  it("a success clears the email's count: ten more wrong passwords are allowed after it, not one", async () => {
    for (let i = 0; i < 9; i++) expect((await signIn('forgetful@acme.test', `wrong-${i}`)).status).toBe(401);
    expect((await signIn('forgetful@acme.test', RIGHT)).status).toBe(200);
    for (let i = 0; i < 10; i++) expect((await signIn('forgetful@acme.test', `wrong-again-${i}`)).status).toBe(401);
    expect(await signIn('forgetful@acme.test', 'one-too-many')).toMatchObject({ status: 429, message: TOO_MANY_ATTEMPTS });
  });

  it('an upstream that cannot judge (502) uses up nothing', async () => {
    nock.cleanAll();
    upstreamAs('signedOut').post('/login').reply(502, 'Bad gateway').persist();
    for (let i = 0; i < 12; i++) expect((await signIn('patient@acme.test', RIGHT)).status).toBeGreaterThanOrEqual(500);
    nock.cleanAll();
    upstreamLogins();
    expect((await signIn('patient@acme.test', RIGHT)).status).toBe(200);
  });
});

describe('the store unreachable', () => {
  // A PostgreSQL nobody listens on: every count falls back to this instance's own.
  const useStore = (url: string | undefined) => {
    setTestEnvironment({ DATABASE_URL: url });
    forgetProcessSingleton('store');
    forgetProcessSingleton('audit-log');
  };
  afterEach(async () => {
    useStore(undefined);
    await forgetLimitsForTests();
  });

  it('sign-in goes on, limited by each instance alone, and health says so', async () => {
    useStore('postgres://dashboard@127.0.0.1:9/unreachable');
    expect((await signIn('staff@acme.test', RIGHT)).status).toBe(200);
    expect(limitsState()).toMatchObject({ shared: false });
    const answer = await health(new Request('http://localhost:3000/api/health'));
    expect(await answer.json()).toMatchObject({ status: 'degraded', limits: { shared: false } });
    for (let i = 0; i < 10; i++) expect((await signIn('target@acme.test', `wrong-${i}`)).status).toBe(401);
    expect(await signIn('target@acme.test', 'wrong-11')).toMatchObject({ status: 429, message: TOO_MANY_ATTEMPTS });
  });
});
