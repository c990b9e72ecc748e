import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents, app, auth, session } from '@/server/upstream/contract';
import { ADMIN, AGENT, startTestApi, type TestApi } from './helpers';

type SignedIn = {
  api_key?: string;
  apps?: { stack_id: string; name: string; icon: string }[];
  user?: {
    id: number;
    type: string;
    subType?: string | null;
    office_id?: number | null;
    agent_data?: { self_provisioned: boolean; subscription_status: string | null; subscription_cancel_at?: number | null } | null;
  };
  app?: { stack_id: string; mpro_agent?: boolean };
  disabled?: boolean;
  check_other?: boolean;
  message?: string;
};

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t.stop();
});

const login = (email: string, password = 'demo1234', stack_id?: string) =>
  t.call<SignedIn>(auth.login, { email, password, ...(stack_id ? { stack_id } : {}) });
const DAY = 86_400;

describe('seed accounts sign in as described', () => {
  it.each([
    ['admin@acme.test', 'acme', 'admin', null],
    ['manager@acme.test', 'acme', 'manager', null],
    ['agent@acme.test', 'acme', 'agent', null],
    ['agentadmin@acme.test', 'acme', 'agent', 'agentAdmin'],
    ['agentmanager@acme.test', 'acme', 'agent', 'agentManager'],
    ['restricted@bay.test', 'bay', 'admin', null],
  ])('%s → %s %s %s', async (email, stack, type, subType) => {
    const res = await login(email);
    expect(res.status).toBe(200);
    expect(res.body.api_key).toMatch(new RegExp(`^ds_${stack}_`));
    expect(res.body.api_key).not.toBe(t.key(`${stack}|${email}`));
    expect(res.body.user).toMatchObject({ type, subType });
    expect(res.body.app?.stack_id).toBe(stack);
    const again = await t.call(app.getApp, { stackId: stack }, { key: res.body.api_key });
    expect(again.status).toBe(200);
  });

  it('the manager and agentmanager have offices; agent@ is flagged mpro_agent', async () => {
    expect((await login('manager@acme.test')).body.user?.office_id).toBeGreaterThan(0);
    expect((await login('agentmanager@acme.test')).body.user?.office_id).toBeGreaterThan(0);
    expect((await login('agent@acme.test')).body.app?.mpro_agent).toBe(true);
    expect((await login('agentadmin@acme.test')).body.app?.mpro_agent).toBe(false);
  });

  it('multi@demo.test lists both apps without stack_id, signs in to the chosen one with it', async () => {
    const list = await login('multi@demo.test');
    expect(list.body).toEqual({
      apps: [
        expect.objectContaining({ stack_id: 'acme', name: 'Acme Realty' }),
        expect.objectContaining({ stack_id: 'bay', name: 'Bay Homes' }),
      ],
    });
    const bay = await login('multi@demo.test', 'demo1234', 'bay');
    expect(bay.body.api_key).toMatch(/^ds_bay_/);
    expect(bay.body.app?.stack_id).toBe('bay');
    expect((await login('multi@demo.test', 'demo1234', 'nowhere')).status).toBe(401);
  });

  it('canceled@ and unpaid@ are self-provisioned agents with their subscription state', async () => {
    const canceled = (await login('canceled@acme.test')).body.user?.agent_data;
    expect(canceled).toMatchObject({ self_provisioned: true, subscription_status: 'canceled' });
    const days = ((canceled?.subscription_cancel_at ?? 0) - Date.now() / 1000) / DAY;
    expect(days).toBeGreaterThan(19);
    expect(days).toBeLessThan(21);
    expect((await login('unpaid@acme.test')).body.user?.agent_data).toMatchObject({ self_provisioned: true, subscription_status: null });
  });

  it('disabled@ and checkother@ answer only their flag', async () => {
    expect((await login('disabled@acme.test')).body).toEqual({ disabled: true });
    expect((await login('checkother@acme.test')).body).toEqual({ check_other: true });
  });

  it('wrong password, unknown email and the end user buyer@ are refused with 401', async () => {
    for (const res of [await login('admin@acme.test', 'wrong-password'), await login('nobody@acme.test'), await login('buyer@acme.test')]) {
      expect(res).toMatchObject({ status: 401, body: { message: 'Invalid email or password.' } });
    }
  });

  it('counts sign-ins', async () => {
    const before = ((await t.fetch('/__demo/agents/1')).body as { login_count: number }).login_count;
    await login('ADMIN@acme.test');
    expect(((await t.fetch('/__demo/agents/1')).body as { login_count: number }).login_count).toBe(before + 1);
  });
});

