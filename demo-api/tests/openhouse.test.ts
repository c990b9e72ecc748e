import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents, openhouse } from '@/server/upstream/contract';
import { ADMIN, AGENT, startTestApi, type TestApi } from './helpers';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t.stop();
});

const AGENT_ID = 3; // agent@acme.test
const profile = async () =>
  (await t.call<{ kiosk_message: string | null }>(agents.getProfile, { id: AGENT_ID }, { as: AGENT, mode: 'agent' })).body;

describe('open house kiosk message', () => {
  it('is seeded with the demo agent and read with the profile', async () => {
    expect((await profile()).kiosk_message).toMatch(/^Welcome to the open house!/);
  });

  it('the agent sets it (trimmed, persisted) and clears it', async () => {
    const res = await t.call<{ kiosk_message: string }>(
      openhouse.saveKioskMessage,
      { agent_id: AGENT_ID, kiosk_message: '  Come in, sign in!  ' },
      { as: AGENT, mode: 'agent' },
    );
    expect(res.status).toBe(200);
    expect(res.body.kiosk_message).toBe('Come in, sign in!');
    expect((await profile()).kiosk_message).toBe('Come in, sign in!');
    await t.call(openhouse.saveKioskMessage, { agent_id: AGENT_ID, kiosk_message: '' }, { as: AGENT, mode: 'agent' });
    expect((await profile()).kiosk_message).toBeNull();
  });

  it("refuses anyone else's message, an admin's included, and more than 250 characters", async () => {
    expect(
      (await t.call(openhouse.saveKioskMessage, { agent_id: AGENT_ID + 1, kiosk_message: 'x' }, { as: AGENT, mode: 'agent' })).status,
    ).toBe(403);
    expect((await t.call(openhouse.saveKioskMessage, { agent_id: AGENT_ID, kiosk_message: 'x' }, { as: ADMIN })).status).toBe(403);
    expect(
      (await t.call(openhouse.saveKioskMessage, { agent_id: AGENT_ID, kiosk_message: 'x'.repeat(251) }, { as: AGENT, mode: 'agent' }))
        .status,
    ).toBe(400);
  });
});
