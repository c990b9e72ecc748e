import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, app } from '@/server/upstream/contract';
import { ADMIN, AGENT, BAY_ADMIN, CANCELED, UNPAID, startTestApi, type TestApi } from './helpers';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t.stop();
});

const DAY = 86_400;

describe('app data', () => {
  it('answers toggles, template, plan, super admins, countries and generated images', async () => {
    const res = await t.call<
      Record<string, unknown> & {
        plan: { agents: number; limit: number };
        theme: { logo: string; color: string };
        icon: string;
        toggles: Record<string, boolean>;
        super_admins: { email: string }[];
      }
    >(app.getApp, { stackId: 'acme' }, { as: ADMIN });
    expect(res.body).toMatchObject({
      stack_id: 'acme',
      name: 'Acme Realty',
      template: 'default',
      countries: ['us'],
      payments: true,
      plan: { agents: 150, limit: 200 },
    });
    expect(res.body.toggles).toMatchObject({
      officesEnabled: true,
      superAdminRestrictedMode: false,
      mortgageProEditingEnabled: true,
      pushNotificationsEnabled: true,
    });
    expect(res.body.super_admins.map((s) => s.email)).toEqual(['admin@acme.test', 'multi@demo.test']);
    expect(res.body.theme.color).toBe('#1f5fbf');
    for (const url of [res.body.icon, res.body.theme.logo]) {
      expect(url.startsWith(`${t.url}/media/app/acme/`)).toBe(true);
      const img = await fetch(url);
      expect(img.headers.get('content-type')).toBe('image/png');
      expect(
        Buffer.from(await img.arrayBuffer())
          .subarray(1, 4)
          .toString(),
      ).toBe('PNG');
    }
  });

  it('bay is restricted, without offices, with a plan of 50', async () => {
    const res = await t.call<{ toggles: Record<string, boolean>; plan: { limit: number } }>(
      app.getApp,
      { stackId: 'bay' },
      { as: BAY_ADMIN },
    );
    expect(res.body.toggles).toMatchObject({ superAdminRestrictedMode: true, officesEnabled: false });
    expect(res.body.plan.limit).toBe(50);
    expect((await t.call(app.getApp, { stackId: 'bay' }, { as: ADMIN })).status).toBe(403);
    expect((await t.call(app.getApp, { stackId: 'nope' }, { as: ADMIN })).status).toBe(404);
  });
});

describe('listings and help', () => {
  it('getListing answers a California listing with photos, 404 for an unknown key', async () => {
    const key = (t.db().prepare('SELECT listing_key FROM listings ORDER BY listing_key LIMIT 1').get() as { listing_key: string })
      .listing_key;
    const res = await t.call<{ state: string; photos: string[]; details_list: { label: string }[] }>(
      app.getListing,
      { listingKey: key },
      { as: AGENT, mode: 'agent' },
    );
    expect(res.body.state).toBe('CA');
    expect(res.body.photos.length).toBeGreaterThanOrEqual(3);
    expect(res.body.details_list.map((d) => d.label)).toContain('Year Built');
    const photo = await fetch(res.body.photos[0] ?? '');
    expect(photo.headers.get('content-type')).toBe('image/png');
    expect(await t.call(app.getListing, { listingKey: 'ML0000000' }, { as: ADMIN })).toMatchObject({
      status: 404,
      body: { message: 'Listing not found' },
    });
  });

  it('help answers items per section, generic ones for other sections, videos the server serves', async () => {
    const agentsHelp = await t.call<{ items: { title: string; type: string; content: string }[] }>(
      app.help,
      { section: 'agents' },
      { as: ADMIN },
    );
    expect(agentsHelp.body.items.map((i) => i.title)).toContain('Importing agents from a CSV');
    const video = agentsHelp.body.items.find((i) => i.type === 'video');
    expect(video?.content).toMatch(new RegExp(`^${t.url}/media/video/[a-z-]+\\.mp4$`));
    const mp4 = await fetch(video?.content ?? '');
    expect(mp4.headers.get('content-type')).toBe('video/mp4');
    expect(
      Buffer.from(await mp4.arrayBuffer())
        .subarray(4, 8)
        .toString(),
    ).toBe('ftyp');
    const generic = await t.call<{ items: { title: string }[] }>(app.help, { section: 'nowhere' }, { as: ADMIN });
    expect(generic.body.items.map((i) => i.title)).toEqual(['Getting started', 'Need a hand?']);
  });
});

