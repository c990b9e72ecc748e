import nock from 'nock';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fubErrorMessage } from '@/lib/messages';
import { signContext } from '@/server/fub';
import { handlerOf, invoke, recordUnmatched, setTestEnvironment } from './support/harness';
import { appData } from './support/sessions';
import { upstreamAs } from './support/upstream';

// Route handlers read their cookies through next/headers, which only Next's server can provide.
vi.mock('next/headers', () => import('./support/next-headers'));

const SECRET = 'hostile-fub-secret';
beforeAll(() => setTestEnvironment({ FUB_EMBED_SECRET: SECRET }));
afterEach(() => {
  nock.cleanAll();
});

const b64url = (o: unknown) => Buffer.from(typeof o === 'string' ? o : JSON.stringify(o)).toString('base64url');
const CONTEXT = {
  account: { id: 1, domain: 'acme' },
  person: { id: 7, emails: [{ value: 'buyer@acme.test' }] },
  user: { id: 3, name: 'Agent', email: 'agent@acme.test' },
};
/** A context whose base64url and standard base64 forms differ ('?' and '>' encode to '/' and '+'). */
const WIDE = { ...CONTEXT, user: { ...CONTEXT.user, name: 'Agent ???>>>' } };
const signed = (context: string) => ({ context, signature: signContext(context, SECRET) });

/** Opens /fub (rewritten by proxy.ts to /api/fub) and answers where the visitor is sent and what reached the upstream. */
async function embed(query: Record<string, string>) {
  const upstream = recordUnmatched();
  try {
    const handler = await handlerOf('app/api/fub/route.ts', 'GET');
    const answer = await invoke(handler, { method: 'GET', path: `/api/fub?${new URLSearchParams(query)}` });
    expect(answer.status).toBe(303);
    const location = new URL(answer.headers.get('location') ?? '', 'http://dashboard.test');
    return { location, err: location.searchParams.get('err'), answer, upstream: upstream.seen };
  } finally {
    upstream.stop();
  }
}

/** The error page the visitor lands on, with its message; no session opened, the upstream not asked. */
async function expectErrorPage(query: Record<string, string>, err: string, message: string) {
  const { location, answer, upstream } = await embed(query);
  expect(location.pathname).toBe('/fub');
  expect(location.searchParams.get('err')).toBe(err);
  expect(fubErrorMessage(err)).toBe(message);
  expect(answer.rawSetCookies).toEqual([]);
  expect(upstream).toEqual([]);
}

describe('/fub: a signature that does not vouch for this exact context is refused (Not found)', () => {
  const context = b64url(CONTEXT);
  const cases: [string, Record<string, string>][] = [
    ['a forged signature (zeros)', { context, signature: '0'.repeat(64) }],
    ['a signature made with another secret', { context, signature: signContext(context, 'another-secret') }],
    ['no signature', { context }],
    ['an empty signature', { context, signature: '' }],
    ['no context', { signature: signContext(context, SECRET) }],
    ['neither', {}],
    ['a truncated signature', { context, signature: signContext(context, SECRET).slice(0, 63) }],
    ['a signature with a non-hex character', { context, signature: `${signContext(context, SECRET).slice(0, 63)}g` }],
    ['a base64 signature instead of hex', { context, signature: Buffer.from(signContext(context, SECRET), 'hex').toString('base64') }],
    [
      'a replayed signature on a context naming another user',
      { context: b64url({ ...CONTEXT, user: { id: 4, email: 'admin@acme.test' } }), signature: signContext(context, SECRET) },
    ],
    [
      'a replayed signature on a context naming another account',
      { context: b64url({ ...CONTEXT, account: { id: 2, domain: 'bay' } }), signature: signContext(context, SECRET) },
    ],
    [
      'a replayed signature on a context with a debug state added',
      { context: b64url({ ...CONTEXT, debugState: 'unauthorized' }), signature: signContext(context, SECRET) },
    ],
    ['a replayed signature with padding added to the context', { context: `${context}==`, signature: signContext(context, SECRET) }],
    [
      'a replayed signature with the context re-encoded in standard base64',
      { context: Buffer.from(JSON.stringify(WIDE)).toString('base64'), signature: signContext(b64url(WIDE), SECRET) },
    ],
  ];
  it('(the re-encoded context really differs from the signed one)', () => {
    expect(Buffer.from(JSON.stringify(WIDE)).toString('base64')).not.toBe(b64url(WIDE));
  });
  for (const [name, query] of cases) {
    it(name, async () => {
      await expectErrorPage(query, 'sig', 'Not found');
    });
  }
});

