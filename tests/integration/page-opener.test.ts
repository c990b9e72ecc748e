import nock from 'nock';
import { getURLFromRedirectError } from 'next/dist/client/components/redirect';
import {
  getAccessFallbackHTTPStatus,
  isHTTPAccessFallbackError,
} from 'next/dist/client/components/http-access-fallback/http-access-fallback';
import { isRedirectError } from 'next/dist/client/components/redirect-error';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AgentParams } from '@/lib/agent-profile/schema';
import { idParams } from '@/lib/forms/route-params';
import { PocketParams } from '@/lib/pocket/schema';
import { openPage } from '@/server/page';
import { sealSession, type Session } from '@/server/session';
import { UpstreamError } from '@/server/upstream/errors';
import { ORIGIN, setTestEnvironment } from './support/harness';
import { scope } from './support/next-headers';
import { appData, cookieOf, ROLES, type Role } from './support/sessions';
import { upstreamAs } from './support/upstream';

// Pages read their cookies through next/headers, which only Next's server can provide.
vi.mock('next/headers', () => import('./support/next-headers'));

beforeAll(() => setTestEnvironment());
afterEach(() => {
  nock.cleanAll();
  setTestEnvironment();
});

/** Runs `fn` as a page render of a request carrying `cookie`. */
function asRequest<T>(cookie: string | undefined, fn: () => Promise<T>): Promise<T> {
  const request = new Request(`${ORIGIN}/`, { headers: cookie ? { cookie } : {} });
  return scope.run({ request, responseHeaders: new Headers() }, fn);
}

const as = async <T>(role: Role, fn: () => Promise<T>) => asRequest(await cookieOf(role), fn);

/** Where a thrown redirect sends the visitor; fails the test for anything else. */
async function redirectOf(p: Promise<unknown>): Promise<string> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isRedirectError(err)) throw new Error(`expected a redirect, got ${String(err)}`);
  return getURLFromRedirectError(err);
}

/** A session whose app data is not cached: the opener reads it from the upstream. */
async function uncachedCookie(apiKey: string): Promise<{ cookie: string; session: Session }> {
  const session = { ...ROLES.admin.session, apiKey };
  return { cookie: `bd_session=${await sealSession(session)}`, session };
}

const params = <T>(value: T) => Promise.resolve(value);

describe('openPage: signed out', () => {
  it('sends the visitor to /login remembering the path and its query', async () => {
    const to = await redirectOf(
      asRequest(undefined, () =>
        openPage(
          '/agents/:agentId',
          { params: params({ agentId: '42' }), searchParams: params({ tab: 'pin', q: ['a b', 'c'] }) },
          AgentParams,
        ),
      ),
    );
    expect(to).toBe('/login?next=%2Fagents%2F42%3Ftab%3Dpin%26q%3Da%2Bb%26q%3Dc');
    const next = new URL(to, ORIGIN).searchParams.get('next');
    expect(next).toBe('/agents/42?tab=pin&q=a+b&q=c');
  });

  it('remembers nothing for a plain path that is the home, and the path alone without a query', async () => {
    expect(await redirectOf(asRequest(undefined, () => openPage('/')))).toBe('/login');
    expect(await redirectOf(asRequest(undefined, () => openPage('/mortgagepro')))).toBe('/login?next=%2Fmortgagepro');
  });

  it('a forged cookie is a signed-out visitor', async () => {
    const to = await redirectOf(asRequest('bd_session=forged', () => openPage('/agents')));
    expect(to).toBe('/login?next=%2Fagents');
  });
});

describe("openPage: the access table's rule", () => {
  it('refused → the rule’s redirect (home unless the rule names one)', async () => {
    expect(await redirectOf(as('agent', () => openPage('/agents')))).toBe('/');
    expect(await redirectOf(as('agentWithoutMpro', () => openPage('/mortgagepro')))).toBe('/');
    expect(await redirectOf(as('admin', () => openPage('/user_settings')))).toBe('/settings');
    expect(await redirectOf(as('agent', () => openPage('/settings')))).toBe('/user_settings');
  });

  it('allowed → the signed-in context, the params, the query and the path', async () => {
    const page = await as('manager', () =>
      openPage('/agents/:agentId', { params: params({ agentId: '7' }), searchParams: params({ x: '1' }) }, AgentParams),
    );
    expect(page.viewer.role).toBe('manager');
    expect(page.session.user.email).toBe('manager@acme.test');
    expect(page.app.name).toBe('Acme Realty');
    expect(page.params).toEqual({ agentId: 7 });
    expect(page.searchParams).toEqual({ x: '1' });
    expect(page.path).toBe('/agents/7?x=1');
  });

  it('read-only mode is the session’s: the viewer carries it', async () => {
    const page = await as('readOnly', () => openPage('/agents'));
    expect(page.viewer.readOnly).toBe(true);
  });

  it('refuses a route the access table does not hold, or a public one (a programming error)', async () => {
    await expect(as('admin', () => openPage('/nowhere'))).rejects.toThrow(/no protected route/);
    await expect(as('admin', () => openPage('/login'))).rejects.toThrow(/no protected route/);
    await expect(as('admin', () => openPage('/agents/42'))).rejects.toThrow(/no protected route/);
  });
});

/** Whether the page answered the not-found page (Next's notFound() throws a 404 fallback). */
async function notFoundOf(p: Promise<unknown>): Promise<boolean> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  return isHTTPAccessFallbackError(err) && getAccessFallbackHTTPStatus(err) === 404;
}

