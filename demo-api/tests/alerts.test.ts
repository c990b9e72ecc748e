import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alerts, type ResponseOf } from '@/server/upstream/contract';
import { ADMIN, AGENT, BAY_ADMIN, MANAGER, startTestApi, type TestApi } from './helpers';

type Alert = ResponseOf<typeof alerts.listAlerts>['alerts'][number];
type Alerts = { alerts: Alert[] };

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t.stop();
});

const asAgent = { as: AGENT, mode: 'agent' as const };
const sent = async (o: { as: string; mode?: 'agent' }) => (await t.call<Alerts>(alerts.listAlerts, {}, o)).body.alerts;
const scheduled = async (o: { as: string; mode?: 'agent' }) => (await t.call<Alerts>(alerts.listScheduledAlerts, {}, o)).body.alerts;
const agentUser = () =>
  t
    .db()
    .prepare(
      "SELECT e.id, e.email, e.display_name FROM end_users e JOIN users u ON u.id = e.agent_id WHERE u.email = 'agent@acme.test' AND e.active = 1 ORDER BY e.id LIMIT 1",
    )
    .get() as { id: number; email: string; display_name: string };
const otherUser = () =>
  t
    .db()
    .prepare(
      "SELECT e.id FROM end_users e JOIN users u ON u.id = e.agent_id WHERE e.stack_id = 'acme' AND u.email <> 'agent@acme.test' AND e.active = 1 ORDER BY e.id LIMIT 1",
    )
    .get() as { id: number };
const outbox = async (to: string) =>
  (await t.fetch(`/__demo/outbox?to=${encodeURIComponent(to)}&kind=push`)).body as { items: { subject: string; body: string }[] };
const base = { title: 'A title of length', subtitle: 'A subtitle of length', type: 'text', text: 'Hello there' } as const;

describe('the seed', () => {
  it('has sent and scheduled alerts of every type from different senders; an agent sees only their own', async () => {
    const all = await sent({ as: ADMIN });
    expect(new Set(all.map((a) => a.display_name)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(all.map((a) => a.meta_type))).toEqual(new Set(['url', 'listing', 'text']));
    expect((await scheduled({ as: ADMIN })).length).toBeGreaterThanOrEqual(3);
    const own = await sent(asAgent);
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((a) => a.display_name === 'Avery Agent')).toBe(true);
    expect((await scheduled(asAgent)).every((a) => a.display_name === 'Avery Agent')).toBe(true);
    expect((await sent({ as: BAY_ADMIN })).length).toBeGreaterThan(0);
  });
});

describe('sending', () => {
  it('sends now to one user: listed as sent, in the outbox', async () => {
    const user = agentUser();
    const res = await t.call<{ id: number; recipients: number }>(alerts.sendAlert, { ...base, recipient: user.id, timing: 'now' }, asAgent);
    expect(res.status).toBe(200);
    expect(res.body.recipients).toBe(1);
    expect((await sent(asAgent))[0]).toMatchObject({ id: res.body.id, title: base.title, recipient: user.display_name, meta_type: 'text' });
    expect((await outbox(user.email)).items.at(-1)).toMatchObject({ subject: base.title, body: `${base.subtitle}\ntext: Hello there` });
  });

  it("refuses another agent's user, a tag the caller does not see, the Agent tag for agents, an unknown listing", async () => {
    expect((await t.call(alerts.sendAlert, { ...base, recipient: otherUser().id, timing: 'now' }, asAgent)).status).toBe(404);
    expect((await t.call(alerts.sendAlert, { ...base, tags: [0], timing: 'now' }, asAgent)).status).toBe(403);
    expect((await t.call(alerts.sendAlert, { ...base, tags: [999999], timing: 'now' }, asAgent)).status).toBe(404);
    const res = await t.call<{ message: string }>(
      alerts.sendAlert,
      { ...base, type: 'listing', key: 'NOPE', address: 'x', recipient: agentUser().id, timing: 'now' },
      asAgent,
    );
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Listing not found');
  });

  it('a scheduled alert goes out when the demo clock reaches it, and can be removed before', async () => {
    const user = agentUser();
    const at = Math.floor(Date.now() / 1000) + 3 * 3600;
    const one = await t.call<{ id: number }>(
      alerts.sendAlert,
      { ...base, title: 'Scheduled for later', recipient: user.id, timing: 'schedule', send_date_time: at },
      asAgent,
    );
    const two = await t.call<{ id: number }>(
      alerts.sendAlert,
      { ...base, title: 'Scheduled then removed', recipient: user.id, timing: 'schedule', send_date_time: at },
      asAgent,
    );
    expect((await scheduled(asAgent)).map((a) => a.id)).toEqual(expect.arrayContaining([one.body.id, two.body.id]));
    expect((await t.call(alerts.deleteScheduledAlert, { id: two.body.id }, asAgent)).status).toBe(200);
    expect((await t.call(alerts.deleteScheduledAlert, { id: two.body.id }, asAgent)).status).toBe(404);
    expect((await outbox(user.email)).items.some((m) => m.subject === 'Scheduled for later')).toBe(false);
    expect((await t.json('POST', '/__demo/clock', { advance_seconds: 4 * 3600 })).status).toBe(200);
    expect((await scheduled(asAgent)).map((a) => a.id)).not.toContain(one.body.id);
    expect((await sent(asAgent)).find((a) => a.id === one.body.id)?.when).toBe(at);
    expect((await outbox(user.email)).items.filter((m) => m.subject === 'Scheduled for later')).toHaveLength(1);
    expect((await outbox(user.email)).items.some((m) => m.subject === 'Scheduled then removed')).toBe(false);
  });

  it("an admin's tag alert reaches every user carrying the tag; the Agent tag every active agent", async () => {
    const tag = t.db().prepare("SELECT id FROM tags WHERE stack_id = 'acme' AND tag = 'VIP'").get() as { id: number };
    const carriers = (
      t
        .db()
        .prepare('SELECT count(*) AS n FROM end_user_tags x JOIN end_users e ON e.id = x.end_user_id WHERE x.tag_id = ? AND e.active = 1')
        .get(tag.id) as { n: number }
    ).n;
    const res = await t.call<{ recipients: number }>(alerts.sendAlert, { ...base, tags: [tag.id], timing: 'now' }, { as: ADMIN });
    expect(res.body.recipients).toBe(carriers);
    const agents = (
      t.db().prepare("SELECT count(*) AS n FROM users WHERE stack_id = 'acme' AND kind = 'agent' AND active = 1").get() as { n: number }
    ).n;
    expect(
      (await t.call<{ recipients: number }>(alerts.sendAlert, { ...base, tags: [0], timing: 'now' }, { as: ADMIN })).body.recipients,
    ).toBe(agents);
  });
});

