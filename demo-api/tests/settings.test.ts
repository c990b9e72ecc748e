import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '@/server/upstream/contract';
import { ADMIN, AGENT, BAY_ADMIN, MANAGER, startTestApi, type TestApi } from './helpers';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t.stop();
});

type Settings = {
  settings: { brokerage_name: string; dmca_link: string | null; featured_mode: string; automation_beta: number; join_link: string | null };
};

describe('broker settings', () => {
  it("are seeded (acme's sign-up link), admins only", async () => {
    const acme = await t.call<Settings>(settings.getAppSettings, {}, { as: ADMIN });
    expect(acme.body.settings).toMatchObject({
      brokerage_name: 'Acme Realty',
      featured_mode: 'agent',
      join_link: '/provision/acme/join-acme',
    });
    expect((await t.call(settings.getAppSettings, {}, { as: MANAGER })).status).toBe(403);
    expect((await t.call(settings.getAppSettings, {}, { as: AGENT, mode: 'agent' })).status).toBe(403);
  });

  it('saves each field on its own, keeps the others, clears the DMCA link with an empty one and refuses a bad one', async () => {
    const save = (input: Record<string, unknown>, as = ADMIN) => t.call<Settings>(settings.saveAppSettings, input, { as });
    expect((await save({ brokerage_name: 'Acme Realty Group' })).body.settings).toMatchObject({
      brokerage_name: 'Acme Realty Group',
      dmca_link: 'https://acmerealty.test/dmca',
    });
    expect((await save({ dmca_link: '' })).body.settings.dmca_link).toBeNull();
    expect((await save({ dmca_link: 'javascript:alert(1)' })).status).toBe(400);
    expect((await save({ featured_mode: 'office' })).body.settings.featured_mode).toBe('office');
    // Bay has offices off.
    expect((await save({ featured_mode: 'office' }, BAY_ADMIN)).status).toBe(400);
  });

  it('keeps the fair-housing mode (warn by default, admins change it) and tells any staff member', async () => {
    const mode = async (as: string, m?: string) =>
      (await t.call<{ fair_housing_mode: string }>(settings.getFairHousingMode, {}, { as, mode: m as 'agent' })).body.fair_housing_mode;
    expect(await mode(AGENT, 'agent')).toBe('warn');
    expect((await t.call(settings.saveAppSettings, { fair_housing_mode: 'block' }, { as: ADMIN })).status).toBe(200);
    expect(await mode(AGENT, 'agent')).toBe('block');
    expect(await mode(MANAGER)).toBe('block');
    expect((await t.call(settings.saveAppSettings, { fair_housing_mode: 'block' }, { as: AGENT, mode: 'agent' })).status).toBe(403);
    expect((await t.call(settings.saveAppSettings, { fair_housing_mode: 'maybe' }, { as: ADMIN })).status).toBe(400);
    await t.call(settings.saveAppSettings, { fair_housing_mode: 'warn' }, { as: ADMIN });
  });

  it('answers the API key only with agentInsightsEnabled (bay has it off)', async () => {
    const key = await t.call<{ key: string }>(settings.getApiKey, {}, { as: ADMIN });
    expect(key.body.key).toBe(t.key(ADMIN));
    expect((await t.call(settings.getApiKey, {}, { as: BAY_ADMIN })).status).toBe(403);
  });

  it('webhooks: one for acme, several for bay; a save changes the first only and wants https', async () => {
    const hooks = async (as: string) => (await t.call<{ hooks: { url: string }[] }>(settings.listWebhooks, {}, { as })).body.hooks;
    expect(await hooks(ADMIN)).toHaveLength(1);
    expect(await hooks(BAY_ADMIN)).toHaveLength(2);
    const saved = await t.call<{ hooks: { url: string }[] }>(
      settings.saveWebhook,
      { hook: { type: 'user', url: 'https://crm.bayhomes.test/v2' } },
      { as: BAY_ADMIN },
    );
    expect(saved.body.hooks.map((h) => h.url)).toEqual(['https://crm.bayhomes.test/v2', 'https://backup.bayhomes.test/hooks/users']);
    expect((await t.call(settings.saveWebhook, { hook: { type: 'user', url: 'http://insecure.test' } }, { as: ADMIN })).status).toBe(400);
  });
});
