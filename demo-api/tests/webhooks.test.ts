import { createHmac } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { settings, userDetail, users } from '@/server/upstream/contract';
import { WEBHOOK_SIGNATURE_HEADER } from '@/server/upstream/contract/settings';
import { ADMIN, BAY_ADMIN, startTestApi, type TestApi } from './helpers';
import { startReceiver, type Receiver } from './receiver';

type Delivery = { id: string; url: string; status: number | string };
type Row = Delivery & { stack_id: string; user_id: number; event: string; attempts: number; at: number };
type Signed = { user_id: number; delivery: Delivery | null };

let t: TestApi;
let hook: Receiver;
let n = 0;
beforeAll(async () => {
  [t, hook] = await Promise.all([startTestApi(), startReceiver()]);
});
afterAll(async () => {
  await Promise.all([t.stop(), hook.close()]);
});

const HOOK_PATH = '/api/webhooks/upstream?k=s3cret%2Fkey';
const setHook = async (url: string, as = ADMIN) =>
  t.call<{ hooks: { url: string }[] }>(settings.saveWebhook, { hook: { type: 'user', url } }, { as });
const signUp = async (body: Record<string, unknown> = {}, stack = 'acme') => {
  n += 1;
  return t.json<Signed>('POST', '/__demo/signup', {
    stack_id: stack,
    name: `Hook Lead ${n}`,
    email: `hook.lead.${n}@example.com`,
    ...body,
  });
};
const deliveries = async (query = 'stack_id=acme') => (await t.fetch(`/__demo/webhooks/deliveries?${query}`)).body as { deliveries: Row[] };
const deliveryOf = async (id: string) => (await deliveries()).deliveries.find((d) => d.id === id);
const waitForDelivery = (id: string, done: (d: Row) => boolean) =>
  vi.waitFor(
    async () => {
      const d = await deliveryOf(id);
      if (!d || !done(d)) throw new Error(`delivery ${id}: ${JSON.stringify(d)}`);
      return d;
    },
    { timeout: 20_000, interval: 50 },
  );

beforeEach(async () => {
  await t.fetch('/__demo/webhooks/drop', { method: 'DELETE' });
  await setHook(`${hook.url}${HOOK_PATH}`);
});