describe('/fub: a correctly signed context that cannot be read is refused (Unauthorized)', () => {
  const cases: [string, string][] = [
    ['a context that is not base64', 'this is not base64!'],
    ['a context that is base64 but not JSON', b64url('not json at all')],
    ['a JSON array', b64url([1, 2, 3])],
    ['JSON without the account', b64url({ user: CONTEXT.user })],
    ['an account domain of 5,000 characters', b64url({ ...CONTEXT, account: { id: 1, domain: 'a'.repeat(5000) } })],
    ['a context over 20,000 characters', b64url({ ...CONTEXT, padding: 'x'.repeat(20_000) })],
    ['a context of prototype-pollution keys', b64url('{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}}}')],
  ];
  for (const [name, context] of cases) {
    it(name, async () => {
      await expectErrorPage(signed(context), 'auth', 'Unauthorized');
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    });
  }
});

describe("/fub: the upstream's refusals map to their error pages", () => {
  const user = { id: 3, type: 'agent', email: 'agent@acme.test', display_name: 'Agent', payments: false, agent_data: null };
  const cases: [string, () => void, string, string][] = [
    [
      'an unknown CRM account',
      () => void upstreamAs('signedOut').post('/login/fub').reply(404, { message: 'No Account' }),
      'account',
      'No Account',
    ],
    [
      'an unknown CRM user',
      () => void upstreamAs('signedOut').post('/login/fub').reply(404, { message: 'User not found' }),
      'user',
      'User not found',
    ],
    ['a refused sign-in', () => void upstreamAs('signedOut').post('/login/fub').reply(401, { message: 'Invalid' }), 'auth', 'Unauthorized'],
    [
      'a person the app does not know',
      () => void upstreamAs('signedOut').post('/login/fub').reply(200, { api_key: 'k', user, app: appData(), user_id_redirect: null }),
      'user',
      'User not found',
    ],
    [
      'an upstream that cannot be reached',
      () => void upstreamAs('signedOut').post('/login/fub').replyWithError({ code: 'ECONNREFUSED' }),
      'Unable to reach server.',
      'Not found',
    ],
    [
      'an upstream answer outside the contract',
      () => void upstreamAs('signedOut').post('/login/fub').reply(200, { api_key: 42 }),
      'An error occurred',
      'Not found',
    ],
  ];
  for (const [name, arrange, err, message] of cases) {
    it(name, async () => {
      arrange();
      const { location, answer } = await embed(signed(b64url(CONTEXT)));
      expect(location.pathname).toBe('/fub');
      expect(location.searchParams.get('err')).toBe(err);
      expect(fubErrorMessage(err)).toBe(message);
      expect(answer.rawSetCookies).toEqual([]);
    });
  }

  it('a good signature signs in with an embed cookie and opens the person', async () => {
    upstreamAs('signedOut').post('/login/fub').reply(200, { api_key: 'k', user, app: appData(), user_id_redirect: 77 });
    const { location, answer } = await embed(signed(b64url(CONTEXT)));
    expect(location.pathname).toBe('/users/77');
    const cookie = answer.setCookies.find((c) => c?.name === 'bd_session');
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'none', partitioned: true, path: '/' });
  });
});
