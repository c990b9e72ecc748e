import { rmSync } from 'node:fs';
import { Hono } from 'hono';
import { z } from 'zod';
import { DEMO_ACCOUNTS } from './areas/agents/accounts';
import { advanceClock, clockOffset, demoNow } from './clock';
import { bulkAgents } from './areas/agents/seed-agents';
import { bulkEndUsers } from './areas/users/seed';
import { bulkEvents } from './areas/insights/bulk-events';
import { appData } from './areas/app/views';
import { apiKeyFor } from './auth/passwords';
import type { OutboxRow, UserRow } from './db/rows';
import { leadRoutes } from './control-leads';
import { uploadsDir } from './handlers/uploads';
import { notFound } from './http/errors';
import { jsonBody as body } from './http/json-body';
import type { Runtime } from './runtime';
import { seed } from './seed';

const AppPatch = z.object({
  toggles: z.record(z.string(), z.boolean()).optional(),
  template: z.string().trim().min(1).max(50).optional(),
  plan_limit: z.number().int().min(0).max(1_000_000).optional(),
  payments: z.boolean().optional(),
});

const FaultInput = z.object({
  path: z.string().min(1).max(300).startsWith('/'),
  method: z.enum(['GET', 'POST', 'DELETE', 'get', 'post', 'delete']).optional(),
  count: z.number().int().min(1).max(10_000),
  /** Matching calls let through before the fault applies (a failure part-way through a series of calls). */
  after: z.number().int().min(0).max(10_000).optional(),
  status: z.number().int().min(100).max(599).optional(),
  delay_ms: z.number().int().min(0).max(120_000).optional(),
  drop: z.literal(true).optional(),
  malformed: z.literal(true).optional(),
});

const ClockInput = z.object({
  advance_seconds: z
    .number()
    .int()
    .min(0)
    .max(366 * 86_400),
});

const BulkInput = z.object({ stackId: z.string().min(1).max(100), count: z.number().int().min(1).max(20_000) });
const BulkUsersInput = z.object({
  stackId: z.string().min(1).max(100),
  count: z.number().int().min(1).max(200_000),
  /** The app's activity grown to this many events (to try Insights at scale). */
  events: z.number().int().min(0).max(5_000_000).optional(),
});

/** Wipe and re-seed the data dir (uploads included); answers the seed summary. */
export function resetDemo(rt: Pick<Runtime, 'store' | 'dataDir' | 'areas'>) {
  rmSync(uploadsDir(rt), { recursive: true, force: true });
  return seed(rt.store, rt.areas.seed);
}