describe('the user webhook', () => {
  it('saveWebhook takes https, and http only to this machine (a dashboard in development)', async () => {
    for (const url of [
      'http://127.0.0.1:3000/api/hook',
      'http://localhost:3000/hook',
      'http://[::1]:3000/hook',
      'https://crm.example.com/hook',
    ]) {
      expect((await setHook(url)).body.hooks[0]?.url).toBe(url);
    }
    for (const url of ['http://example.com/hook', 'http://10.0.0.5/hook', 'http://127.0.0.1.example.com/hook', 'ftp://127.0.0.1/hook']) {
      const res = await t.call<{ message: string }>(settings.saveWebhook, { hook: { type: 'user', url } }, { as: ADMIN });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('The webhook URL must be an https URL.');
    }
  });

  it("a sign-up posts the signed UserWebhookEvent to the app's first webhook and answers after that attempt", async () => {
    const before = Math.floor(Date.now() / 1000);
    const res = await signUp();
    expect(res.status).toBe(201);
    const { user_id, delivery } = res.body;
    expect(delivery).toEqual({ id: expect.stringMatching(/^whd_/), url: `${hook.url}${HOOK_PATH}`, status: 200 });
    const [post] = await hook.waitFor(1, (r) => r.event.user_id === user_id);
    expect(post?.path).toBe(HOOK_PATH);
    expect(post?.headers['content-type']).toBe('application/json');
    expect(post?.event).toEqual({
      id: delivery?.id,
      type: 'user',
      event: 'created',
      stack_id: 'acme',
      user_id,
      sent_at: expect.any(Number),
    });
    expect(post?.event.sent_at).toBeGreaterThanOrEqual(before);
    // t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" keyed by the URL exactly as set>.
    const [, ts, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(post?.headers[WEBHOOK_SIGNATURE_HEADER])) ?? [];
    expect(Number(ts)).toBeGreaterThanOrEqual(before);
    expect(v1).toBe(createHmac('sha256', `${hook.url}${HOOK_PATH}`).update(`${ts}.${post?.body}`).digest('hex'));
    expect(await deliveryOf(delivery?.id ?? '')).toEqual({
      ...delivery,
      stack_id: 'acme',
      user_id,
      event: 'created',
      attempts: 1,
      at: expect.any(Number),
    });
  });

  it('retries a 5xx twice with the same delivery id, in the background', async () => {
    hook.answer(503, 502);
    const { user_id, delivery } = (await signUp()).body;
    expect(delivery?.status).toBe(503);
    const done = await waitForDelivery(delivery?.id ?? '', (d) => d.attempts === 3);
    expect(done.status).toBe(200);
    const posts = await hook.waitFor(3, (r) => r.event.user_id === user_id);
    expect(new Set(posts.map((p) => p.event.id))).toEqual(new Set([delivery?.id]));
    expect(new Set(posts.map((p) => p.body)).size).toBe(1);
  });

  it('does not retry a 4xx; a receiver that never answers ends as error after three attempts', async () => {
    hook.answer(410);
    const gone = (await signUp()).body;
    expect(gone.delivery?.status).toBe(410);
    // Longer than the first backoff: a retry would have come.
    await new Promise((r) => setTimeout(r, 800));
    expect(hook.received.filter((r) => r.event.user_id === gone.user_id)).toHaveLength(1);
    expect((await deliveryOf(gone.delivery?.id ?? ''))?.attempts).toBe(1);

    const closed = await startReceiver();
    await closed.close();
    await setHook(`${closed.url}/hook`);
    const lost = (await signUp()).body;
    expect(lost.delivery?.status).toBe('error');
    expect(await waitForDelivery(lost.delivery?.id ?? '', (d) => d.attempts === 3)).toMatchObject({ status: 'error' });
  });

  it('changes made through the contract deliver too, without holding up their answer', async () => {
    const made = await t.call<{ id: number }>(
      users.createUser,
      {
        display_name: 'Dialog Made',
        email: 'dialog.made@example.com',
        phone: '4155550199',
        password: 'secret123',
        send_email: false,
        send_sms: false,
      },
      { as: ADMIN },
    );
    expect(made.status).toBe(200);
    const id = made.body.id;
    await t.call(userDetail.saveUserField, { user_id: id, field: 'display_name', value: 'Dialog Renamed' }, { as: ADMIN });
    await t.call(userDetail.setUserActive, { user_id: id, status: 0 }, { as: ADMIN });
    const posts = await hook.waitFor(3, (r) => r.event.user_id === id);
    // Queued deliveries go out a few at a time: their order is not promised (the receiver re-reads the user anyway).
    expect(posts.map((p) => p.event.event).sort()).toEqual(['created', 'updated', 'updated']);
    // A save that changes nothing sends nothing.
    await t.call(userDetail.setUserActive, { user_id: id, status: 0 }, { as: ADMIN });
    const imported = await t.call<{ created: number }>(
      users.userPublish,
      { rows: [{ row: 2, name: 'Csv Person', email: 'csv.person@example.com', phone: '' }] },
      { as: ADMIN },
    );
    expect(imported.body.created).toBe(1);
    const [csv] = await hook.waitFor(1, (r) => r.event.event === 'created' && r.event.user_id > id);
    expect(hook.received.filter((r) => r.event.user_id === id)).toHaveLength(3);
    expect((await deliveries(`user_id=${csv?.event.user_id}`)).deliveries).toHaveLength(1);
  });

  it('queued deliveries go out four at a time: a CSV import does not flood the receiver', async () => {
    const fresh = await startReceiver();
    try {
      fresh.delay(100);
      await setHook(`${fresh.url}/import`);
      const rows = Array.from({ length: 20 }, (_, i) => ({
        row: i + 2,
        name: `Queue Person ${i}`,
        email: `queue.person.${i}@example.com`,
        phone: '',
      }));
      const res = await t.call<{ created: number }>(users.userPublish, { rows }, { as: ADMIN });
      expect(res.body.created).toBe(20);
      const posts = await fresh.waitFor(20);
      expect(new Set(posts.map((p) => p.event.user_id)).size).toBe(20);
      expect(fresh.maxInFlight()).toBeLessThanOrEqual(4);
    } finally {
      await fresh.close();
    }
  });

  it('drops the next n deliveries: recorded as dropped, never sent', async () => {
    const set = await t.json('POST', '/__demo/webhooks/drop', { count: 2 });
    expect(set.body).toEqual({ ok: true, drop: { count: 2, ratio: 0, stack_id: null } });
    const a = (await signUp()).body;
    const b = (await signUp()).body;
    const c = (await signUp()).body;
    expect([a, b, c].map((x) => x.delivery?.status)).toEqual(['dropped', 'dropped', 200]);
    await hook.waitFor(1, (r) => r.event.user_id === c.user_id);
    expect(hook.received.some((r) => r.event.user_id === a.user_id || r.event.user_id === b.user_id)).toBe(false);
    expect(await deliveryOf(a.delivery?.id ?? '')).toMatchObject({ status: 'dropped', attempts: 0 });
    expect((await t.fetch('/__demo/webhooks/drop')).body).toEqual({ drop: { count: 0, ratio: 0, stack_id: null } });
  });

  it('drops a share chosen by the seeded sequence (the same on every run), of one app when asked', async () => {
    const pattern = async () => {
      await t.json('POST', '/__demo/webhooks/drop', { ratio: 0.5 });
      const out: boolean[] = [];
      for (let i = 0; i < 12; i += 1) out.push((await signUp()).body.delivery?.status === 'dropped');
      return out;
    };
    const first = await pattern();
    expect(first).toContain(true);
    expect(first).toContain(false);
    expect(await pattern()).toEqual(first);

    await t.json('POST', '/__demo/webhooks/drop', { count: 5, stack_id: 'bay' });
    expect((await signUp()).body.delivery?.status).toBe(200);
    await setHook(`${hook.url}/bay`, BAY_ADMIN);
    expect((await signUp({}, 'bay')).body.delivery?.status).toBe('dropped');
    expect((await deliveries('stack_id=bay')).deliveries.every((d) => d.stack_id === 'bay')).toBe(true);

    expect((await t.fetch('/__demo/webhooks/drop', { method: 'DELETE' })).status).toBe(200);
    expect((await t.fetch('/__demo/webhooks/drop')).body).toEqual({ drop: null });
    expect((await t.json('POST', '/__demo/webhooks/drop', {})).status).toBe(400);
    expect((await t.json('POST', '/__demo/webhooks/drop', { ratio: 1.5 })).status).toBe(400);
    expect((await t.json('POST', '/__demo/webhooks/drop', { count: 1, stack_id: 'nope' })).status).toBe(404);
  });

  it('an app without a webhook answers delivery null and records nothing', async () => {
    const db = new Database(join(t.dir, 'demo.sqlite'));
    try {
      db.prepare("DELETE FROM webhooks WHERE stack_id = 'bay'").run();
    } finally {
      db.close();
    }
    const res = await signUp({}, 'bay');
    expect(res.status).toBe(201);
    expect(res.body.delivery).toBeNull();
    expect((await deliveries('stack_id=bay')).deliveries.some((d) => d.user_id === res.body.user_id)).toBe(false);
  });

  it('a reset empties the deliveries and forgets the drop rule', async () => {
    await t.json('POST', '/__demo/webhooks/drop', { ratio: 1 });
    expect((await deliveries('')).deliveries.length).toBeGreaterThan(0);
    expect((await t.fetch('/__demo/reset', { method: 'POST' })).status).toBe(200);
    expect((await deliveries('')).deliveries).toEqual([]);
    expect((await t.fetch('/__demo/webhooks/drop')).body).toEqual({ drop: null });
    expect((await t.fetch('/__demo/webhooks/deliveries?user_id=x')).status).toBe(400);
  });
});
