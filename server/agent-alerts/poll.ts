import 'server-only';
import { noteActivity, eventsOf, type ActivityHint } from '@/server/agent-alerts/activity';
import { SCORING } from '@/server/insights';
import { log } from '@/server/log';
import { openKey } from '@/server/routing/key-at-rest';
import { brokerageOf, engineCall, RoutingPaused, type Brokerage } from '@/server/routing/upstream';
import { store } from '@/server/store';
import { insights as insightCalls, settings as settingsCalls } from '@/server/upstream/contract';
import { UpstreamError } from '@/server/upstream/errors';

/**
 * Where no webhook reaches the dashboard, each brokerage with routing on is read once a minute with its
 * key at rest, taken by one instance: Insights' leads by latest activity (the users active since the
 * last read, with their week's score), then each such user's latest events (app/stats history) for
 * their views, favourites and a return. A brokerage whose upstream webhook points here is not read:
 * its activity arrives with the webhook, and whether it still points here is asked again a quarter of
 * an hour later (an idle brokerage then costs the upstream routing's minute sweep alone).
 */

const POLL_MS = 60_000;
const WEBHOOK_RECHECK_MS = 15 * 60_000;
/** Users read a minute: more active than that in one minute, the webhook is the way. */
const POLL_USERS = 50;

/** Every brokerage with routing on has a read of its own; a new one starts from now (nothing older is alerted). */
async function ensurePolls(now: number): Promise<void> {
  const { db } = store();
  const missing = await db
    .selectFrom('routing_brokerages as b')
    .leftJoin('alert_polls as p', 'p.stack_id', 'b.stack_id')
    .select('b.stack_id')
    .where('p.stack_id', 'is', null)
    .execute();
  for (const m of missing) {
    await db
      .insertInto('alert_polls')
      .values({ stack_id: m.stack_id, due_at: now, seen_through: Math.floor(now / 1000) })
      .onConflict((oc) => oc.column('stack_id').doNothing())
      .execute();
  }
}

/** The brokerages whose minute has come, each taken by one instance. */
export async function pollsDue(): Promise<void> {
  const now = Date.now();
  await ensurePolls(now);
  const { db } = store();
  const due = db.selectFrom('alert_polls').select('stack_id').where('due_at', '<=', now);
  const taken = await db
    .updateTable('alert_polls')
    .set({ due_at: now + POLL_MS })
    .where('stack_id', 'in', due)
    .where('due_at', '<=', now)
    .returningAll()
    .execute();
  await Promise.all(
    taken.map(async (row) => {
      const b = await db.selectFrom('routing_brokerages').selectAll().where('stack_id', '=', row.stack_id).executeTakeFirst();
      const broker = b ? await brokerageOf(b) : null;
      if (!b || !broker) return;
      const read = async () => {
        if (!(await webhookReachesUs(broker, b.webhook_url))) return void (await pollActivity(broker, Number(row.seen_through)));
        const now = Date.now();
        await db
          .updateTable('alert_polls')
          .set({ seen_through: Math.floor(now / 1000), due_at: now + WEBHOOK_RECHECK_MS })
          .where('stack_id', '=', row.stack_id)
          .execute();
      };
      await read().catch((err: unknown) => {
        if (!(err instanceof RoutingPaused))
          log.warn(
            { where: 'agent-alerts', stack: row.stack_id, err: err instanceof Error ? err.message : String(err) },
            'activity read failed',
          );
      });
    }),
  );
}

/** The webhook was changed here: the next tick asks again where activity arrives, rather than in a quarter of an hour. */
export async function readActivitySoon(stackId: string): Promise<void> {
  const { db, ready } = store();
  await ready();
  await db.updateTable('alert_polls').set({ due_at: Date.now() }).where('stack_id', '=', stackId).execute();
}

/** Whether the upstream's first user webhook is the one routing set: then activity arrives by it. */
async function webhookReachesUs(b: Brokerage, sealedUrl: string | null): Promise<boolean> {
  const url = sealedUrl ? openKey(b.stackId, sealedUrl) : null;
  if (!url) return false;
  const { hooks } = await engineCall(b, settingsCalls.listWebhooks, {});
  return hooks[0]?.url === url;
}

/** Reads what the brokerage's users did since `seenThrough` (unix s) and notes it; moves the mark on. */
export async function pollActivity(b: Brokerage, seenThrough: number): Promise<number> {
  const { db } = store();
  const mark = async (to: number) => {
    if (to > seenThrough)
      await db
        .updateTable('alert_polls')
        .set({ seen_through: to })
        .where('stack_id', '=', b.stackId)
        .where('seen_through', '<', to)
        .execute();
  };
  let leads;
  try {
    ({ leads } = await engineCall(b, insightCalls.insightLeads, { days: 7, ...SCORING, sort: 'last', offset: 0, limit: POLL_USERS }));
  } catch (err) {
    // Insights is not the brokerage's: nothing this read can see.
    if (err instanceof UpstreamError && err.kind === 'upstream' && err.status === 403) return 0;
    throw err;
  }
  const fresh = leads.filter((l) => l.last_active !== null && l.last_active > seenThrough && l.agent_id !== null);
  let made = 0;
  let newest = seenThrough;
  for (const lead of fresh) {
    const events = await eventsOf(b, lead.id);
    const since = events.filter((e) => e.event_time > seenThrough);
    const hints: ActivityHint[] = since.flatMap((e): ActivityHint[] => {
      const at = e.event_time * 1000;
      if (e.type === 'view') return [{ kind: 'view', listingKey: e.listing_key, address: e.address || null, at }];
      if (e.type === 'fav') return [{ kind: 'favorite', listingKey: e.listing_key, address: e.address || null, at }];
      return [];
    });
    if (since.length)
      hints.push({ kind: 'return', listingKey: null, address: null, at: (since[since.length - 1]?.event_time ?? seenThrough) * 1000 });
    made += await noteActivity(b, lead.id, hints, { events, lead });
    newest = Math.max(newest, lead.last_active ?? 0);
  }
  await mark(newest);
  return made;
}