describe("openPage: the route's params", () => {
  it('parses them with the schema: a numeric id becomes a number', async () => {
    const page = await as('admin', () =>
      openPage(
        '/users/:userId/agentsavedsearch/:searchId',
        { params: params({ userId: '12', searchId: '0034' }) },
        idParams('userId', 'searchId'),
      ),
    );
    const ids: { userId: number; searchId: number } = page.params;
    expect(ids).toEqual({ userId: 12, searchId: 34 });
    const pocket = await as('admin', () => openPage('/pocket/:listingId', { params: params({ listingId: 'ACME-1.2' }) }, PocketParams));
    expect(pocket.params.listingId).toBe('ACME-1.2');
  });

  it('a value the schema refuses is the not-found page', async () => {
    for (const agentId of ['abc', '-1', '1e3', '0', '12.5', '9'.repeat(16), '']) {
      expect(await notFoundOf(as('admin', () => openPage('/agents/:agentId', { params: params({ agentId }) }, AgentParams))), agentId).toBe(
        true,
      );
    }
    const bothIds = idParams('userId', 'searchId');
    expect(
      await notFoundOf(
        as('admin', () =>
          openPage('/users/:userId/agentsavedsearch/:searchId', { params: params({ userId: '3', searchId: 'x' }) }, bothIds),
        ),
      ),
    ).toBe(true);
    expect(
      await notFoundOf(as('admin', () => openPage('/pocket/:listingId', { params: params({ listingId: 'a/b' }) }, PocketParams))),
    ).toBe(true);
  });

  it('is read after the sign-in and the rule: a bad id still sends the signed out to /login and the refused home', async () => {
    const bad = { params: params({ agentId: 'abc' }) };
    expect(await redirectOf(asRequest(undefined, () => openPage('/agents/:agentId', bad, AgentParams)))).toBe(
      '/login?next=%2Fagents%2Fabc',
    );
    expect(await redirectOf(as('agent', () => openPage('/agents/:agentId', bad, AgentParams)))).toBe('/');
  });

  it('a dynamic route without a schema, or a static one with, is a type error and a thrown programming error', async () => {
    // @ts-expect-error: '/agents/:agentId' has a segment, so openPage needs its schema
    await expect(as('admin', () => openPage('/agents/:agentId', { params: params({ agentId: '7' }) }))).rejects.toThrow(/params schema/);
    // @ts-expect-error: '/agents' has no segment to parse
    await expect(as('admin', () => openPage('/agents', {}, AgentParams))).rejects.toThrow(/params schema/);
  });

  it("a schema that does not read the route's segments is a type error", () => {
    // Never called: the type checker is the test (npm run typecheck).
    const check = () => {
      // @ts-expect-error: AgentParams reads agentId, the route names userId
      void openPage('/users/:userId', { params: params({ userId: '7' }) }, AgentParams);
      // @ts-expect-error: one id of the two
      void openPage('/users/:userId/agentsavedsearch/:searchId', { params: params({ userId: '7', searchId: '8' }) }, idParams('userId'));
    };
    expect(check).toBeTypeOf('function');
  });
});

describe('openPage: the session expiring', () => {
  it('the upstream refusing the key on the app data read → /logout?expired=1', async () => {
    const { cookie } = await uncachedCookie('key-expired-app');
    upstreamAs({ apiKey: 'key-expired-app', mode: 'manager' }).get('/app/acme').reply(401, { message: 'Invalid API key' });
    expect(await redirectOf(asRequest(cookie, () => openPage('/agents')))).toBe('/logout?expired=1');
  });

  it("the upstream refusing the key on one of the page's reads → /logout?expired=1", async () => {
    const page = await as('admin', () => openPage('/agents'));
    const expired = new UpstreamError('Invalid API key', 'upstream', 401, 'agents.listAgents');
    expect(await redirectOf(page.load(Promise.reject(expired)))).toBe('/logout?expired=1');
  });

  it('a read that succeeds passes its value through', async () => {
    const page = await as('admin', () => openPage('/agents'));
    await expect(page.load(Promise.resolve(42))).resolves.toBe(42);
  });
});

describe('openPage: other failures reach the error boundary', () => {
  it('the app data read failing (upstream down, 500) is thrown as it is', async () => {
    const { cookie } = await uncachedCookie('key-app-down');
    upstreamAs({ apiKey: 'key-app-down', mode: 'manager' }).get('/app/acme').reply(500, { message: 'Resting' });
    const err = await asRequest(cookie, () => openPage('/agents')).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UpstreamError);
    expect((err as UpstreamError).status).toBe(500);
  });

  it("a page read's other refusals and bugs are thrown as they are", async () => {
    const page = await as('admin', () => openPage('/agents'));
    const forbidden = new UpstreamError('Forbidden', 'upstream', 403, 'agents.getProfile');
    await expect(page.load(Promise.reject(forbidden))).rejects.toBe(forbidden);
    // A sign-in call's 401 (no key) is a refusal, not an expired session.
    const signIn = new UpstreamError('Invalid email or password.', 'upstream', 401, 'auth.login', false);
    await expect(page.load(Promise.reject(signIn))).rejects.toBe(signIn);
    await expect(page.load(Promise.reject(new TypeError('bug')))).rejects.toThrow('bug');
  });

  it('the app data read succeeding from the upstream opens the page', async () => {
    const { cookie } = await uncachedCookie('key-app-fresh');
    upstreamAs({ apiKey: 'key-app-fresh', mode: 'manager' })
      .get('/app/acme')
      .reply(200, appData({ name: 'Fresh Realty' }));
    const page = await asRequest(cookie, () => openPage('/agents'));
    expect(page.app.name).toBe('Fresh Realty');
  });
});
