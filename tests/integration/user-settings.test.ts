import nock from 'nock';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { primeAppData } from '@/server/app-data';
import { sealSession, unsealSession } from '@/server/session';
import { appData, signIn, signInUser } from '@/tests/support/roles';
import { handlerOf, invoke, recordUnmatched, setTestEnvironment } from './support/harness';
import { upstreamSubscriberProfile } from './support/routes/user-settings';
import { cookieOf, type Role } from './support/sessions';
import { upstreamAs } from './support/upstream';

vi.mock('next/headers', () => import('./support/next-headers'));

beforeAll(() => setTestEnvironment());
afterEach(() => nock.cleanAll());

const call = async (file: string, method: string, path: string, who: Role | string, json?: unknown) =>
  invoke(await handlerOf(`app/api/user-settings/${file}/route.ts`, method), {
    method,
    path,
    cookie: who.startsWith('bd_session=') ? who : await cookieOf(who as Role),
    json,
  });

/** A self-provisioned agent's session in read-only mode (?ro=1). */
async function readOnlySubscriber(): Promise<string> {
  const { session, app } = signIn(
    'key-subscriber-ro',
    signInUser({
      id: 12,
      type: 'agent',
      email: 'subscriber@acme.test',
      display_name: 'Sasha Subscriber',
      agent_data: { self_provisioned: true, subscription_status: 'active' },
    }),
    appData(),
    { readOnly: true },
  );
  primeAppData(session, app);
  return `bd_session=${await sealSession(session)}`;
}

describe('GET /api/user-settings/api-key', () => {
  it("answers the own key, never cached, and 'API key not available' when the upstream has none", async () => {
    upstreamAs('agent').get('/user/api_key').reply(200, { key: 'key-agent' });
    const ok = await call('api-key', 'GET', '/api/user-settings/api-key', 'agent');
    expect(ok.body).toEqual({ key: 'key-agent' });
    expect(ok.headers.get('cache-control')).toBe('private, no-store');
    upstreamAs('agent').get('/user/api_key').reply(200, { key: null });
    const none = await call('api-key', 'GET', '/api/user-settings/api-key', 'agent');
    expect([none.status, none.message]).toEqual([404, 'API key not available']);
  });
});

describe('POST /api/user-settings/crm-email', () => {
  it("sends the trimmed address for the agent's own id and answers the spec's text", async () => {
    let sent: unknown;
    upstreamAs('agent')
      .post('/user/crm_email/3', (b) => ((sent = b), true))
      .reply(200, { crm_email: 'leads@crm.acme.test' });
    const res = await call('crm-email', 'POST', '/api/user-settings/crm-email', 'agent', { crmEmail: '  leads@crm.acme.test ' });
    expect(sent).toEqual({ crm_email: 'leads@crm.acme.test' });
    expect(res.body).toEqual({ ok: true, crmEmail: 'leads@crm.acme.test', message: 'CRM parsing email has been saved' });
  });

  it('clears it with an empty address', async () => {
    upstreamAs('agent').post('/user/crm_email/3', { crm_email: '' }).reply(200, { crm_email: null });
    expect((await call('crm-email', 'POST', '/api/user-settings/crm-email', 'agent', { crmEmail: '' })).body).toMatchObject({
      crmEmail: '',
    });
  });

  it("refuses a non-address ('Invalid email address'), 201 characters, an id smuggled in, or a number, before the upstream", async () => {
    const upstream = recordUnmatched();
    try {
      const bad = await call('crm-email', 'POST', '/api/user-settings/crm-email', 'agent', { crmEmail: 'not an address' });
      expect([bad.status, bad.message]).toEqual([400, 'Invalid crmEmail: Invalid email address']);
      const long = await call('crm-email', 'POST', '/api/user-settings/crm-email', 'agent', { crmEmail: `${'a'.repeat(196)}@x.io` });
      expect([long.status, long.message]).toEqual([400, 'Invalid crmEmail: At most 200 characters']);
      expect((await call('crm-email', 'POST', '/api/user-settings/crm-email', 'agent', { crmEmail: 7 })).status).toBe(400);
    } finally {
      upstream.stop();
    }
    expect(upstream.seen).toEqual([]);
  });

  it("an admin saves their own (the broker settings page): the admin's id is sent", async () => {
    let sent: unknown;
    upstreamAs('admin')
      .post('/user/crm_email/1', (b) => ((sent = b), true))
      .reply(200, { crm_email: 'leads@crm.acme.test' });
    const res = await call('crm-email', 'POST', '/api/user-settings/crm-email', 'admin', { crmEmail: 'leads@crm.acme.test' });
    expect(sent).toEqual({ crm_email: 'leads@crm.acme.test' });
    expect(res.body).toEqual({ ok: true, crmEmail: 'leads@crm.acme.test', message: 'CRM parsing email has been saved' });
  });

  it("an upstream failure is 'Error saving parsing email'", async () => {
    upstreamAs('agent').post('/user/crm_email/3').reply(500, { message: 'down' });
    const res = await call('crm-email', 'POST', '/api/user-settings/crm-email', 'agent', { crmEmail: 'leads@crm.acme.test' });
    expect([res.status, res.message]).toEqual([502, 'Error saving parsing email']);
  });
});

