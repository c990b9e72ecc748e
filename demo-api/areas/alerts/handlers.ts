import type { alerts, ResponseOf } from '@/server/upstream/contract';
import { managedOffices } from '../../auth/caller';
import { demoNow } from '../../clock';
import type { Store } from '../../db/store';
import type { AreaHandlers, Ctx } from '../../handlers/context';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { send } from '../../outbox';
import type { AlertDbRow } from './schema';

type AlertOut = ResponseOf<typeof alerts.listAlerts>['alerts'][number];
type Person = { kind: 'end_user' | 'agent'; id: number; email: string };

/** The virtual Agent tag (tags area): every active agent of the app. */
const AGENT_TAG_ID = 0;
const LIST_LIMIT = 200;

/** The agents whose end users the caller may notify: all (null) for an admin, a manager's office agents, an agent themself. */
function reachableAgents(ctx: Ctx): number[] | null {
  const { caller } = ctx;
  if (caller.role === 'admin') return null;
  if (caller.role === 'agent') return [caller.user.id];
  const offices = managedOffices(ctx.store, caller) ?? [];
  return ctx.store
    .all<{ id: number }>("SELECT id FROM users WHERE stack_id = ? AND kind = 'agent' AND office_id IN (SELECT value FROM json_each(?))", [
      caller.app.stack_id,
      JSON.stringify(offices),
    ])
    .map((r) => r.id);
}

/** Agents of an office and the offices below it. */
function officeAgents(store: Store, stackId: string, officeId: number): number[] {
  const offices = store.officeSubtree(stackId, officeId);
  return store
    .all<{ id: number }>("SELECT id FROM users WHERE stack_id = ? AND kind = 'agent' AND office_id IN (SELECT value FROM json_each(?))", [
      stackId,
      JSON.stringify(offices),
    ])
    .map((r) => r.id);
}

const AGENT_FILTER = '(@agents IS NULL OR e.agent_id IN (SELECT value FROM json_each(@agents)))';

/** Visible alerts: an admin every alert of the app, anyone else their own. */
function visibleAlerts(ctx: Ctx, sent: boolean): AlertDbRow[] {
  const { caller } = ctx;
  return ctx.store.all<AlertDbRow & { sender_name: string }>(
    `SELECT a.*, u.display_name AS sender_name FROM alerts a JOIN users u ON u.id = a.sender_id
     WHERE a.stack_id = @stack AND (@admin = 1 OR a.sender_id = @me) AND ${sent ? 'a.sent_at IS NOT NULL' : 'a.sent_at IS NULL'}
     ORDER BY ${sent ? 'a.sent_at DESC, a.id DESC' : 'a.send_at ASC, a.id ASC'} LIMIT ${LIST_LIMIT}`,
    { stack: caller.app.stack_id, admin: caller.role === 'admin' ? 1 : 0, me: caller.user.id },
  );
}

function alertOut(row: AlertDbRow & { sender_name?: string }): AlertOut {
  return {
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    meta_type: row.meta_type,
    meta_value: row.meta_value,
    meta_address: row.meta_address,
    recipient: row.recipient_label,
    when: row.sent_at ?? row.created_at,
    schedule_date: row.send_at,
    display_name: row.sender_name ?? '',
  };
}

/** Who an alert addressed to tags reaches now (end users of the sender's reach carrying a tag; agents for the Agent tag). */
function tagRecipients(store: Store, stackId: string, tagIds: number[], agents: number[] | null, officeId: number | null): Person[] {
  const office = officeId === null ? null : officeAgents(store, stackId, officeId);
  const scope = office === null ? agents : agents === null ? office : agents.filter((a) => office.includes(a));
  const people: Person[] = store
    .all<{ id: number; email: string }>(
      `SELECT DISTINCT e.id, e.email FROM end_users e JOIN end_user_tags x ON x.end_user_id = e.id
       WHERE e.stack_id = @stack AND e.active = 1 AND x.tag_id IN (SELECT value FROM json_each(@tags)) AND ${AGENT_FILTER} ORDER BY e.id`,
      {
        stack: stackId,
        tags: JSON.stringify(tagIds.filter((t) => t !== AGENT_TAG_ID)),
        agents: scope === null ? null : JSON.stringify(scope),
      },
    )
    .map((r) => ({ kind: 'end_user' as const, id: r.id, email: r.email }));
  if (tagIds.includes(AGENT_TAG_ID)) {
    const agentRows = store.all<{ id: number; email: string }>(
      "SELECT id, email FROM users WHERE stack_id = ? AND kind = 'agent' AND active = 1 AND (? IS NULL OR id IN (SELECT value FROM json_each(?))) ORDER BY id",
      [stackId, office === null ? null : 1, JSON.stringify(office ?? [])],
    );
    people.push(...agentRows.map((r) => ({ kind: 'agent' as const, id: r.id, email: r.email })));
  }
  return people;
}

