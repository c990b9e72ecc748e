import nock from 'nock';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  hasSessionSubscription,
  markSubscriptionOk,
  removeSubscription,
  sessionHash,
  subscriptionsOf,
} from '@/server/agent-alerts/subscriptions';
import { store } from '@/server/store';
import { STORE_BACKENDS, storeBackends } from '@/tests/support/store-backends';
import { handlerOf, invoke, setTestEnvironment } from './support/harness';
import { SAMPLE_SUBSCRIPTION } from './support/routes/agent-alerts-channels';
import { AGENT_ID, cookieOf, ROLES, STACK } from './support/sessions';
import { upstreamAs } from './support/upstream';

vi.mock('next/headers', () => import('./support/next-headers'));

/** This device's subscription: saved and removed by the agent, removed by signing out, read by the engine. */
const stores = storeBackends('push-subscriptions');
const ROUTE = 'app/api/agent-alerts/subscription/route.ts';
const device = (name: string, keys = SAMPLE_SUBSCRIPTION.keys) => ({
  endpoint: `https://push.example.test/send/${name}`,
  expirationTime: null,
  keys,
});

async function subscribe(body: unknown, role: 'agent' | 'agentWithoutMpro' = 'agent') {
  return invoke(await handlerOf(ROUTE, 'POST'), {
    method: 'POST',
    path: '/api/agent-alerts/subscription',
    cookie: await cookieOf(role),
    json: body,
  });
}
async function unsubscribe(endpoint: string, role: 'agent' | 'agentWithoutMpro' = 'agent') {
  return invoke(await handlerOf(ROUTE, 'DELETE'), {
    method: 'DELETE',
    path: '/api/agent-alerts/subscription',
    cookie: await cookieOf(role),
    json: { endpoint },
  });
}

beforeAll(() => setTestEnvironment());
afterEach(() => {
  nock.cleanAll();
});

describe.each(STORE_BACKENDS)('push subscriptions in %s', (backend) => {
  beforeAll(() => {
    stores.open(backend);
    setTestEnvironment({ DATABASE_URL: process.env.DATABASE_URL ?? '', DATABASE_FILE: process.env.DATABASE_FILE ?? '' });
  });

  it('one per device, several per agent; the same device again updates its row', async () => {
    expect((await subscribe(device(`phone-${backend}`))).status).toBe(200);
    expect((await subscribe(device(`laptop-${backend}`))).status).toBe(200);
    const renewed = { p256dh: `B${'Q'.repeat(86)}`, auth: 'Q'.repeat(22) };
    expect((await subscribe(device(`phone-${backend}`, renewed))).status).toBe(200);
    const mine = await subscriptionsOf(STACK, AGENT_ID);
    expect(mine.map((s) => s.endpoint)).toEqual([device(`phone-${backend}`).endpoint, device(`laptop-${backend}`).endpoint]);
    expect(mine[0]).toMatchObject({ p256dh: renewed.p256dh, auth: renewed.auth, lastOkAt: null });
    expect(typeof mine[0]?.createdAt).toBe('number');
    await markSubscriptionOk(device(`laptop-${backend}`).endpoint, 1_700_000_000_000);
    expect((await subscriptionsOf(STACK, AGENT_ID))[1]?.lastOkAt).toBe(1_700_000_000_000);
  });

  it("keeps the session's hash, never its api key; a device another agent signs in on moves to them", async () => {
    const rows = await store().db.selectFrom('push_subscriptions').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(ROLES.agent.session.apiKey);
    expect(rows.every((r) => r.session_hash === sessionHash(ROLES.agent.session))).toBe(true);
    expect(await hasSessionSubscription(ROLES.agent.session)).toBe(true);
    expect((await subscribe(device(`laptop-${backend}`), 'agentWithoutMpro')).status).toBe(200);
    expect((await subscriptionsOf(STACK, ROLES.agentWithoutMpro.session.user.id)).map((s) => s.endpoint)).toEqual([
      device(`laptop-${backend}`).endpoint,
    ]);
    expect((await subscriptionsOf(STACK, AGENT_ID)).map((s) => s.endpoint)).toEqual([device(`phone-${backend}`).endpoint]);
  });

  it('DELETE removes this device for its agent only; the engine removes one that is gone', async () => {
    expect((await unsubscribe(device(`phone-${backend}`).endpoint, 'agentWithoutMpro')).body).toEqual({ ok: true, removed: false });
    expect((await unsubscribe(device(`phone-${backend}`).endpoint)).body).toEqual({ ok: true, removed: true });
    expect(await subscriptionsOf(STACK, AGENT_ID)).toEqual([]);
    await removeSubscription(device(`laptop-${backend}`).endpoint);
    expect(await subscriptionsOf(STACK, ROLES.agentWithoutMpro.session.user.id)).toEqual([]);
  });

  it("signing out removes this session's devices and no one else's", async () => {
    await subscribe(device(`mine-${backend}`));
    await subscribe(device(`theirs-${backend}`), 'agentWithoutMpro');
    upstreamAs('agent').post('/logout').reply(200, { ok: true });
    const out = await invoke(await handlerOf('app/logout/route.ts', 'POST'), {
      method: 'POST',
      path: '/logout',
      cookie: await cookieOf('agent'),
    });
    expect(out.status).toBe(303);
    expect(await subscriptionsOf(STACK, AGENT_ID)).toEqual([]);
    expect(await hasSessionSubscription(ROLES.agent.session)).toBe(false);
    expect(await subscriptionsOf(STACK, ROLES.agentWithoutMpro.session.user.id)).toHaveLength(1);
  });
});

describe('the subscribe route refuses what is no push subscription', () => {
  it.each([
    ['an http endpoint', { ...SAMPLE_SUBSCRIPTION, endpoint: 'http://push.example.test/x' }, /endpoint/],
    ['an endpoint with a login', { ...SAMPLE_SUBSCRIPTION, endpoint: 'https://u:p@push.example.test/x' }, /endpoint/],
    ['a short key', { ...SAMPLE_SUBSCRIPTION, keys: { ...SAMPLE_SUBSCRIPTION.keys, p256dh: 'AAAA' } }, /keys\.p256dh/],
    ['a short auth secret', { ...SAMPLE_SUBSCRIPTION, keys: { ...SAMPLE_SUBSCRIPTION.keys, auth: 'AAAA' } }, /keys\.auth/],
  ])('%s', async (_what, body, message) => {
    const res = await subscribe(body);
    expect(res.status).toBe(400);
    expect(res.message).toMatch(message);
  });

  it('a loopback push service in tests and demo mode only', async () => {
    const loopback = { ...SAMPLE_SUBSCRIPTION, endpoint: 'http://127.0.0.1:9/push/x' };
    expect((await subscribe(loopback)).status).toBe(200);
    await unsubscribe(loopback.endpoint);
    const before = process.env.NODE_ENV;
    Object.assign(process.env, { NODE_ENV: 'development' });
    setTestEnvironment();
    try {
      const res = await subscribe(loopback);
      expect(res.status).toBe(400);
      expect(res.message).toBe('Invalid endpoint: must be the https URL of a push service');
    } finally {
      Object.assign(process.env, { NODE_ENV: before });
      setTestEnvironment();
    }
  });
});
