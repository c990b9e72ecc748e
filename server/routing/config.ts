import 'server-only';
import type { OfficeHours, RoutingRule } from '@/lib/routing/model';
import { store } from '@/server/store';

/** The engine's reads of routing's configuration (the rules screen writes it). */

export const CATCH_ALL_ID = 'catch-all';

export function defaultCatchAll(): RoutingRule {
  return {
    id: CATCH_ALL_ID,
    name: 'Everyone else',
    officeId: null,
    catchAll: true,
    match: { officeId: null, sources: [], territory: null, priceMin: null, priceMax: null },
    handout: 'round_robin',
    agents: [],
    windowMinutes: 5,
    hops: 2,
    fallback: { kind: 'unassigned' },
  };
}

export async function readRules(stackId: string): Promise<(RoutingRule & { position: number })[]> {
  const { db, ready } = store();
  await ready();
  const rows = await db.selectFrom('routing_rules').select(['rule', 'position']).where('stack_id', '=', stackId).orderBy('position').execute();
  const rules = rows.map((r) => ({ ...(JSON.parse(r.rule) as RoutingRule), position: r.position }));
  if (!rules.some((r) => r.catchAll)) rules.push({ ...defaultCatchAll(), position: rules.length });
  return rules;
}

export async function storeRules(stackId: string, rules: RoutingRule[]): Promise<void> {
  const { db, ready } = store();
  await ready();
  const now = Date.now();
  await db.transaction().execute(async (tx) => {
    await tx.deleteFrom('routing_rules').where('stack_id', '=', stackId).execute();
    if (rules.length) {
      await tx
        .insertInto('routing_rules')
        .values(rules.map((rule, position) => ({ id: rule.id, stack_id: stackId, position, rule: JSON.stringify(rule), rr_turn: 0, updated_at: now })))
        .execute();
    }
  });
}

export async function readHours(stackId: string): Promise<Map<number, OfficeHours>> {
  const { db, ready } = store();
  await ready();
  const rows = await db.selectFrom('routing_hours').select(['office_id', 'hours']).where('stack_id', '=', stackId).execute();
  return new Map(rows.map((r) => [r.office_id, JSON.parse(r.hours) as OfficeHours]));
}

export async function readAvailability(stackId: string): Promise<Map<number, { paused: boolean; until: number | null; by: string | null }>> {
  const { db, ready } = store();
  await ready();
  const now = Date.now();
  const rows = await db.selectFrom('routing_agents').selectAll().where('stack_id', '=', stackId).execute();
  return new Map(
    rows.map((r) => {
      const until = r.paused_until === null ? null : Number(r.paused_until);
      return [r.agent_id, { paused: r.paused === 1 && (until === null || until > now), until, by: r.paused_by }];
    }),
  );
}