describe('SSO by access token', () => {
  it('issues a token (admin key, form field) usable once within 10 minutes', async () => {
    const token = await t.call<{ accessToken: string }>(auth.accessToken, { email: 'agent@acme.test' }, { as: ADMIN });
    expect(token.status).toBe(200);
    const sso = await t.call<SignedIn>(auth.loginSso, { email: 'agent@acme.test', token: token.body.accessToken });
    expect(sso.body.api_key).toMatch(/^ds_acme_/);
    expect((await t.call(app.getApp, { stackId: 'acme' }, { key: sso.body.api_key, mode: 'agent' })).status).toBe(200);
    const reuse = await t.call(auth.loginSso, { email: 'agent@acme.test', token: token.body.accessToken });
    expect(reuse).toMatchObject({ status: 401, body: { message: 'Invalid or expired SSO access token.' } });
  });

  it('refuses a wrong email, an unknown token, an agent key and an unknown person', async () => {
    const token = await t.call<{ accessToken: string }>(auth.accessToken, { email: 'agent@acme.test' }, { as: ADMIN });
    expect((await t.call(auth.loginSso, { email: 'admin@acme.test', token: token.body.accessToken })).status).toBe(401);
    expect((await t.call(auth.loginSso, { email: 'agent@acme.test', token: 'made-up' })).status).toBe(401);
    expect((await t.call(auth.accessToken, { email: 'agent@acme.test' }, { as: AGENT, mode: 'agent' })).status).toBe(403);
    expect((await t.call(auth.accessToken, { email: 'ghost@acme.test' }, { as: ADMIN })).body).toEqual({ message: 'User not found' });
  });

  it('an expired token is refused', async () => {
    const token = await t.call<{ accessToken: string }>(auth.accessToken, { email: 'agent@acme.test' }, { as: ADMIN });
    // Age the token past its 10 minutes, through the same database file.
    const Database = (await import('better-sqlite3')).default;
    const rw = new Database(`${t.dir}/demo.sqlite`);
    rw.prepare('UPDATE sso_tokens SET expires_at = ? WHERE token = ?').run(Math.floor(Date.now() / 1000) - 1, token.body.accessToken);
    rw.close();
    expect((await t.call(auth.loginSso, { email: 'agent@acme.test', token: token.body.accessToken })).status).toBe(401);
  });
});

describe('key restore, CRM embed and forgotten passwords', () => {
  it('loginToken answers user and app for a valid key, 401 otherwise', async () => {
    const ok = await t.call<SignedIn>(auth.loginToken, { api_key: t.key(ADMIN), ro: true });
    expect(ok.body.user?.type).toBe('admin');
    expect(ok.body.app?.stack_id).toBe('acme');
    expect(await t.call(auth.loginToken, { api_key: 'dk_acme_nope', ro: false })).toMatchObject({
      status: 401,
      body: { message: 'Invalid API key' },
    });
    expect((await t.call(auth.loginToken, { api_key: t.key('acme|disabled@acme.test'), ro: false })).status).toBe(401);
  });

  it('loginFub maps account domain, agent email and person email', async () => {
    const fub = { fub_id: '1', fub_domain: 'acme', fub_agent_email: 'agent@acme.test', fub_user_email: 'buyer@acme.test' };
    const ok = await t.call<SignedIn & { user_id_redirect: number | null }>(auth.loginFub, fub);
    const buyer = t.db().prepare("SELECT id FROM end_users WHERE email = 'buyer@acme.test'").get() as { id: number };
    expect(ok.body).toMatchObject({ api_key: expect.stringMatching(/^ds_acme_/), user_id_redirect: buyer.id, app: { stack_id: 'acme' } });
    expect((await t.call(auth.loginFub, { ...fub, fub_user_email: 'stranger@example.com' })).body).toMatchObject({
      user_id_redirect: null,
    });
    expect(await t.call(auth.loginFub, { ...fub, fub_domain: 'nope' })).toMatchObject({ status: 404, body: { message: 'No Account' } });
    expect(await t.call(auth.loginFub, { ...fub, fub_agent_email: 'ghost@acme.test' })).toMatchObject({
      status: 404,
      body: { message: 'User not found' },
    });
  });

  it('forgotPassword always answers the same message and writes to the outbox only for a real account', async () => {
    const message = { message: 'If an account exists for this email, a reset link has been sent.' };
    expect((await t.call(auth.forgotPassword, { email: 'manager@acme.test' })).body).toEqual(message);
    expect((await t.call(auth.forgotPassword, { email: 'ghost@acme.test' })).body).toEqual(message);
    expect(
      ((await t.fetch('/__demo/outbox?to=manager@acme.test')).body as { items: { subject: string }[] }).items.map((i) => i.subject),
    ).toEqual(['Reset your dashboard password']);
    expect(((await t.fetch('/__demo/outbox?to=ghost@acme.test')).body as { items: unknown[] }).items).toEqual([]);
  });
});