describe('DELETE /api/user-settings/subscription', () => {
  it("cancels, answers 'Subscription canceled' and rewrites the session as canceled (billing link hidden)", async () => {
    upstreamAs('selfProvisionedAgent').delete('/cancel_subscription').reply(200, { ok: true });
    upstreamAs('selfProvisionedAgent').get('/user/profile/12').reply(200, upstreamSubscriberProfile);
    const res = await call('subscription', 'DELETE', '/api/user-settings/subscription', 'selfProvisionedAgent');
    expect(res.body).toEqual({ ok: true, message: 'Subscription canceled' });
    const cookie = res.setCookies.find((c) => c?.name === 'bd_session');
    const session = await unsealSession(cookie?.value);
    expect(session?.user).toMatchObject({ subscriptionStatus: 'canceled', subscriptionCancelAt: 1_800_000_000 });
  });

  it("an upstream refusal is 'Error canceling subscription' with its status", async () => {
    upstreamAs('selfProvisionedAgent').delete('/cancel_subscription').reply(400, { message: 'There is no active subscription to cancel.' });
    const res = await call('subscription', 'DELETE', '/api/user-settings/subscription', 'selfProvisionedAgent');
    expect([res.status, res.message]).toEqual([400, 'Error canceling subscription']);
    expect(res.setCookies).toEqual([]);
  });

  it('read-only mode refuses it before the upstream; so does a cross-site request', async () => {
    const upstream = recordUnmatched();
    try {
      const ro = await call('subscription', 'DELETE', '/api/user-settings/subscription', await readOnlySubscriber());
      expect([ro.status, ro.message]).toEqual([403, 'Read-only mode: changes are not allowed.']);
      const cross = await invoke(await handlerOf('app/api/user-settings/subscription/route.ts', 'DELETE'), {
        method: 'DELETE',
        path: '/api/user-settings/subscription',
        cookie: await cookieOf('selfProvisionedAgent'),
        origin: 'https://evil.test',
      });
      expect(cross.status).toBe(403);
    } finally {
      upstream.stop();
    }
    expect(upstream.seen).toEqual([]);
  });
});

describe('GET /api/user-settings/users-csv', () => {
  it('streams the CSV with formula cells neutralised once canceled', async () => {
    upstreamAs('selfProvisionedAgent').get('/user/profile/12').reply(200, upstreamSubscriberProfile);
    upstreamAs('selfProvisionedAgent').get('/user/users_csv').reply(200, 'id,name\n1,=HYPERLINK("x")\n', { 'Content-Type': 'text/csv' });
    const res = await call('users-csv', 'GET', '/api/user-settings/users-csv', 'selfProvisionedAgent');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="my-users.csv"');
    expect(res.text).toBe(`\uFEFFid,name\n1,"'=HYPERLINK(""x"")"\n`);
  });

  it('is refused while the subscription is still active (the upstream says so, whatever the cookie holds)', async () => {
    upstreamAs('selfProvisionedAgent')
      .get('/user/profile/12')
      .reply(200, { ...upstreamSubscriberProfile, subscription_status: 'active', subscription_cancel_at: null });
    const res = await call('users-csv', 'GET', '/api/user-settings/users-csv', 'selfProvisionedAgent');
    expect([res.status, res.message]).toEqual([403, 'Your users can be downloaded once your subscription is canceled.']);
    expect(nock.pendingMocks()).toEqual([]);
  });
});