function recipientsOf(store: Store, row: AlertDbRow): Person[] {
  if (row.recipient_user_id !== null) {
    const u = store.get<{ id: number; email: string }>('SELECT id, email FROM end_users WHERE id = ? AND active = 1', [
      row.recipient_user_id,
    ]);
    return u ? [{ kind: 'end_user', id: u.id, email: u.email }] : [];
  }
  const agents = row.reach === null ? null : (JSON.parse(row.reach) as number[]);
  return tagRecipients(store, row.stack_id, JSON.parse(row.tag_ids ?? '[]') as number[], agents, row.office_id);
}

/** Sends an alert now: its recipients are recorded and each gets a push in the demo's outbox. */
function deliver(store: Store, row: AlertDbRow, at: number): number {
  const people = recipientsOf(store, row);
  const value = row.meta_type === 'listing' ? `${row.meta_address ?? ''} (${row.meta_value})` : row.meta_value;
  store.tx(() => {
    store.run('UPDATE alerts SET sent_at = ? WHERE id = ?', [at, row.id]);
    const insert = store.stmt('INSERT OR IGNORE INTO alert_recipients (alert_id, kind, person_id, email) VALUES (?, ?, ?, ?)');
    for (const p of people) {
      insert.run(row.id, p.kind, p.id, p.email);
      send(store, {
        stackId: row.stack_id,
        kind: 'push',
        to: p.email,
        subject: row.title,
        body: `${row.subtitle}\n${row.meta_type}: ${value}`,
      });
    }
  });
  return people.length;
}

/** Delivers every scheduled alert of the app whose time has come (by the demo clock). */
export function deliverDue(store: Store, stackId: string): void {
  const now = demoNow(store);
  const due = store.all<AlertDbRow>('SELECT * FROM alerts WHERE stack_id = ? AND sent_at IS NULL AND send_at <= ? ORDER BY send_at, id', [
    stackId,
    now,
  ]);
  for (const row of due) deliver(store, row, row.send_at ?? now);
}

/** An end user the caller may notify, with the label the tables show; 404 otherwise. */
function reachableUser(ctx: Ctx, id: number): { id: number; display_name: string } {
  const agents = reachableAgents(ctx);
  const user = ctx.store.get<{ id: number; display_name: string }>(
    `SELECT e.id, e.display_name FROM end_users e WHERE e.id = @id AND e.stack_id = @stack AND e.active = 1 AND ${AGENT_FILTER}`,
    { id, stack: ctx.caller.app.stack_id, agents: agents === null ? null : JSON.stringify(agents) },
  );
  if (!user) throw notFound('User not found');
  return user;
}

/** The tags addressed, each one the caller sees (the Agent tag for admins only); answers their names. */
function addressedTags(ctx: Ctx, ids: number[]): string[] {
  const { caller } = ctx;
  return ids.map((id) => {
    if (id === AGENT_TAG_ID) {
      if (caller.role !== 'admin') throw forbidden('Only an admin can notify every agent.');
      return 'Agent';
    }
    const tag = ctx.store.get<{ tag: string; tag_long: string | null }>(
      'SELECT tag, tag_long FROM tags WHERE id = ? AND stack_id = ? AND (? = 1 OR system_tag = 1 OR super_tag = 1 OR user_id = ?)',
      [id, caller.app.stack_id, caller.role === 'admin' ? 1 : 0, caller.user.id],
    );
    if (!tag) throw notFound('Tag not found');
    return tag.tag_long ?? tag.tag;
  });
}