describe('mode header', () => {
  it('agentadmin holds admin powers in manager mode only', async () => {
    const key = 'acme|agentadmin@acme.test';
    expect((await t.call(agents.agentsCsv, {}, { as: key, mode: 'manager' })).status).toBe(200);
    expect(await t.call(agents.agentsCsv, {}, { as: key, mode: 'agent' })).toMatchObject({
      status: 403,
      body: { message: 'Not allowed in agent mode: switch to admin/manager mode.' },
    });
    expect((await t.call(agents.agentsCsv, {}, { as: key })).status).toBe(403);
  });

  it('agentmanager holds manager, not admin, powers in manager mode', async () => {
    const key = 'acme|agentmanager@acme.test';
    expect((await t.call(agents.listAgents, { limit: 1, offset: 0 }, { as: key, mode: 'manager' })).status).toBe(200);
    expect(await t.call(agents.agentsCsv, {}, { as: key, mode: 'manager' })).toMatchObject({
      status: 403,
      body: { message: 'Admin access required.' },
    });
  });

  it('an admin in agent mode has agent powers', async () => {
    expect((await t.call(agents.listAgents, { limit: 1, offset: 0 }, { as: ADMIN, mode: 'agent' })).status).toBe(403);
    expect((await t.call(agents.listAgents, { limit: 1, offset: 0 }, { as: ADMIN, mode: 'manager' })).status).toBe(200);
  });
});

describe("sign-out revokes the sign-in's own key", () => {
  it('every sign-in gets a new key; POST /logout revokes that one only', async () => {
    const first = (await login('manager@acme.test')).body.api_key ?? '';
    const second = (await login('manager@acme.test')).body.api_key ?? '';
    expect(first).not.toBe(second);
    expect(await t.call(session.logout, {}, { key: first })).toMatchObject({ status: 200, body: { ok: true } });
    expect(await t.call(app.getApp, { stackId: 'acme' }, { key: first })).toMatchObject({
      status: 401,
      body: { message: 'Invalid API key' },
    });
    expect(await t.call(session.logout, {}, { key: first })).toMatchObject({ status: 401 });
    expect((await t.call(app.getApp, { stackId: 'acme' }, { key: second })).status).toBe(200);
    expect((await t.call(auth.loginToken, { api_key: first, ro: false })).status).toBe(401);
  });

  it("the account's stable key survives a logout made with it", async () => {
    expect((await t.call(session.logout, {}, { as: ADMIN })).status).toBe(200);
    expect((await t.call(app.getApp, { stackId: 'acme' }, { as: ADMIN })).status).toBe(200);
  });

  it('without a key, or with an unknown one, logout is 401', async () => {
    expect((await t.call(session.logout, {})).status).toBe(401);
    expect((await t.call(session.logout, {}, { key: 'ds_acme_made-up' })).status).toBe(401);
  });
});
