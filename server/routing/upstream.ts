import 'server-only';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { ROUTING_EVENTS, type RoutingEvent } from '@/lib/audit/event';
import { recordAudit } from '@/server/audit/log';
import { brokerageTimeZone } from '@/server/alerts';
import { log } from '@/server/log';
import { processSingleton } from '@/server/process-singleton';
import { openKey, sealedUnderOlderKey, sealKey } from '@/server/routing/key-at-rest';
import { store } from '@/server/store';
import type { RoutingBrokeragesTable } from '@/server/store/schema';
import { call, type Caller } from '@/server/upstream/client';
import { agents as agentCalls, app as appCalls } from '@/server/upstream/contract';
import type { Endpoint } from '@/server/upstream/contract/endpoint';
import { UpstreamError } from '@/server/upstream/errors';

/**
 * The engine's side of the upstream: a brokerage's stored key opened for one step, the agents and time
 * zone it routes with (kept briefly: a cache, never the truth), and the pause when the upstream
 * refuses the key.
 */

export type Brokerage = {
  stackId: string;
  caller: NonNullable<Caller>;
  /** The admin who turned routing on: routing acts, and is audited, on their behalf. */
  onBehalfOf: { id: number; name: string; email: string };
};

/** Thrown when the upstream refused the stored key: the brokerage is paused, its leads wait. */
export class RoutingPaused extends Error {}

export async function brokerageOf(row: RoutingBrokeragesTable): Promise<Brokerage | null> {
  if (!row.sealed_key || row.paused_reason) return null;
  const apiKey = openKey(row.stack_id, row.sealed_key);
  if (apiKey === null) {
    await pause(row.stack_id, 'unsealable', { id: row.enabled_by_id, name: row.enabled_by_name, email: row.enabled_by_email });
    return null;
  }
  // Sealed under an older key in CREDENTIAL_KEYS: sealed again under the newest, so the old key can go.
  if (sealedUnderOlderKey(row.sealed_key)) {
    const { db } = store();
    await db
      .updateTable('routing_brokerages')
      .set({ sealed_key: sealKey(row.stack_id, apiKey) })
      .where('stack_id', '=', row.stack_id)
      .execute();
  }
  return {
    stackId: row.stack_id,
    caller: { apiKey, mode: 'manager' },
    onBehalfOf: { id: row.enabled_by_id, name: row.enabled_by_name, email: row.enabled_by_email },
  };
}

export async function brokerageById(stackId: string): Promise<Brokerage | null> {
  const { db, ready } = store();
  await ready();
  const row = await db.selectFrom('routing_brokerages').selectAll().where('stack_id', '=', stackId).executeTakeFirst();
  return row ? brokerageOf(row) : null;
}

/** One upstream call with the stored key; a 401 pauses the brokerage (its cases stay due) and throws RoutingPaused. */
export async function engineCall<Req extends z.ZodType, Res extends z.ZodType>(
  b: Brokerage,
  ep: Endpoint<Req, Res>,
  input: z.input<Req>,
): Promise<z.output<Res>> {
  try {
    return await call(ep, input, b.caller);
  } catch (err) {
    if (err instanceof UpstreamError && err.status === 401 && err.kind === 'upstream') {
      await pause(b.stackId, 'unauthorized', b.onBehalfOf);
      throw new RoutingPaused(b.stackId);
    }
    throw err;
  }
}

async function pause(stackId: string, reason: string, onBehalfOf: Brokerage['onBehalfOf']): Promise<void> {
  const { db } = store();
  const res = await db
    .updateTable('routing_brokerages')
    .set({ paused_reason: reason, paused_at: Date.now() })
    .where('stack_id', '=', stackId)
    .where('paused_reason', 'is', null)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) > 0) {
    log.warn({ where: 'routing', stack: stackId, reason }, 'lead routing paused: the stored api key was refused');
    routingAudit({ stackId, onBehalfOf }, 'routing.pause', ROUTING_EVENTS['routing.pause'], null);
  }
}

/** Records what routing did by itself: actor 'Routing', on behalf of the admin who turned it on. */
export function routingAudit(
  b: Pick<Brokerage, 'stackId' | 'onBehalfOf'>,
  action: RoutingEvent,
  summary: string,
  user: { id: number; name: string } | null,
  id: string = randomUUID(),
): void {
  recordAudit({
    id,
    at: new Date().toISOString(),
    stackId: b.stackId,
    actor: {
      id: b.onBehalfOf.id,
      name: 'Routing',
      email: b.onBehalfOf.email,
      role: `on behalf of ${b.onBehalfOf.name}`,
      mode: '',
      readOnly: false,
    },
    action,
    summary,
    target: user ? { kind: 'user', ids: [String(user.id)], label: user.name } : null,
    outcome: 'success',
    status: 200,
    message: null,
    requestId: null,
    clientAddress: null,
  });
}

export type RoutingAgent = { id: number; name: string; email: string; active: boolean; officeId: number | null };
/** `officeParents` maps each office to the one above it (0: the root): agent alerts' locks bind down the tree. */
type Roster = {
  agents: Map<number, RoutingAgent>;
  officeParents: Map<number, number>;
  timeZone: string;
  brand: { name: string; icon: string | null; themeColor: string | null };
  at: number;
};

/** Agents change rarely and a sign-up burst reads them once: kept 30 s per brokerage. */
const ROSTER_MS = 30_000;

export async function rosterOf(b: Brokerage): Promise<Roster> {
  const cache = processSingleton('routing-rosters', () => new Map<string, Promise<Roster>>());
  const hit = cache.get(b.stackId);
  if (hit) {
    const r = await hit.catch(() => null);
    if (r && Date.now() - r.at < ROSTER_MS) return r;
  }
  const loading = (async (): Promise<Roster> => {
    const [{ agents }, { offices }, app] = await Promise.all([
      engineCall(b, agentCalls.listAgents, { limit: 0, offset: 0 }),
      engineCall(b, agentCalls.listOffices, {}),
      engineCall(b, appCalls.getApp, { stackId: b.stackId }),
    ]);
    const officeByName = new Map(offices.map((o) => [o.name, o.id]));
    return {
      agents: new Map(
        agents.map((a) => [
          a.id,
          {
            id: a.id,
            name: a.display_name,
            email: a.email,
            active: a.active === 1,
            officeId: a.office ? (officeByName.get(a.office) ?? null) : null,
          },
        ]),
      ),
      officeParents: new Map(offices.map((o) => [o.id, o.parent_id])),
      timeZone: brokerageTimeZone(app),
      brand: { name: app.name, icon: app.icon || null, themeColor: app.theme.color ?? null },
      at: Date.now(),
    };
  })();
  cache.set(b.stackId, loading);
  loading.catch(() => cache.delete(b.stackId));
  return loading;
}
