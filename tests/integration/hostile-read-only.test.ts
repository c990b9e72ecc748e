import nock from 'nock';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sealSession, unsealSession } from '@/server/session';
import { handlerOf, invoke, recordUnmatched, setTestEnvironment, type Answer } from './support/harness';
import { appData, cookieOf, ROLES } from './support/sessions';
import { signInUser } from '@/tests/support/roles';
import { upstreamAs } from './support/upstream';

// Route handlers read their cookies through next/headers, which only Next's server can provide.
vi.mock('next/headers', () => import('./support/next-headers'));

beforeAll(() => setTestEnvironment());
afterEach(() => {
  nock.cleanAll();
});

const READ_ONLY = 'Read-only mode: changes are not allowed.';

/** A read-only session cannot be left through the key, an SSO token or a new sign-in. */
describe('read-only mode cannot be left', () => {
  const refusedWithoutUpstream = async (file: string, method: string, path: string, cookie: string | undefined) => {
    const upstream = recordUnmatched();
    const answer = await invoke(await handlerOf(file, method), { method, path, cookie }).finally(upstream.stop);
    expect([answer.status, answer.message]).toEqual([403, READ_ONLY]);
    expect(upstream.seen).toEqual([]);
  };

  it("a read-only admin gets no SSO token from the guide's Try it (POST /api/settings/sso-try)", async () => {
    await refusedWithoutUpstream('app/api/settings/sso-try/route.ts', 'POST', '/api/settings/sso-try', await cookieOf('readOnly'));
  });

  it('a read-only admin is not handed the brokerage key (GET /api/settings/api-key)', async () => {
    await refusedWithoutUpstream('app/api/settings/api-key/route.ts', 'GET', '/api/settings/api-key', await cookieOf('readOnly'));
  });

  it('an admin made read-only by the read-only cookie alone is refused the same', async () => {
    await refusedWithoutUpstream(
      'app/api/settings/api-key/route.ts',
      'GET',
      '/api/settings/api-key',
      `${await cookieOf('admin')}; bd_ro=1`,
    );
  });

  it("a read-only admin is not handed the CRM widget's token, with which the widget changes credentials (GET /api/integrations/widget/token)", async () => {
    await refusedWithoutUpstream(
      'app/api/integrations/widget/token/route.ts',
      'GET',
      '/api/integrations/widget/token',
      await cookieOf('readOnly'),
    );
  });

  it('a read-only agent is not handed their own key (GET /api/user-settings/api-key)', async () => {
    await refusedWithoutUpstream(
      'app/api/user-settings/api-key/route.ts',
      'GET',
      '/api/user-settings/api-key',
      `${await cookieOf('agent')}; bd_ro=1`,
    );
  });

  const newSessionOf = async (answer: Answer) => {
    const sealed = answer.setCookies.find((c) => c?.name === 'bd_session')?.value;
    expect(sealed, answer.text).toBeTruthy();
    return unsealSession(sealed);
  };
  const ssoAnswer = () =>
    void upstreamAs('signedOut').post('/login/sso').reply(200, { api_key: 'sso-key', user: signInUser(), app: appData() });
  const roCookieSet = (answer: Answer) => answer.setCookies.some((c) => c?.name === 'bd_ro' && c.value === '1');

  it('an SSO sign-in (/sso?e=&a=) made from a read-only session opens a read-only session', async () => {
    ssoAnswer();
    const cookie = `bd_session=${await sealSession(ROLES.readOnly.session)}`;
    const answer = await invoke(await handlerOf('app/api/auth/sso/route.ts', 'GET'), {
      path: '/api/auth/sso?e=admin%40acme.test&a=tok',
      cookie,
    });
    expect(answer.status).toBe(303);
    expect((await newSessionOf(answer))?.readOnly).toBe(true);
    expect(roCookieSet(answer)).toBe(true);
  });

  it('a key restore without ro=1, made under the read-only cookie, opens a read-only session', async () => {
    upstreamAs('signedOut').post('/login/token').reply(200, { user: signInUser(), app: appData() });
    const cookie = `${await cookieOf('admin')}; bd_ro=1`;
    const answer = await invoke(await handlerOf('app/api/auth/restore/route.ts', 'GET'), {
      path: '/api/auth/restore?api_key=other-key',
      cookie,
    });
    expect(answer.status).toBe(303);
    expect((await newSessionOf(answer))?.readOnly).toBe(true);
  });

  it('an SSO sign-in from a read-write session (or none) stays read-write', async () => {
    for (const cookie of [await cookieOf('admin'), undefined]) {
      ssoAnswer();
      const answer = await invoke(await handlerOf('app/api/auth/sso/route.ts', 'GET'), {
        path: '/api/auth/sso?e=admin%40acme.test&a=tok',
        cookie,
      });
      expect((await newSessionOf(answer))?.readOnly).toBe(false);
      expect(roCookieSet(answer)).toBe(false);
    }
  });
});