/** /__demo/* — test and demo controls; no api key (they exist only in the demo server). */
export function controlRoutes(rt: Runtime): Hono {
  const demo = new Hono();
  const { store } = rt;

  demo.get('/__demo/health', (c) =>
    c.json({
      ok: true,
      seeded_at: Number(store.get<{ value: string }>("SELECT value FROM meta WHERE key = 'seeded_at'")?.value ?? 0),
      public_url: rt.publicUrl,
      smtp_port: rt.smtpPort,
    }),
  );

  demo.post('/__demo/reset', (c) => {
    rt.faults.length = 0;
    rt.webhooks.reset();
    const summary = resetDemo(rt);
    return c.json({ ok: true, ms: summary.ms, counts: summary.counts });
  });

  demo.get('/__demo/accounts', (c) =>
    c.json({
      password: 'demo1234',
      accounts: DEMO_ACCOUNTS.map((a) => ({
        email: a.email,
        about: a.about,
        apps: a.stackIds.map((s) => ({ stack_id: s, api_key: apiKeyFor(s, a.email) })),
      })),
    }),
  );

  demo.post('/__demo/apps/:stackId', async (c) => {
    const patch = await body(c, AppPatch);
    const app = store.app(c.req.param('stackId'));
    if (!app) throw notFound(`No app ${c.req.param('stackId')}`);
    const toggles = { ...(JSON.parse(app.toggles) as Record<string, boolean>), ...patch.toggles };
    store.run('UPDATE apps SET toggles = ?, template = ?, plan_limit = ?, payments = ? WHERE stack_id = ?', [
      JSON.stringify(toggles),
      patch.template ?? app.template,
      patch.plan_limit ?? app.plan_limit,
      patch.payments === undefined ? app.payments : patch.payments ? 1 : 0,
      app.stack_id,
    ]);
    const fresh = store.app(app.stack_id) ?? app;
    return c.json({ ok: true, app: appData(rt, fresh, null) });
  });

  demo.get('/__demo/outbox', (c) => {
    const to = c.req.query('to') ?? null;
    const kind = c.req.query('kind') ?? null;
    const items = store.all<OutboxRow>(
      'SELECT * FROM outbox WHERE (@to IS NULL OR lower(to_addr) = lower(@to)) AND (@kind IS NULL OR kind = @kind) ORDER BY id',
      { to, kind },
    );
    // A caught mail ('mail') also has its sender and HTML part; text is body again under the mail's own name.
    return c.json({
      items: items.map((m) => ({
        id: m.id,
        stack_id: m.stack_id,
        kind: m.kind,
        from: m.from_addr,
        to: m.to_addr,
        subject: m.subject,
        body: m.body,
        text: m.body,
        html: m.html,
        headers: m.headers ? (JSON.parse(m.headers) as string[]) : null,
        created_at: m.created_at,
        received_at: m.created_at,
      })),
    });
  });

  demo.delete('/__demo/outbox', (c) => {
    store.run('DELETE FROM outbox');
    return c.json({ ok: true });
  });

  // The demo clock (demo-api/clock.ts): areas that act when a time comes (scheduled pushes) read it.
  demo.get('/__demo/clock', (c) => c.json({ now: demoNow(store), offset: clockOffset(store) }));

  demo.post('/__demo/clock', async (c) => {
    const input = await body(c, ClockInput);
    const offset = advanceClock(store, input.advance_seconds);
    return c.json({ ok: true, now: demoNow(store), offset });
  });

  demo.get('/__demo/faults', (c) => c.json({ faults: rt.faults }));

  demo.post('/__demo/faults', async (c) => {
    const fault = await body(c, FaultInput);
    const effect = fault.status !== undefined || fault.delay_ms !== undefined || fault.drop || fault.malformed;
    rt.faults.push({ ...fault, method: fault.method?.toUpperCase(), status: effect ? fault.status : 500 });
    return c.json({ ok: true, faults: rt.faults });
  });

  demo.delete('/__demo/faults', (c) => {
    rt.faults.length = 0;
    return c.json({ ok: true });
  });

  demo.post('/__demo/agents/bulk', async (c) => {
    const input = await body(c, BulkInput);
    if (!store.app(input.stackId)) throw notFound(`No app ${input.stackId}`);
    const added = bulkAgents(store, input.stackId, input.count);
    return c.json({ ok: true, added, agents: store.agentCount(input.stackId), plan_limit: store.app(input.stackId)?.plan_limit ?? 0 });
  });

  // The scale bench: an app grown to `count` active end users (at most 200,000).
  demo.post('/__demo/end-users/bulk', async (c) => {
    const input = await body(c, BulkUsersInput);
    if (!store.app(input.stackId)) throw notFound(`No app ${input.stackId}`);
    const added = bulkEndUsers(store, input.stackId, input.count, demoNow(store));
    const eventsAdded = input.events === undefined ? 0 : bulkEvents(store, input.stackId, input.events, demoNow(store));
    const users =
      store.get<{ n: number }>('SELECT count(*) AS n FROM end_users WHERE stack_id = ? AND active = 1', [input.stackId])?.n ?? 0;
    return c.json({ ok: true, added, users, events_added: eventsAdded });
  });

  // The bench's record of a page's upstream calls: POST starts (and clears) it, GET answers the calls and stops.
  demo.post('/__demo/record', (c) => {
    rt.recording = [];
    return c.json({ ok: true });
  });

  demo.get('/__demo/record', (c) => {
    const calls = rt.recording ?? [];
    rt.recording = null;
    return c.json({ calls });
  });

  demo.get('/__demo/agents/:id{[0-9]+}', (c) => {
    const row = store.get<UserRow>('SELECT * FROM users WHERE id = ?', [Number(c.req.param('id'))]);
    if (!row) throw notFound('Agent not found');
    return c.json(row);
  });

  // An end user by email, or an app's first one (?stack=): the user detail's tests open /users/{id} of a seeded user.
  demo.get('/__demo/end-users', (c) => {
    const email = c.req.query('email');
    // Name, email and phone too: the restricted-mode test looks for them in the page's raw HTML.
    const row = store.get<{
      id: number;
      stack_id: string;
      agent_id: number | null;
      active: number;
      display_name: string;
      email: string;
      phone: string | null;
    }>(
      email === undefined
        ? 'SELECT id, stack_id, agent_id, active, display_name, email, phone FROM end_users WHERE stack_id = ? ORDER BY id LIMIT 1'
        : 'SELECT id, stack_id, agent_id, active, display_name, email, phone FROM end_users WHERE lower(email) = lower(?)',
      [email ?? c.req.query('stack') ?? ''],
    );
    if (!row) throw notFound('End user not found');
    return c.json(row);
  });

  demo.route('/', leadRoutes(rt));
  return demo;
}
