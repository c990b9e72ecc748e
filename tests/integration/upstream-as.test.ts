import nock from 'nock';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, type Caller } from '@/server/upstream/client';
import { tags } from '@/server/upstream/contract';
import { handlerOf, invoke, recordUnmatched, setTestEnvironment, UPSTREAM } from './support/harness';
import { cookieOf, ROLES, type RoleName } from './support/sessions';
import { CALLS_AS, takeStrayCalls, upstreamAs } from './support/upstream';

vi.mock('next/headers', () => import('./support/next-headers'));

/** The one mistake a backend-for-frontend must not make, switched on per test: callerOf sends the session's key in the other mode. */
const bug = vi.hoisted(() => ({ otherMode: false }));
vi.mock('@/server/upstream/caller', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/server/upstream/caller')>();
  const callerOf: typeof real.callerOf = (session) => {
    const caller = real.callerOf(session);
    return bug.otherMode ? { ...caller, mode: caller.mode === 'agent' ? 'manager' : 'agent' } : caller;
  };
  return { ...real, callerOf };
});

/** What nock answers a request to a host it has interceptors for when none of them matches. */
const NO_MATCH = /^Nock: No match for request/;

beforeAll(() => setTestEnvironment());
afterEach(() => {
  bug.otherMode = false;
  nock.cleanAll();
});

describe('upstreamAs: a stub answers only the api key and mode it states', () => {
  it("each role's stated key is that role's own", () => {
    for (const role of Object.keys(ROLES) as RoleName[]) expect(CALLS_AS[role].apiKey, role).toBe(ROLES[role].session.apiKey);
  });

  const callers: [string, Caller][] = [
    ["the agent's key in agent mode", { apiKey: 'key-agent', mode: 'agent' }],
    ["the agent's key in manager mode", { apiKey: 'key-agent', mode: 'manager' }],
    ["the admin's key in agent mode", { apiKey: 'key-admin', mode: 'agent' }],
    ["the admin's key in manager mode", { apiKey: 'key-admin', mode: 'manager' }],
    ['no key', null],
  ];
  /** Which of `callers` a stub answers, sending GET /tags through the dashboard's own upstream client. */
  async function answered(stub: RoleName | 'signedOut'): Promise<string[]> {
    const heard: string[] = [];
    for (const [name, caller] of callers) {
      nock.cleanAll();
      upstreamAs(stub).get('/tags').reply(200, { tags: [] });
      const ok = await call(tags.listTags, {}, caller).then(
        () => true,
        (err: Error) => (expect(err.message).toMatch(NO_MATCH), false),
      );
      // A call the stub refuses is a stray one, which would fail any other test.
      expect(takeStrayCalls()).toEqual(ok ? [] : ['GET /tags']);
      if (ok) heard.push(name);
    }
    return heard;
  }

  it('the exact pair, and no other pair or a keyless call', async () => {
    expect(await answered('agent')).toEqual(["the agent's key in agent mode"]);
    expect(await answered('admin')).toEqual(["the admin's key in manager mode"]);
  });

  it("'signedOut' answers a call with no key, and none that carries one", async () => {
    expect(await answered('signedOut')).toEqual(['no key']);
  });
});

describe('a handler calling with the right key in the wrong mode fails against the stubs', () => {
  const listTags = () => handlerOf('app/api/tags/route.ts', 'GET');

  it.each(['agent', 'admin'] as const)('GET /api/tags as %s: the stub is left unmatched and the handler answers an error', async (role) => {
    // The mistake is in place before the stub is made, as a real one would be.
    bug.otherMode = true;
    const stub = upstreamAs(role).get('/tags').reply(200, { tags: [] });
    const cookie = await cookieOf(role);
    const unmatched = recordUnmatched();
    try {
      const answer = await invoke(await listTags(), { path: '/api/tags', cookie });
      expect(answer.status).toBeGreaterThanOrEqual(500);
      expect(answer.message).toMatch(NO_MATCH);
      expect(unmatched.seen).toEqual([`GET ${UPSTREAM}/tags`]);
      expect(stub.isDone()).toBe(false);
      expect(takeStrayCalls()).toEqual(['GET /tags']);
    } finally {
      unmatched.stop();
    }
    // Without the mistake, the same stub answers.
    bug.otherMode = false;
    expect((await invoke(await listTags(), { path: '/api/tags', cookie })).status).toBe(200);
    expect(stub.isDone()).toBe(true);
  });

  it('a stub that states neither (what most stubs were) lets the same mistake through', async () => {
    nock(UPSTREAM).get('/tags').reply(200, { tags: [] });
    const cookie = await cookieOf('agent');
    bug.otherMode = true;
    expect((await invoke(await listTags(), { path: '/api/tags', cookie })).status).toBe(200);
  });
});
