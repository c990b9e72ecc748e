import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, provision } from '@/server/upstream/contract';
import { startTestApi, type TestApi } from './helpers';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t.stop();
});

type App = { enabled: boolean; payment_url: string | null; theme: { logo: string | null }; name: string };
const app = (uri: string, id: string) => t.call<App & { message?: string }>(provision.getProvisionApp, { uri, provision_id: id });
const signup = (over: Record<string, unknown> = {}) =>
  t.call<{ guid?: string; message?: string }>(provision.provisionAgent, {
    provision_id: 'join-acme',
    display_name: 'Nora Newagent',
    email: 'nora.newagent@example.com',
    phone: '(415) 555-0190',
    password: 'secret12',
    idempotency_key: 'key-nora-0001',
    ...over,
  });

describe('provision links, one per outcome', () => {
  it("acme's own link is enabled with a payment page, its logo and name", async () => {
    const a = await app('acme', 'join-acme');
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({ enabled: true, name: 'Acme Realty' });
    expect(a.body.payment_url).toBe(`${t.url}/pay/agent/acme`);
    expect((await t.fetch(new URL(a.body.theme.logo!).pathname)).status).toBe(200);
  });

  it('bay (toggle off) and a switched-off link are not enabled; a link without a payment page is not set up; unknown links are 404', async () => {
    expect((await app('bay', 'join-bay')).body.enabled).toBe(false);
    expect((await app('acme', 'closed-acme')).body.enabled).toBe(false);
    expect((await app('acme', 'setup-acme')).body).toMatchObject({ enabled: true, payment_url: null });
    expect(await app('acme', 'nope')).toMatchObject({ status: 404, body: { message: 'This sign-up link is not valid.' } });
    expect((await app('bay', 'join-acme')).status).toBe(404);
  });

  it('the broken link fails without a message', async () => {
    expect(await app('acme', 'broken-acme')).toMatchObject({ status: 500, body: { message: '' } });
  });
});

describe('agent sign-up', () => {
  it('creates one unpaid self-provisioned agent; the same idempotency key answers the same guid and creates nothing', async () => {
    const first = await signup();
    expect(first.status).toBe(200);
    expect(first.body.guid).toMatch(/^[0-9a-f-]{36}$/);
    const again = await signup();
    expect(again.body.guid).toBe(first.body.guid);
    const rows = t.db().prepare("SELECT self_provisioned, subscription_status FROM users WHERE email = 'nora.newagent@example.com'").all();
    expect(rows).toEqual([{ self_provisioned: 1, subscription_status: null }]);
    // Another key with the same e-mail is a second account: refused.
    expect(await signup({ idempotency_key: 'key-nora-0002' })).toMatchObject({
      status: 409,
      body: { message: 'An account with this email already exists. Sign in instead.' },
    });
  });

  it('refuses disabled links, links without setup and short fields', async () => {
    expect((await signup({ provision_id: 'join-bay', idempotency_key: 'key-bay-00001', email: 'b@example.com' })).status).toBe(400);
    expect((await signup({ provision_id: 'setup-acme', idempotency_key: 'key-setup-0001', email: 's@example.com' })).status).toBe(400);
    expect((await signup({ display_name: 'ab', idempotency_key: 'key-short-0001' })).status).toBe(400);
    expect((await signup({ password: '12345', idempotency_key: 'key-short-0002' })).status).toBe(400);
  });

  it('the simulated payment page activates the subscription, after which the agent signs in', async () => {
    const { guid } = (await signup({ email: 'pat.payer@example.com', idempotency_key: 'key-pat-00001' })).body;
    const ref = `client_reference_id=agent_${guid}&return_url=${encodeURIComponent('http://dash.test/provision/complete')}`;
    const page = await t.fetch(`/pay/agent/acme?${ref}`);
    expect(page.text).toContain('Pay $29.00 / month');
    const paid = await t.fetch(`/pay/agent/acme?${ref}`, { method: 'POST' });
    expect(paid.text).toContain('Payment complete');
    expect(paid.text).toContain('href="http://dash.test/provision/complete"');
    const login = await t.call<{ user?: { agent_data?: { self_provisioned: boolean; subscription_status: string | null } } }>(auth.login, {
      email: 'pat.payer@example.com',
      password: 'secret12',
    });
    expect(login.body.user?.agent_data).toMatchObject({ self_provisioned: true, subscription_status: 'active' });
  });

  it('the payment page refuses an unknown reference and never echoes a script return address', async () => {
    expect((await t.fetch('/pay/agent/acme?client_reference_id=agent_00000000-0000-4000-a000-000000000000')).status).toBe(404);
    const { guid } = (await signup({ email: 'sam.script@example.com', idempotency_key: 'key-sam-00001' })).body;
    const paid = await t.fetch(`/pay/agent/acme?client_reference_id=agent_${guid}&return_url=javascript:alert(1)`, { method: 'POST' });
    expect(paid.text).not.toContain('javascript:');
  });
});
