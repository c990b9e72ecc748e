import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import nock from 'nock';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AlertPrefs } from '@/lib/agent-alerts/model';
import { defaultPrefs, PUSH_PER_HOUR } from '@/lib/agent-alerts/rules';
import { catchAllRule } from '@/lib/routing/rules';
import { startDemoApi, type DemoApi } from '@/demo-api/server';
import { agentContext, noteAlert } from '@/server/agent-alerts/alerts';
import { alertStepsAwaited, alertsTick, stopAlerts } from '@/server/agent-alerts/engine';
import { alertsHealth, resetAlertsHealth } from '@/server/agent-alerts/health';
import { pollActivity } from '@/server/agent-alerts/poll';
import { storePrefs } from '@/server/agent-alerts/prefs';
import { alertsScreen, changeLock } from '@/server/agent-alerts/service';
import { getAppData } from '@/server/app-data';
import { enableRouting, setRoutingWebhook } from '@/server/routing/brokerage';
import { catchAllId, storeRules } from '@/server/routing/config';
import { noteUser, routingStepsAwaited, routingTick, stopRouting } from '@/server/routing/engine';
import { brokerageById } from '@/server/routing/upstream';
import { sessionFrom, type Session } from '@/server/session';
import { store } from '@/server/store';
import { call } from '@/server/upstream/client';
import { auth as authCalls } from '@/server/upstream/contract';
import { viewerOf } from '@/server/viewer';
import { STORE_BACKENDS, storeBackends } from '@/tests/support/store-backends';
import { startAlertChannels, type AlertChannels } from './support/alert-channels';
import { handlerOf, invoke, setTestEnvironment, type RouteHandler } from './support/harness';

/**
 * Agent alerts end to end on both store backends, against the real demo upstream: its activity
 * control route writes a view or a favourite into its own tables and sends the signed webhook, which a
 * loopback receiver hands to the dashboard's webhook route; the engine, stepped by the test, sends
 * through a real SMTP server and a push service on loopback, to a phone whose keys decrypt it. Three views of one home make one alert and a fourth none; quiet hours hold;
 * a lock turns a behaviour on; the eleventh push of the hour waits for the digest; a failed channel is
 * tried again alone; a routed lead tells its agent; the minute read sees views without a webhook.
 */
vi.mock('next/headers', () => import('./support/next-headers'));
process.env.LOG_LEVEL = 'silent';

const stores = storeBackends('agent-alerts');
const dataDir = mkdtempSync(path.join(tmpdir(), 'agent-alerts-demo-'));
const LISTING = 'ML81000000';
const OTHER_LISTING = 'ML81007331';
let demo: DemoApi;
let hook: RouteHandler;
let receiver: Server;
let receiverUrl: string;
let channels: AlertChannels;

