import 'server-only';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { RoutingRule } from '@/lib/routing/model';
import { config } from '@/server/config';
import { log } from '@/server/log';
import { catchAllRule } from '@/lib/routing/rules';
import { insertBrokerage } from '@/server/routing/brokerage';
import { catchAllId, storeRules } from '@/server/routing/config';
import { openKey, sealKey } from '@/server/routing/key-at-rest';
import { store } from '@/server/store';
import { call } from '@/server/upstream/client';
import { agents as agentCalls, auth as authCalls, settings as settingsCalls } from '@/server/upstream/contract';

/**
 * Demo mode only: acme starts with routing on, so a newcomer sees it work at any hour. One round-robin
 * rule among the agents a visitor can sign in as, a 5-minute window, office hours all day, and the
 * demo upstream's user webhook pointed at this server. bay starts off.
 */

const STACK = 'acme';
const ADMIN = 'admin@acme.test';
const AGENTS = ['agent@acme.test', 'agentadmin@acme.test', 'agentmanager@acme.test'];
const Accounts = z.object({
  accounts: z.array(z.object({ email: z.string(), apps: z.array(z.object({ stack_id: z.string(), api_key: z.string() })) })),
});

export async function startDemoRouting(port: string): Promise<void> {
  const { db, ready } = store();
  await ready();
  const res = await fetch(`${config().upstreamUrl}/__demo/accounts`, { signal: AbortSignal.timeout(5_000) });
  const { accounts } = Accounts.parse(await res.json());
  const apiKey = accounts.find((a) => a.email === ADMIN)?.apps.find((a) => a.stack_id === STACK)?.api_key;
  if (!apiKey) return;
  const row = await db.selectFrom('routing_brokerages').select(['sealed_key']).where('stack_id', '=', STACK).executeTakeFirst();
  const secret = randomBytes(24).toString('base64url');
  const url = `${config().publicUrl ?? `http://127.0.0.1:${port}`}/api/webhooks/users/${STACK}/${secret}`;
  const caller = { apiKey, mode: 'manager' as const };
  const pointWebhook = () => call(settingsCalls.saveWebhook, { hook: { type: 'user', url } }, caller);
  if (row) {
    // A restart without CREDENTIAL_KEYS made a new key: the stored one cannot be opened, so seal again.
    if (row.sealed_key && openKey(STACK, row.sealed_key) !== null) return;
    await db
      .updateTable('routing_brokerages')
      .set({ sealed_key: sealKey(STACK, apiKey), paused_reason: null, paused_at: null, webhook_url: sealKey(STACK, url) })
      .where('stack_id', '=', STACK)
      .execute();
    await pointWebhook();
    return;
  }
  const { user } = await call(authCalls.loginToken, { api_key: apiKey, ro: false }, null);
  // Of several instances starting on one store, the one whose row goes in sets the rest up.
  const inserted = await insertBrokerage(STACK, apiKey, { id: user.id, name: user.display_name, email: user.email }, url);
  if (!inserted) return;
  const { agents } = await call(agentCalls.listAgents, { limit: 0, offset: 0 }, caller);
  const rule: RoutingRule = {
    ...catchAllRule('demo-acme-buyers'),
    id: 'demo-acme-buyers',
    name: 'Acme buyers',
    catchAll: false,
    agents: agents.filter((a) => AGENTS.includes(a.email)).map((a) => ({ agentId: a.id, weight: 1 })),
  };
  await storeRules(STACK, [rule, catchAllRule(catchAllId(STACK))]);
  const allDay = { timeZone: 'UTC', days: Array.from({ length: 7 }, () => ({ open: 0, close: 1440 })) };
  await db
    .insertInto('routing_hours')
    .values({ stack_id: STACK, office_id: 0, hours: JSON.stringify(allDay) })
    .onConflict((oc) => oc.columns(['stack_id', 'office_id']).doNothing())
    .execute();
  await pointWebhook();
  log.info({ where: 'routing', stack: STACK }, 'demo: lead routing is on for acme');
}

/**
 * Demo mode only: the instant after the demo upstream last restored its seed (ms; 0 outside demo
 * mode). A reset makes the seed's users look as if they joined minutes ago: they are the demo's
 * data, not sign-ups, so the sweep reads only users who joined after it.
 */
export async function demoSeededSince(): Promise<number> {
  if (!config().demo) return 0;
  try {
    const res = await fetch(`${config().upstreamUrl}/__demo/health`, { signal: AbortSignal.timeout(2_000) });
    const seededAt = Number(((await res.json()) as { seeded_at?: unknown }).seeded_at);
    return Number.isFinite(seededAt) && seededAt > 0 ? (seededAt + 1) * 1000 : 0;
  } catch {
    return 0;
  }
}