describe('preferences', () => {
  it('are per user, with defaults, and persist', async () => {
    const defaults = await t.call<{ prefs: Record<string, number> }>(account.getPrefs, {}, { as: AGENT, mode: 'agent' });
    expect(defaults.body.prefs).toMatchObject({ emailUserNew: 1, pushUserLogin: 0 });
    const prefs = { ...defaults.body.prefs, emailUserNew: 0, pushUserLogin: 1 };
    expect((await t.call(account.savePrefs, prefs, { as: AGENT, mode: 'agent' })).body).toEqual({ prefs });
    expect((await t.call(account.getPrefs, {}, { as: AGENT, mode: 'agent' })).body).toEqual({ prefs });
    expect((await t.call<{ prefs: Record<string, number> }>(account.getPrefs, {}, { as: ADMIN })).body.prefs.emailUserNew).toBe(1);
    expect((await t.call(account.savePrefs, { ...prefs, emailUserNew: 2 }, { as: AGENT })).status).toBe(400);
    expect((await t.call(account.saveGlobalPrefs, { fav_email: 0, fav_push: 0 }, { as: AGENT })).body).toEqual({
      prefs: { fav_email: 0, fav_push: 0 },
    });
    expect((await t.call(account.getGlobalPrefs, {}, { as: AGENT })).body).toEqual({ prefs: { fav_email: 0, fav_push: 0 } });
  });
});

describe('cancel_subscription', () => {
  it('cancels an active self-provisioned subscription 30 days ahead', async () => {
    const row = t
      .db()
      .prepare("SELECT id, api_key, email FROM users WHERE self_provisioned = 1 AND subscription_status = 'active' LIMIT 1")
      .get() as { id: number; api_key: string; email: string };
    expect((await t.call(account.cancelSubscription, {}, { key: row.api_key })).body).toMatchObject({ ok: true });
    const raw = (await t.fetch(`/__demo/agents/${row.id}`)).body as { subscription_status: string; subscription_cancel_at: number };
    expect(raw.subscription_status).toBe('canceled');
    expect(Math.round((raw.subscription_cancel_at - Date.now() / 1000) / DAY)).toBe(30);
    expect(((await t.fetch(`/__demo/outbox?to=${row.email}`)).body as { items: unknown[] }).items).toHaveLength(1);
  });

  it('keeps an already canceled date, refuses agents without a subscription and brokers', async () => {
    const before = ((await t.fetch('/__demo/agents/8')).body as { subscription_cancel_at: number }).subscription_cancel_at;
    expect((await t.call(account.cancelSubscription, {}, { as: CANCELED })).status).toBe(200);
    expect(((await t.fetch('/__demo/agents/8')).body as { subscription_cancel_at: number }).subscription_cancel_at).toBe(before);
    expect((await t.call(account.cancelSubscription, {}, { as: UNPAID })).body).toEqual({
      message: 'There is no active subscription to cancel.',
    });
    expect((await t.call(account.cancelSubscription, {}, { as: ADMIN })).status).toBe(400);
  });
});

describe('robustness', () => {
  it('answers 400, never 500, for malformed bodies, and 404 for unknown paths', async () => {
    const bad = await t.fetch('/app/stats', {
      method: 'POST',
      headers: { 'X-API-KEY': t.key(ADMIN), 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(bad).toMatchObject({ status: 400, body: { message: 'The request body must be valid JSON.' } });
    const arr = await t.fetch('/app/stats', {
      method: 'POST',
      headers: { 'X-API-KEY': t.key(ADMIN), 'content-type': 'application/json' },
      body: '[1]',
    });
    expect(arr.status).toBe(400);
    const form = await t.fetch('/avatar/3', {
      method: 'POST',
      headers: { 'X-API-KEY': t.key(ADMIN), 'content-type': 'application/json' },
      body: '{}',
    });
    expect(form).toMatchObject({ status: 400, body: { message: 'The request body must be multipart/form-data.' } });
    const id = await t.fetch('/user/profile/abc', { headers: { 'X-API-KEY': t.key(ADMIN) } });
    expect(id.status).toBe(400);
    expect((await t.fetch('/nowhere')).body).toEqual({ message: 'No such endpoint: GET /nowhere' });
  });
});