describe('a manager', () => {
  it("reaches the users of their offices' agents by tag, and no one else's", async () => {
    const tag = t.db().prepare("SELECT id FROM tags WHERE stack_id = 'acme' AND tag = 'Buyer'").get() as { id: number };
    const res = await t.call<{ id: number; recipients: number }>(
      alerts.sendAlert,
      { ...base, tags: [tag.id], timing: 'now' },
      { as: MANAGER },
    );
    expect(res.status).toBe(200);
    const manager = t.db().prepare("SELECT office_id FROM users WHERE email = 'manager@acme.test'").get() as { office_id: number };
    const reached = t
      .db()
      .prepare('SELECT e.agent_id FROM alert_recipients r JOIN end_users e ON e.id = r.person_id WHERE r.alert_id = ?')
      .all(res.body.id) as { agent_id: number }[];
    expect(reached.length).toBe(res.body.recipients);
    const agentsOffices = new Set(
      reached.map((r) => (t.db().prepare('SELECT office_id FROM users WHERE id = ?').get(r.agent_id) as { office_id: number }).office_id),
    );
    const subtree = (
      t
        .db()
        .prepare('WITH RECURSIVE s(id) AS (SELECT ? UNION SELECT o.id FROM offices o JOIN s ON o.parent_id = s.id) SELECT id FROM s')
        .all(manager.office_id) as { id: number }[]
    ).map((r) => r.id);
    expect([...agentsOffices].every((o) => subtree.includes(o))).toBe(true);
    const outside = t
      .db()
      .prepare(
        `SELECT e.id FROM end_users e JOIN users u ON u.id = e.agent_id WHERE e.stack_id = 'acme' AND e.active = 1 AND (u.office_id IS NULL OR u.office_id NOT IN (${subtree.join(',')})) LIMIT 1`,
      )
      .get() as { id: number };
    expect((await t.call(alerts.sendAlert, { ...base, recipient: outside.id, timing: 'now' }, { as: MANAGER })).status).toBe(404);
  });
});

describe('look-ups', () => {
  it('recipient search: an agent finds only their own users', async () => {
    const user = agentUser();
    const mine = (
      await t.call<{ users: { id: number }[] }>(alerts.alertRecipients, { limit: 2000, search: user.display_name.slice(0, 4) }, asAgent)
    ).body.users;
    expect(mine.map((u) => u.id)).toContain(user.id);
    const ids = t
      .db()
      .prepare("SELECT e.id FROM end_users e JOIN users u ON u.id = e.agent_id WHERE u.email = 'agent@acme.test'")
      .all() as { id: number }[];
    expect(mine.every((u) => ids.some((r) => r.id === u.id))).toBe(true);
  });

  it('listing suggestions by text give key and address', async () => {
    const row = t.db().prepare('SELECT listing_key, city FROM listings LIMIT 1').get() as { listing_key: string; city: string };
    type S = { ListingKey: string; FullStreetAddress: string; City: string; ZipCode: string };
    const { suggestions } = (await t.call<{ suggestions: S[] }>(alerts.alertListingSuggestions, { text: row.city }, { as: ADMIN })).body;
    expect(suggestions.length).toBeGreaterThan(0);
    const q = row.city.toLowerCase();
    expect(suggestions.every((s) => [s.FullStreetAddress, s.City, s.ZipCode].some((f) => f.toLowerCase().includes(q)))).toBe(true);
    expect(suggestions.length).toBeLessThanOrEqual(10);
  });
});
