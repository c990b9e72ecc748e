import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import nock from 'nock';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startDemoApi, type DemoApi } from '@/demo-api/server';
import { enableRouting, setRoutingWebhook } from '@/server/routing/brokerage';
import { stopRouting } from '@/server/routing/engine';
import { WEBHOOK_MSG } from '@/server/routing/webhook';
import { sessionFrom, type Session } from '@/server/session';
import { store } from '@/server/store';
import { call } from '@/server/upstream/client';
import { auth as authCalls, settings as settingsCalls } from '@/server/upstream/contract';
import { storeBackends } from '@/tests/support/store-backends';
import { handlerOf, invoke, setTestEnvironment, type RouteHandler } from './support/harness';

/**
 * The user webhook as an attacker would send it: without the secret, with a forged or stale signature,
 * replayed, oversized, naming another brokerage, from a browser on another site. Only a genuine,
 * new delivery leads to anything, and even that is a read of the user before a case opens.
 */
vi.mock('next/headers', () => import('./support/next-headers'));
process.env.LOG_LEVEL = 'silent';

const FILE = 'app/api/webhooks/users/[stackId]/[secret]/route.ts';
const stores = storeBackends('routing-webhook');
const dataDir = mkdtempSync(path.join(tmpdir(), 'routing-webhook-demo-'));
let demo: DemoApi;
let handler: RouteHandler;
let admin: Session;
let url: string;
let secret: string;

beforeAll(async () => {
  nock.restore();
  demo = await startDemoApi({ port: 0, dataDir });
  stopRouting();
  stores.open('SQLite');
  setTestEnvironment({
    UPSTREAM_API_URL: demo.url,
    CREDENTIAL_KEYS: Buffer.alloc(32, 7).toString('base64'),
    DATABASE_URL: '',
    DATABASE_FILE: process.env.DATABASE_FILE,
  });
  const answer = await call(authCalls.login, { email: 'admin@acme.test', password: 'demo1234', stack_id: 'acme' }, null);
  admin = sessionFrom(answer.api_key as string, 'acme', answer.user!);
  await enableRouting(admin);
  await setRoutingWebhook(admin, 'https://dashboard.test');
  const { hooks } = await call(settingsCalls.listWebhooks, {}, { apiKey: admin.apiKey, mode: 'manager' });
  url = hooks[0]!.url;
  secret = url.slice(url.lastIndexOf('/') + 1);
  handler = await handlerOf(FILE, 'POST');
});
afterAll(async () => {
  if (!nock.isActive()) nock.activate();
  await demo.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function signUp(): Promise<number> {
  const res = await fetch(`${demo.url}/__demo/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ stack_id: 'acme', name: 'Webhook Lead', email: `hook-${crypto.randomUUID()}@example.com` }),
  });
  return ((await res.json()) as { user_id: number }).user_id;
}

const event = (userId: number, over: Record<string, unknown> = {}) =>
  JSON.stringify({
    id: crypto.randomUUID(),
    type: 'user',
    event: 'created',
    stack_id: 'acme',
    user_id: userId,
    sent_at: Math.floor(Date.now() / 1000),
    ...over,
  });
const sign = (body: string, key = url, t = Math.floor(Date.now() / 1000)) =>
  `t=${t},v1=${createHmac('sha256', key).update(`${t}.${body}`).digest('hex')}`;
const deliver = (body: string, opts: { secret?: string; stack?: string; signature?: string; origin?: string | null } = {}) =>
  invoke(handler, {
    method: 'POST',
    path: `/api/webhooks/users/${opts.stack ?? 'acme'}/${opts.secret ?? secret}`,
    params: { stackId: opts.stack ?? 'acme', secret: opts.secret ?? secret },
    body,
    headers: { 'content-type': 'application/json', ...(opts.signature ? { 'x-webhook-signature': opts.signature } : {}) },
    origin: opts.origin === undefined ? null : opts.origin,
  });
const cases = async (userId: number) =>
  (await store().db.selectFrom('routing_cases').select('status').where('user_id', '=', userId).where('stack_id', '=', 'acme').execute())
    .length;

describe('the user webhook', () => {
  it('opens a case for a genuine delivery, signed or not, once per delivery id', async () => {
    const user = await signUp();
    const body = event(user);
    const first = await deliver(body, { signature: sign(body) });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ ok: true, outcome: 'opened' });
    const again = await deliver(body, { signature: sign(body) });
    expect(again.body).toMatchObject({ ok: true, outcome: 'duplicate' });
    const unsigned = await deliver(event(user));
    expect(unsigned.body).toMatchObject({ ok: true, outcome: 'seen' });
    expect(await cases(user)).toBe(1);
  });

  it('refuses a wrong secret, another brokerage, a forged or stale signature: no case', async () => {
    const user = await signUp();
    const body = event(user);
    expect((await deliver(body, { secret: 'guessed' })).message).toBe(WEBHOOK_MSG.unknown);
    expect((await deliver(body, { stack: 'bay' })).status).toBe(401);
    expect((await deliver(body, { signature: sign(body, `${url}x`) })).message).toBe(WEBHOOK_MSG.badSignature);
    expect((await deliver(body, { signature: sign(body, url, Math.floor(Date.now() / 1000) - 3600) })).message).toBe(WEBHOOK_MSG.stale);
    expect((await deliver(event(user, { stack_id: 'bay' }))).message).toBe(WEBHOOK_MSG.otherBrokerage);
    expect(await cases(user)).toBe(0);
  });

  it('refuses an oversized body, a body that is no user event, and a browser on another site', async () => {
    const user = await signUp();
    expect((await deliver(event(user, { padding: 'x'.repeat(10_000) }))).status).toBe(413);
    expect((await deliver('{"id":"x"}')).status).toBe(400);
    expect((await deliver('not json')).status).toBe(400);
    expect((await deliver(event(user), { origin: 'https://evil.example' })).status).toBe(403);
    expect(await cases(user)).toBe(0);
  });

  it('a forged event naming an old user, or no user, reads and changes nothing', async () => {
    expect((await deliver(event(1))).body).toMatchObject({ outcome: 'seen' });
    expect((await deliver(event(999_999_999))).body).toMatchObject({ outcome: 'seen' });
    expect(await cases(1)).toBe(0);
  });
});
