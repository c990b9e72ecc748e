import nock from 'nock';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { INTEGRATION_MSG } from '@/lib/integrations/rules';
import { handlerOf, invoke, recordUnmatched, setTestEnvironment, type Call } from './support/harness';
import { upstreamIntegration } from './support/routes/integrations';
import { cookieOf, type Role } from './support/sessions';
import { upstreamAs } from './support/upstream';

vi.mock('next/headers', () => import('./support/next-headers'));

beforeAll(() => setTestEnvironment());
afterEach(() => {
  nock.cleanAll();
});

async function call(method: 'GET' | 'POST', json?: unknown, role: Role = 'admin') {
  const handler = await handlerOf('app/api/integrations/route.ts', method);
  return invoke(handler, { method, path: '/api/integrations', cookie: await cookieOf(role), ...(json ? { json } : {}) } as Call);
}

describe('the CRM box’s handler: secrets stay on the server', () => {
  it('the integration is answered without its secrets, only whether they are set', async () => {
    upstreamAs('admin')
      .get('/integration')
      .reply(200, { info: { ...upstreamIntegration, password: 'pw-secret' } });
    const answer = await call('GET');
    expect(answer.status).toBe(200);
    expect(JSON.stringify(answer.body)).not.toContain('fka_secret_123');
    expect(JSON.stringify(answer.body)).not.toContain('pw-secret');
    expect(answer.body).toMatchObject({ info: { name: 'fub', apiKeySet: true, passwordSet: true, active: true, syncChecked: true } });
  });

  it('a secret left empty keeps the saved one; only the chosen CRM’s fields are sent', async () => {
    let sent: Record<string, unknown> = {};
    upstreamAs('admin').get('/integration').reply(200, { info: upstreamIntegration });
    upstreamAs('admin')
      .post('/integration', (b) => ((sent = b), true))
      .reply(200, { info: { ...upstreamIntegration, sync_checked: 0 } });
    const answer = await call('POST', {
      name: 'fub',
      api_key: '',
      api_url: 'https://ignored.example',
      username: 'ignored',
      password: 'ignored',
      active: true,
    });
    expect(answer.body).toMatchObject({ message: INTEGRATION_MSG.saved, info: { syncChecked: false } });
    expect(sent).toEqual({ name: 'fub', api_key: 'fka_secret_123', api_url: '', username: '', password: '', active: 1 });
    expect(JSON.stringify(answer.body)).not.toContain('fka_secret_123');
  });

  it("a missing required field is 'All fields are required' and nothing is saved; a failure is 'Error saving integration data'", async () => {
    upstreamAs('admin').get('/integration').reply(200, { info: upstreamIntegration });
    const unmatched = recordUnmatched();
    const refused = await call('POST', { name: 'delta', api_key: 'k', api_url: '', username: '', password: '', active: true });
    unmatched.stop();
    expect(refused).toMatchObject({ status: 400, message: INTEGRATION_MSG.required });
    expect(unmatched.seen).toEqual([]);
    upstreamAs('admin').get('/integration').reply(200, { info: upstreamIntegration });
    upstreamAs('admin').post('/integration').reply(500, { message: 'boom' });
    expect(await call('POST', { name: 'kvcore', api_key: 'k', api_url: '', username: '', password: '', active: true })).toMatchObject({
      status: 502,
      message: INTEGRATION_MSG.saveFailed,
    });
  });

  it('a provider-managed integration is not changed here', async () => {
    upstreamAs('admin')
      .get('/integration')
      .reply(200, { info: { ...upstreamIntegration, name: 'moxi', api_key: null } });
    expect((await call('POST', { name: 'fub', api_key: 'k', api_url: '', username: '', password: '', active: true })).status).toBe(403);
  });

  it('an agent reads and saves their own (the agent variant)', async () => {
    const own = upstreamAs('agent')
      .get('/integration/agent')
      .reply(200, { info: { ...upstreamIntegration, name: 'kvcore' } });
    expect((await call('GET', undefined, 'agent')).body).toMatchObject({ info: { name: 'kvcore' } });
    expect(own.isDone()).toBe(true);
  });
});

describe('the CRM widget’s calls', () => {
  it('the token and the key go through to the upstream in its words', async () => {
    upstreamAs('admin').get('/integration/rollout/token').reply(200, { jwt: 'h.p.s' });
    const token = await invoke(await handlerOf('app/api/integrations/widget/token/route.ts', 'GET'), {
      method: 'GET',
      path: '/api/integrations/widget/token',
      cookie: await cookieOf('admin'),
    } as Call);
    expect(token.body).toMatchObject({ jwt: 'h.p.s' });
    let sent: Record<string, unknown> = {};
    upstreamAs('admin')
      .post('/integration/rollout/key', (b) => ((sent = b), true))
      .reply(200, { ok: true, connected: false });
    const key = await invoke(await handlerOf('app/api/integrations/widget/key/route.ts', 'POST'), {
      method: 'POST',
      path: '/api/integrations/widget/key',
      cookie: await cookieOf('admin'),
      json: { appKey: 'wk_1', connectionId: 'conn-1', deleted: true },
    } as Call);
    expect(key.body).toMatchObject({ connected: false });
    expect(sent).toEqual({ app_key: 'wk_1', connection_id: 'conn-1', deleted: 1 });
  });
});
