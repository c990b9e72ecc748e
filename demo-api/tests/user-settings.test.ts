import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, userSettings } from '@/server/upstream/contract';
import { ADMIN, AGENT, CANCELED, MANAGER, startTestApi, type TestApi } from './helpers';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t.stop();
});

const SUBSCRIBER = 'acme|subscriber@acme.test';
const idOf = (email: string) =>
  (t.db().prepare("SELECT id FROM users WHERE stack_id = 'acme' AND email = ?").get(email) as { id: number }).id;

describe('agent settings', () => {
  it("answers the caller's own API key, and null once the app has no Agent Insights", async () => {
    expect((await t.call(userSettings.getOwnApiKey, {}, { as: AGENT, mode: 'agent' })).body).toEqual({ key: t.key(AGENT) });
    expect((await t.call(userSettings.getOwnApiKey, {}, { as: MANAGER })).body).toEqual({ key: t.key(MANAGER) });
    await t.json('POST', '/__demo/apps/acme', { toggles: { agentInsightsEnabled: false } });
    try {
      expect((await t.call(userSettings.getOwnApiKey, {}, { as: AGENT, mode: 'agent' })).body).toEqual({ key: null });
      expect((await t.call(userSettings.saveAgentAutomation, { automation_beta: 1 }, { as: AGENT, mode: 'agent' })).status).toBe(403);
    } finally {
      await t.json('POST', '/__demo/apps/acme', { toggles: { agentInsightsEnabled: true } });
    }
  });

  it('saves the own CRM parsing e-mail, clears it, and refuses another id or a non-address', async () => {
    const id = idOf('agent@acme.test');
    const save = (input: Record<string, unknown>, as = AGENT) =>
      t.call<{ crm_email: string | null }>(userSettings.saveCrmEmail, input, { as, mode: 'agent' });
    expect((await save({ id, crm_email: 'Leads@CRM.acme.test' })).body).toEqual({ crm_email: 'Leads@CRM.acme.test' });
    expect((t.db().prepare('SELECT crm_email FROM users WHERE id = ?').get(id) as { crm_email: string }).crm_email).toBe(
      'Leads@CRM.acme.test',
    );
    expect((await save({ id, crm_email: '' })).body).toEqual({ crm_email: null });
    expect((await save({ id, crm_email: 'not an address' })).status).toBe(400);
    expect((await save({ id, crm_email: `${'a'.repeat(196)}@x.io` })).status).toBe(400);
    expect((await save({ id: idOf('canceled@acme.test'), crm_email: 'x@y.io' })).status).toBe(403);
    expect((await save({ id: idOf('admin@acme.test'), crm_email: 'x@y.io' })).status).toBe(403);
  });

  it("lets an admin set their own CRM parsing e-mail (the broker settings page), never an agent's", async () => {
    const admin = (input: Record<string, unknown>) => t.call<{ crm_email: string | null }>(userSettings.saveCrmEmail, input, { as: ADMIN });
    expect((await admin({ id: idOf('admin@acme.test'), crm_email: 'leads@crm.acme.test' })).body).toEqual({
      crm_email: 'leads@crm.acme.test',
    });
    expect(
      (t.db().prepare('SELECT crm_email FROM users WHERE id = ?').get(idOf('admin@acme.test')) as { crm_email: string }).crm_email,
    ).toBe('leads@crm.acme.test');
    expect((await admin({ id: idOf('agent@acme.test'), crm_email: 'x@y.io' })).status).toBe(403);
    expect((await t.call(userSettings.saveCrmEmail, { id: idOf('manager@acme.test'), crm_email: 'x@y.io' }, { as: MANAGER })).status).toBe(
      403,
    );
  });

  it('keeps each user their own automation beta (the subscriber has it on)', async () => {
    expect((await t.call(userSettings.getAgentAutomation, {}, { as: SUBSCRIBER, mode: 'agent' })).body).toEqual({ automation_beta: 1 });
    expect((await t.call(userSettings.getAgentAutomation, {}, { as: AGENT, mode: 'agent' })).body).toEqual({ automation_beta: 0 });
    expect((await t.call(userSettings.saveAgentAutomation, { automation_beta: 1 }, { as: AGENT, mode: 'agent' })).body).toEqual({
      automation_beta: 1,
    });
    expect((await t.call(userSettings.getAgentAutomation, {}, { as: MANAGER })).body).toEqual({ automation_beta: 0 });
  });

  it("streams the agent's own active users as CSV (formula names neutralised), never another agent's", async () => {
    const csv = await t.call(userSettings.agentUsersCsv, {}, { as: CANCELED, mode: 'agent' });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe('id,name,email,phone,joined,last_login');
    const own = t
      .db()
      .prepare('SELECT email FROM end_users WHERE agent_id = ? AND active = 1 ORDER BY id')
      .all(idOf('canceled@acme.test')) as { email: string }[];
    expect(lines.slice(1).map((l) => l.split(',').at(-4))).toEqual(own.map((r) => r.email));
    expect(own.map((r) => r.email)).toEqual(
      expect.arrayContaining(['paula.prospect@example.com', 'quinn.buyer@example.com', 'formula.name@example.com']),
    );
    expect(csv.text).toContain(`"'=HYPERLINK(""x"") Hacker"`);
    expect((await t.call(userSettings.agentUsersCsv, {}, { as: ADMIN })).status).toBe(403);
  });

  it('the new subscriber account is self-provisioned with an active subscription that cancels', async () => {
    const raw = (await t.fetch(`/__demo/agents/${idOf('subscriber@acme.test')}`)).body as {
      self_provisioned: number | boolean;
      subscription_status: string;
    };
    expect(raw).toMatchObject({ subscription_status: 'active' });
    expect((await t.call(account.cancelSubscription, {}, { as: SUBSCRIBER, mode: 'agent' })).body).toMatchObject({ ok: true });
    expect(
      ((await t.fetch(`/__demo/agents/${idOf('subscriber@acme.test')}`)).body as { subscription_status: string }).subscription_status,
    ).toBe('canceled');
  });
});
