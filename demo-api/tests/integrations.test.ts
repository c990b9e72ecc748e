import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrations } from '@/server/upstream/contract';
import type { IntegrationInfo } from '@/server/upstream/contract/integrations';
import { ADMIN, AGENT, AGENT_ADMIN, BAY_ADMIN, MANAGER, startTestApi, type TestApi } from './helpers';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t.stop();
});

type Info = { info: IntegrationInfo };
const asAgent = { as: AGENT, mode: 'agent' as const };
const fields = { api_url: '', username: '', password: '' };

describe('CRM integrations', () => {
  it('the seed holds every badge state: running, checking, error, and a provider-managed one', async () => {
    expect((await t.call<Info>(integrations.getIntegration, {}, { as: ADMIN })).body.info).toMatchObject({
      name: 'fub',
      active: 1,
      sync_checked: 1,
      error: null,
    });
    expect((await t.call<Info>(integrations.getAgentIntegration, {}, asAgent)).body.info).toMatchObject({
      name: 'kvcore',
      active: 1,
      sync_checked: 0,
      error: null,
    });
    expect((await t.call<Info>(integrations.getAgentIntegration, {}, { as: AGENT_ADMIN, mode: 'agent' })).body.info.error).toBeTruthy();
    expect((await t.call<Info>(integrations.getIntegration, {}, { as: BAY_ADMIN })).body.info).toMatchObject({
      name: 'moxi',
      site_id: 'moxi-site-2231',
    });
  });

  it('a saved integration is checking until the demo clock has run the check: running, or an error for bad credentials', async () => {
    const saved = await t.call<Info>(
      integrations.saveIntegration,
      { name: 'kvcore', api_key: 'kv_new_key', active: 1, ...fields },
      { as: ADMIN },
    );
    expect(saved.body.info).toMatchObject({ name: 'kvcore', api_key: 'kv_new_key', sync_checked: 0, error: null });
    await t.json('POST', '/__demo/clock', { advance_seconds: 10 });
    expect((await t.call<Info>(integrations.getIntegration, {}, { as: ADMIN })).body.info).toMatchObject({ sync_checked: 1, error: null });
    await t.call(
      integrations.saveIntegration,
      { name: 'delta', api_key: 'x', username: 'bad-user', password: 'p', api_url: '', active: 1 },
      { as: ADMIN },
    );
    await t.json('POST', '/__demo/clock', { advance_seconds: 10 });
    expect((await t.call<Info>(integrations.getIntegration, {}, { as: ADMIN })).body.info).toMatchObject({
      sync_checked: 0,
      error: 'The CRM refused these credentials.',
    });
  });

  it('the agent variant is the agent’s own; a manager may not read the app’s; a provider-managed one is not changed', async () => {
    expect((await t.call(integrations.getIntegration, {}, { as: MANAGER })).status).toBe(403);
    const mine = await t.call<Info>(integrations.saveAgentIntegration, { name: 'fub', api_key: 'fka_mine', active: 1, ...fields }, asAgent);
    expect(mine.body.info.name).toBe('fub');
    expect((await t.call<Info>(integrations.getIntegration, {}, { as: ADMIN })).body.info.name).not.toBe('fub-agent');
    expect(
      (await t.call(integrations.saveIntegration, { name: 'fub', api_key: 'x', active: 1, ...fields }, { as: BAY_ADMIN })).status,
    ).toBe(403);
  });
});