beforeAll(async () => {
  nock.restore();
  channels = await startAlertChannels();
  demo = await startDemoApi({ port: 0, dataDir });
  stopRouting();
  stopAlerts();
  routingStepsAwaited(true);
  alertStepsAwaited(true);
  hook = await handlerOf('app/api/webhooks/users/[stackId]/[secret]/route.ts', 'POST');
  // The demo's webhooks reach the route handler as they would reach the dashboard's server.
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const [, , , , stackId = '', secret = ''] = (req.url ?? '').split('/');
      const answer = await invoke(hook, {
        method: 'POST',
        path: req.url ?? '/',
        params: { stackId, secret },
        body: Buffer.concat(chunks).toString('utf8'),
        origin: null,
        headers: { 'content-type': 'application/json', 'x-webhook-signature': String(req.headers['x-webhook-signature'] ?? '') },
      });
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.text);
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});
afterAll(async () => {
  if (!nock.isActive()) nock.activate();
  await new Promise((r) => receiver.close(r));
  await demo.close();
  await channels.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function control(route: string, body?: unknown) {
  const res = await fetch(`${demo.url}/__demo${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${route}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
}

async function signIn(email: string): Promise<Session> {
  const answer = await call(authCalls.login, { email, password: 'demo1234', stack_id: 'acme' }, null);
  if (!answer.api_key || !answer.user) throw new Error(`no sign-in for ${email}`);
  return sessionFrom(answer.api_key, 'acme', answer.user);
}

const db = () => store().db;
const alertsOf = (agentId: number, userId?: number) => {
  let q = db().selectFrom('agent_alerts').selectAll().where('stack_id', '=', 'acme').where('agent_id', '=', agentId);
  if (userId !== undefined) q = q.where('user_id', '=', userId);
  return q.orderBy('created_at').execute();
};
/** The current minute of the day in UTC, where the test agent lives. */
const utcMinute = () => new Date().getUTCHours() * 60 + new Date().getUTCMinutes();

describe.each(STORE_BACKENDS)('agent alerts on %s', (backend) => {
  let admin: Session;
  let agent: Session;
  let agentId: number;
  let n = 0;
  const prefs = (change: (p: AlertPrefs) => void = () => undefined) => {
    const p = defaultPrefs('UTC');
    p.quiet.on = false;
    change(p);
    return storePrefs('acme', agentId, p);
  };
  /** A user of the test agent (their own link: routing leaves them). */
  const ownUser = async () => {
    n += 1;
    return (
      await control('/signup', {
        stack_id: 'acme',
        name: `Buyer ${n} ${backend}`,
        email: `alert-${n}-${Date.now()}@example.com`,
        agent_id: agentId,
      })
    ).user_id as number;
  };
  const act = (userId: number, kind: string, listing_key = LISTING) =>
    control('/activity', { stack_id: 'acme', user_id: userId, kind, listing_key });

  beforeAll(async () => {
    stores.open(backend);
    setTestEnvironment({
      UPSTREAM_API_URL: demo.url,
      CREDENTIAL_KEYS: Buffer.alloc(32, 9).toString('base64'),
      DATABASE_URL: process.env.DATABASE_URL,
      DATABASE_FILE: process.env.DATABASE_FILE,
      SMTP_URL: channels.smtpUrl,
    });
    await control('/reset');
    admin = await signIn('admin@acme.test');
    agent = await signIn('agent@acme.test');
    agentId = agent.user.id;
    await channels.subscribe(agent);
    await enableRouting(admin);
    await setRoutingWebhook(admin, receiverUrl);
  });
  beforeEach(async () => {
    channels.clear();
    resetAlertsHealth();
    await db().deleteFrom('alert_throttle').execute();
  });

  it('three views of one home make one alert, sent at once; a fourth view the same day makes none', async () => {
    await prefs((p) => (p.behaviours.views.on = true));
    const user = await ownUser();
    await act(user, 'view');
    await act(user, 'view', OTHER_LISTING);
    await act(user, 'view');
    await alertsTick();
    expect(await alertsOf(agentId, user)).toHaveLength(0);
    await act(user, 'view');
    await alertsTick();
    const [alert, ...rest] = await alertsOf(agentId, user);
    expect(rest).toHaveLength(0);
    expect(alert).toMatchObject({ behaviour: 'views', status: 'sent', push_state: 'sent', email_state: 'sent' });
    expect(alert?.body).toContain('3 times today');
    expect(
      channels
        .sent()
        .map((s) => s.channel)
        .sort(),
    ).toEqual(['email', 'push']);
    const [push, mail] = channels.sent();
    // The words, and the user's page under the dashboard's address (here the webhook's, PUBLIC_URL being unset).
    expect(mail).toMatchObject({
      to: agent.user.email,
      title: expect.stringContaining(`${push?.title} · `),
      url: `${receiverUrl}/users/${user}`,
    });
    expect(push).toMatchObject({
      title: expect.stringContaining('keeps looking at one home'),
      body: alert?.body,
      url: `${receiverUrl}/users/${user}`,
      claimable: false,
    });
    expect(mail?.body).toContain(alert?.body);

    await act(user, 'view');
    await alertsTick();
    expect(await alertsOf(agentId, user)).toHaveLength(1);
    expect(channels.sent()).toHaveLength(2);
    const screen = await alertsScreen(agent, await getAppData(agent));
    expect(screen.sent.find((r) => r.id === alert?.id)).toMatchObject({ status: 'sent', channels: ['push', 'email'] });
  });

  it('back after N days away: a return after 20 silent days in the upstream’s own record', async () => {
    await prefs((p) => (p.behaviours.back.on = true));
    const user = await ownUser();
    await control('/activity', {
      stack_id: 'acme',
      user_id: user,
      kind: 'view',
      listing_key: LISTING,
      at: Math.floor(Date.now() / 1000) - 20 * 86_400 - 60,
    });
    await act(user, 'return');
    await alertsTick();
    const alerts = await alertsOf(agentId, user);
    expect(alerts.map((a) => `${a.behaviour}:${a.status}`)).toEqual(['back:sent']);
    expect(alerts[0]?.body).toContain('20 days');
  });

  it("quiet hours: 'hold' keeps the alert until they end; 'email' sends the e-mail alone", async () => {
    const m = utcMinute();
    await prefs((p) => {
      p.behaviours.favorite.on = true;
      p.quiet = { on: true, start: (m + 1380) % 1440, end: (m + 60) % 1440, mode: 'hold' };
    });
    const held = await ownUser();
    await act(held, 'favorite');
    await alertsTick();
    const [waiting] = await alertsOf(agentId, held);
    expect(waiting).toMatchObject({ status: 'held', held: 1 });
    expect(Number(waiting?.due_at)).toBeGreaterThan(Date.now() + 55 * 60_000);
    expect(channels.sent()).toHaveLength(0);
    // Quiet hours end: the alert goes.
    await prefs((p) => (p.behaviours.favorite.on = true));
    await db()
      .updateTable('agent_alerts')
      .set({ due_at: Date.now() - 1 })
      .where('id', '=', waiting!.id)
      .execute();
    await alertsTick();
    expect((await alertsOf(agentId, held))[0]).toMatchObject({ status: 'sent' });
    expect(channels.sent()).toHaveLength(2);

    channels.clear();
    await prefs((p) => {
      p.behaviours.favorite.on = true;
      p.quiet = { on: true, start: (m + 1380) % 1440, end: (m + 60) % 1440, mode: 'email' };
    });
    const night = await ownUser();
    await act(night, 'favorite');
    await alertsTick();
    expect((await alertsOf(agentId, night))[0]).toMatchObject({ status: 'sent', push_state: 'skipped', email_state: 'sent' });
    expect(channels.sent().map((s) => s.channel)).toEqual(['email']);
  });

  it("a lock turns a behaviour on for the brokerage's agents, shown with who locked it; unlocked it is theirs again", async () => {
    await prefs();
    const viewer = viewerOf(admin, await getAppData(admin));
    await changeLock(admin, viewer, { behaviour: 'showing', officeId: 0, locked: true });
    const screen = await alertsScreen(agent, await getAppData(agent));
    expect(screen.lockedBy.showing).toBe(admin.user.name);
    const user = await ownUser();
    await act(user, 'showing_request');
    await alertsTick();
    expect((await alertsOf(agentId, user)).map((a) => `${a.behaviour}:${a.status}`)).toEqual(['showing:sent']);

    await changeLock(admin, viewer, { behaviour: 'showing', officeId: 0, locked: false });
    const other = await ownUser();
    await act(other, 'showing_request');
    await alertsTick();
    expect(await alertsOf(agentId, other)).toHaveLength(0);
  });

  it(`the hour's ${PUSH_PER_HOUR} pushes go; the ${PUSH_PER_HOUR + 1}th waits for the digest, which mails it once`, async () => {
    await prefs((p) => (p.behaviours.favorite.on = true));
    const b = (await brokerageById('acme'))!;
    const ctx = (await agentContext(b, agentId))!;
    const base = 800_000 + (backend === 'SQLite' ? 0 : 100);
    for (let i = 1; i <= PUSH_PER_HOUR + 1; i++) {
      await noteAlert(b, ctx, {
        userId: base + i,
        behaviour: 'favorite',
        text: { title: `Buyer ${i} favourited a listing`, body: 'Somewhere' },
        link: '/',
      });
    }
    await alertsTick();
    await alertsTick();
    const made = (await alertsOf(agentId)).filter((a) => a.user_id > base && a.user_id <= base + PUSH_PER_HOUR + 1);
    expect(made.filter((a) => a.status === 'sent')).toHaveLength(PUSH_PER_HOUR);
    expect(made.filter((a) => a.status === 'throttled')).toHaveLength(1);
    expect(channels.sent().filter((s) => s.channel === 'push')).toHaveLength(PUSH_PER_HOUR);
    const digest = (await alertsOf(agentId)).find((a) => a.behaviour === 'digest' && a.status === 'pending');
    expect(digest).toBeDefined();

    channels.clear();
    await db()
      .updateTable('agent_alerts')
      .set({ due_at: Date.now() - 1 })
      .where('id', '=', digest!.id)
      .execute();
    await alertsTick();
    const throttled = made.find((a) => a.status === 'throttled')!;
    expect((await alertsOf(agentId, throttled.user_id))[0]).toMatchObject({ status: 'digested', digest_id: digest!.id });
    expect(channels.sent()).toHaveLength(1);
    expect(channels.sent()[0]?.body).toContain(throttled.title);
  });

  it('a failing channel is tried again from the store, alone, until it goes; health says so meanwhile', async () => {
    await prefs((p) => (p.behaviours.favorite.on = true));
    await channels.smtpDown();
    const user = await ownUser();
    await act(user, 'favorite');
    await alertsTick();
    const [failed] = await alertsOf(agentId, user);
    expect(failed).toMatchObject({ status: 'failed', push_state: 'sent', email_state: 'failed', attempts: 1 });
    expect(Number(failed?.due_at) - Date.now()).toBeGreaterThan(3_000);
    expect(alertsHealth()?.failing).toEqual(['email']);

    await channels.smtpUp();
    await db()
      .updateTable('agent_alerts')
      .set({ due_at: Date.now() - 1 })
      .where('id', '=', failed!.id)
      .execute();
    await alertsTick();
    expect((await alertsOf(agentId, user))[0]).toMatchObject({ status: 'sent', email_state: 'sent' });
    expect(channels.sent().map((s) => s.channel)).toEqual(['push', 'email']);
    expect(alertsHealth()).toBeNull();
  });

  it('a push service answering 500 is tried again later; the e-mail that went is not sent twice', async () => {
    await prefs((p) => (p.behaviours.favorite.on = true));
    channels.pushAnswers(500);
    const user = await ownUser();
    await act(user, 'favorite');
    await alertsTick();
    const [failed] = await alertsOf(agentId, user);
    expect(failed).toMatchObject({ status: 'failed', push_state: 'failed', email_state: 'sent' });
    expect(alertsHealth()?.failing).toEqual(['push']);

    channels.pushAnswers(201);
    await db()
      .updateTable('agent_alerts')
      .set({ due_at: Date.now() - 1 })
      .where('id', '=', failed!.id)
      .execute();
    await alertsTick();
    expect((await alertsOf(agentId, user))[0]).toMatchObject({ status: 'sent', push_state: 'sent', email_state: 'sent' });
    expect(channels.sent().map((s) => s.channel)).toEqual(['push', 'email']);
  });

  it('a lead routed to the agent tells them, with Claim', async () => {
    await prefs();
    const rule = { ...catchAllRule('only'), id: 'only', name: 'Only agent', catchAll: false, agents: [{ agentId, weight: 1 }] };
    await storeRules('acme', [rule, catchAllRule(catchAllId('acme'))]);
    await db().deleteFrom('routing_hours').execute();
    await db()
      .insertInto('routing_hours')
      .values({
        stack_id: 'acme',
        office_id: 0,
        hours: JSON.stringify({ timeZone: 'UTC', days: Array.from({ length: 7 }, () => ({ open: 0, close: 1440 })) }),
      })
      .execute();
    const user = (await control('/signup', { stack_id: 'acme', name: `Routed ${backend}`, email: `routed-${Date.now()}@example.com` }))
      .user_id as number;
    const since = Number((await db().selectFrom('routing_brokerages').select('enabled_at').executeTakeFirstOrThrow()).enabled_at);
    await noteUser((await brokerageById('acme'))!, user, since);
    await routingTick();
    await alertsTick();
    expect((await alertsOf(agentId, user)).map((a) => `${a.behaviour}:${a.status}:${a.claimable}`)).toEqual(['routed:sent:1']);
    const [push, mail] = channels.sent();
    expect(push).toMatchObject({
      channel: 'push',
      claimable: true,
      title: `New lead: Routed ${backend}`,
      url: `${receiverUrl}/users/${user}`,
    });
    expect(mail?.title).toContain(`New lead: Routed ${backend}`);
  });

  it('without a webhook, the minute read sees three views of one home in the upstream’s own activity', async () => {
    await prefs((p) => (p.behaviours.views.on = true));
    const user = await ownUser();
    const seen = Math.floor(Date.now() / 1000) - 1;
    await control('/webhooks/drop', { count: 3 });
    let last = 0;
    for (let i = 0; i < 3; i++) last = ((await act(user, 'view')).activity as { at: number }).at;
    expect(await alertsOf(agentId, user)).toHaveLength(0);
    // The upstream's Insights counts whole seconds before its now: the read comes after the views' second.
    await vi.waitUntil(() => Date.now() >= (last + 1) * 1000, { timeout: 5_000, interval: 50 });
    const made = await pollActivity((await brokerageById('acme'))!, seen);
    expect(made).toBeGreaterThanOrEqual(1);
    await alertsTick();
    expect((await alertsOf(agentId, user)).map((a) => `${a.behaviour}:${a.status}`)).toEqual(['views:sent']);
  });
});
