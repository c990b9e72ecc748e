import { badRequest, forbidden } from '../../http/errors';
import type { Ctx } from '../../handlers/context';
import { scopeOf } from '../app/stats';

export const DAY = 86_400;

/** The period asked for: [from, to) and the one of the same length before it, [prevFrom, from). */
export type Window = { prevFrom: number; from: number; to: number; days: number };

export function windowOf(days: number, now: number): Window {
  return { prevFrom: now - 2 * days * DAY, from: now - days * DAY, to: now, days };
}

type Filters = { agent?: number; office?: number; tag?: string };

/**
 * The end users an Insights call counts: the caller's (app/stats' scope), active ones only, narrowed by
 * the filters. `events` filters a table with a user_id column (alias e), `users` the end_users rows
 * (alias eu). The upstream refuses every call of an app without agentInsightsEnabled, and an admin in
 * super-admin restricted mode (the dashboard hides the screen from them).
 */
export function insightScope(ctx: Ctx, f: Filters): { events: string; users: string; params: Record<string, unknown> } {
  const toggles = JSON.parse(ctx.caller.app.toggles) as Record<string, boolean>;
  if (!toggles.agentInsightsEnabled) throw forbidden('Upgrade required');
  if (ctx.caller.role === 'admin' && toggles.superAdminRestrictedMode) throw forbidden('Insights are not available in restricted mode.');
  const base = scopeOf(ctx, { activeOnly: true });
  const events = [base.events];
  const users = [base.users];
  const params: Record<string, unknown> = { ...base.params };
  const narrow = (sql: string) => {
    events.push(`e.user_id IN (SELECT eu.id FROM end_users eu WHERE ${sql})`);
    users.push(sql);
  };
  if (f.agent !== undefined) {
    narrow('eu.agent_id = @agent');
    params.agent = f.agent;
  }
  if (f.office !== undefined) {
    const offices = ctx.store.officeSubtree(ctx.caller.app.stack_id, f.office);
    if (offices.length === 0) throw badRequest(`Unknown office ${f.office}.`);
    narrow(
      "eu.agent_id IN (SELECT id FROM users WHERE stack_id = @stack AND kind = 'agent' AND office_id IN (SELECT value FROM json_each(@office_ids)))",
    );
    params.office_ids = JSON.stringify(offices);
  }
  if (f.tag !== undefined) {
    narrow(
      'eu.id IN (SELECT x.end_user_id FROM end_user_tags x JOIN tags t ON t.id = x.tag_id WHERE t.stack_id = @stack AND lower(t.tag) = lower(@tag))',
    );
    params.tag = f.tag;
  }
  return { events: events.join(' AND '), users: users.join(' AND '), params };
}