export const alertHandlers: AreaHandlers<'alerts'> = {
  listAlerts(_input, ctx) {
    deliverDue(ctx.store, ctx.caller.app.stack_id);
    return { alerts: visibleAlerts(ctx, true).map(alertOut) };
  },

  listScheduledAlerts(_input, ctx) {
    deliverDue(ctx.store, ctx.caller.app.stack_id);
    return { alerts: visibleAlerts(ctx, false).map(alertOut) };
  },

  deleteScheduledAlert(input, ctx) {
    const { caller } = ctx;
    deliverDue(ctx.store, caller.app.stack_id);
    const row = ctx.store.get<AlertDbRow>('SELECT * FROM alerts WHERE id = ? AND stack_id = ? AND sent_at IS NULL', [
      input.id,
      caller.app.stack_id,
    ]);
    if (!row || (caller.role !== 'admin' && row.sender_id !== caller.user.id)) throw notFound('Scheduled alert not found');
    ctx.store.run('DELETE FROM alerts WHERE id = ?', [row.id]);
    return { ok: true as const };
  },

  sendAlert(input, ctx) {
    const { caller, store } = ctx;
    const now = demoNow(store);
    let value: string;
    let address: string | null = null;
    if (input.type === 'url') {
      if (!input.url || !/^https?:\/\/\S+$/i.test(input.url)) throw badRequest('A url alert needs a valid url.');
      value = input.url;
    } else if (input.type === 'text') {
      if (!input.text?.trim()) throw badRequest('A text alert needs some text.');
      value = input.text;
    } else {
      if (!input.key || !input.address) throw badRequest('A listing alert needs key and address.');
      if (!store.get('SELECT 1 FROM listings WHERE listing_key = ?', [input.key])) throw notFound('Listing not found');
      value = input.key;
      address = input.address;
    }
    if ((input.recipient === undefined) === (input.tags === undefined || input.tags.length === 0))
      throw badRequest('Give either recipient or tags.');
    if (input.office_id !== undefined && !store.offices(caller.app.stack_id).some((o) => o.id === input.office_id))
      throw notFound('Office not found');
    let label: string;
    if (input.recipient !== undefined) label = reachableUser(ctx, input.recipient).display_name;
    else label = addressedTags(ctx, input.tags ?? []).join(', ');
    let sendAt: number | null = null;
    if (input.timing === 'schedule') {
      if (input.send_date_time === undefined) throw badRequest('A scheduled alert needs send_date_time.');
      if (input.send_date_time < now - 86_400) throw badRequest('The scheduled time has passed.');
      sendAt = input.send_date_time;
    }
    const reach = reachableAgents(ctx);
    const draft = {
      stack_id: caller.app.stack_id,
      sender_id: caller.user.id,
      title: input.title,
      subtitle: input.subtitle,
      meta_type: input.type,
      meta_value: value,
      meta_address: address,
      recipient_user_id: input.recipient ?? null,
      tag_ids: input.tags ? JSON.stringify(input.tags) : null,
      office_id: input.office_id ?? null,
      reach: reach === null ? null : JSON.stringify(reach),
      recipient_label: label,
      created_at: now,
      send_at: sendAt,
    };
    const reached = recipientsOf(store, { ...draft, id: 0, sent_at: null }).length;
    if (reached === 0) throw badRequest('No users match these recipients.');
    const id = Number(
      store.run(
        `INSERT INTO alerts (stack_id, sender_id, title, subtitle, meta_type, meta_value, meta_address, recipient_user_id, tag_ids, office_id, reach, recipient_label, created_at, send_at)
         VALUES (@stack_id, @sender_id, @title, @subtitle, @meta_type, @meta_value, @meta_address, @recipient_user_id, @tag_ids, @office_id, @reach, @recipient_label, @created_at, @send_at)`,
        draft,
      ).lastInsertRowid,
    );
    const row = store.get<AlertDbRow>('SELECT * FROM alerts WHERE id = ?', [id]) as AlertDbRow;
    const recipients = sendAt === null || sendAt <= now ? deliver(store, row, now) : reached;
    return { ok: true as const, id, recipients };
  },

  alertRecipients(input, ctx) {
    const { caller } = ctx;
    const reach = reachableAgents(ctx);
    const office = input.office === undefined ? null : officeAgents(ctx.store, caller.app.stack_id, input.office);
    const agents = office === null ? reach : reach === null ? office : reach.filter((a) => office.includes(a));
    const like = `%${input.search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    const users = ctx.store.all<{ id: number; display_name: string; email: string }>(
      `SELECT e.id, e.display_name, e.email FROM end_users e
       WHERE e.stack_id = @stack AND e.active = 1 AND ${AGENT_FILTER}
         AND (e.display_name LIKE @like ESCAPE '\\' OR e.email LIKE @like ESCAPE '\\')
       ORDER BY e.display_name COLLATE NOCASE, e.id LIMIT @limit`,
      { stack: caller.app.stack_id, agents: agents === null ? null : JSON.stringify(agents), like, limit: input.limit },
    );
    return { users };
  },

  alertListingSuggestions(input, ctx) {
    const like = `%${input.text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    const rows = ctx.store.all<{ listing_key: string; full_address: string; city: string; state: string; zip: string }>(
      `SELECT listing_key, full_address, city, state, zip FROM listings
       WHERE full_address LIKE @like ESCAPE '\\' OR city LIKE @like ESCAPE '\\' OR zip LIKE @like ESCAPE '\\'
       ORDER BY full_address LIMIT 10`,
      { like },
    );
    return {
      suggestions: rows.map((r) => ({
        ListingKey: r.listing_key,
        FullStreetAddress: r.full_address,
        City: r.city,
        State: r.state,
        ZipCode: r.zip,
      })),
    };
  },
};
