import type { AgentSort } from '@/server/upstream/contract/agents';
import type { z } from 'zod';
import { managedOffices } from '../../auth/caller';
import { hashPassword } from '../../auth/passwords';
import { badRequest, conflict, forbidden } from '../../http/errors';
import { creationEmail, send } from '../../outbox';
import { insertUser } from './users';
import { agentRow, type AgentListRow } from './views';
import { findAgent, managedAgent } from './access';
import type { Ctx, HandlerMap } from '../../handlers/context';
import { removeUpload } from '../../handlers/uploads';

export const PLAN_LIMIT_MESSAGE = 'Agent limit reached. Upgrade your plan to add more agents.';
export const DUPLICATE_EMAIL_MESSAGE = 'An account with this email already exists.';

/** Order of each sort code (contract/agents.ts gives the meanings); no sort = the brokerage's manual order. */
const ORDER: Record<z.infer<typeof AgentSort> | 'manual', string> = {
  manual: 'u.sort_order, u.id',
  a: 'u.display_name COLLATE NOCASE, u.id',
  z: 'u.display_name COLLATE NOCASE DESC, u.id DESC',
  n: 'u.created_at DESC, u.id DESC',
  o: 'u.created_at, u.id',
  ai: 'u.active, u.display_name COLLATE NOCASE, u.id',
  aa: 'u.active DESC, u.display_name COLLATE NOCASE, u.id',
  ud: 'u.total_users DESC, u.display_name COLLATE NOCASE, u.id',
  ua: 'u.total_users, u.display_name COLLATE NOCASE, u.id',
};

/** The WHERE of the list: only the filters in use, so each combination is its own (cached) statement. */
function whereOf(hasQ: boolean, hasOffices: boolean): string {
  return [
    "u.stack_id = @stack AND u.kind = 'agent'",
    hasQ ? "(u.display_name LIKE @q ESCAPE '\\' OR u.email LIKE @q ESCAPE '\\')" : '',
    hasOffices ? 'u.office_id IN (SELECT value FROM json_each(@offices))' : '',
  ]
    .filter(Boolean)
    .join(' AND ');
}

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The office filter: the chosen office's tree, narrowed to a manager's own tree. Null = no filter. */
function officeFilter(ctx: Ctx, officeId: number | undefined): number[] | null {
  const stack = ctx.caller.app.stack_id;
  const managed = managedOffices(ctx.store, ctx.caller);
  if (officeId === undefined) return managed;
  const chosen = ctx.store.officeSubtree(stack, officeId);
  if (chosen.length === 0) throw badRequest(`Unknown office ${officeId}.`);
  return managed === null ? chosen : chosen.filter((id) => managed.includes(id));
}

export function emailTaken(ctx: Ctx, email: string, exceptId = 0): boolean {
  return (
    ctx.store.get('SELECT 1 FROM users WHERE stack_id = ? AND lower(email) = lower(?) AND id <> ?', [
      ctx.caller.app.stack_id,
      email,
      exceptId,
    ]) !== undefined
  );
}

/** Refuse adding `adding` agents beyond the plan limit (0 or less = unlimited). */
export function checkPlanLimit(ctx: Ctx, adding: number): void {
  const { app } = ctx.caller;
  if (app.plan_limit > 0 && ctx.store.agentCount(app.stack_id) + adding > app.plan_limit) throw forbidden(PLAN_LIMIT_MESSAGE);
}

export function sendCreationEmail(ctx: Ctx, agent: { id: number; email: string; display_name: string }): void {
  creationEmail(ctx.store, {
    stackId: ctx.caller.app.stack_id,
    appName: ctx.caller.app.name,
    to: agent.email,
    name: agent.display_name,
    setPasswordUrl: ctx.abs(`/set-password/${agent.id}`),
  });
}

/** Push to each end user of an agent who is gone or inactive: the app asks them to choose another agent. */
export function notifyUsersOfAgent(ctx: Ctx, agentId: number, agentName: string): void {
  const users = ctx.store.all<{ email: string }>('SELECT email FROM end_users WHERE agent_id = ?', [agentId]);
  for (const u of users) {
    send(ctx.store, {
      stackId: ctx.caller.app.stack_id,
      kind: 'push',
      to: u.email,
      subject: 'Choose a new agent',
      body: `${agentName} is no longer available in the app. Please choose a new agent.`,
    });
  }
}

export const agentHandlers: Pick<
  HandlerMap,
  'listAgents' | 'listOffices' | 'pinAgent' | 'orderAgents' | 'createAgent' | 'deleteAgent' | 'resendAgentEmail'
> = {
  listAgents(input, ctx) {
    const offices = officeFilter(ctx, input.office_id);
    const params = {
      stack: ctx.caller.app.stack_id,
      q: input.q?.trim() ? likePattern(input.q.trim()) : null,
      offices: offices === null ? null : JSON.stringify(offices),
    };
    const where = whereOf(params.q !== null, params.offices !== null);
    const total = ctx.store.get<{ n: number }>(`SELECT count(*) AS n FROM users u WHERE ${where}`, params)?.n ?? 0;
    const rows = ctx.store.all<AgentListRow>(
      `SELECT u.*, o.name AS office_name FROM users u LEFT JOIN offices o ON o.id = u.office_id WHERE ${where}
       ORDER BY ${ORDER[input.sort ?? 'manual']} LIMIT @limit OFFSET @offset`,
      { ...params, limit: input.limit === 0 ? -1 : input.limit, offset: input.offset },
    );
    return {
      agents: rows.map((r) => agentRow(ctx.rt, r)),
      total,
      from: rows.length ? input.offset + 1 : 0,
      to: rows.length ? input.offset + rows.length : 0,
    };
  },

  listOffices(_input, ctx) {
    return { offices: ctx.store.offices(ctx.caller.app.stack_id).map((o) => ({ id: o.id, parent_id: o.parent_id, name: o.name })) };
  },

  pinAgent(input, ctx) {
    const agent = managedAgent(ctx, input.agent_id);
    let priority = 0;
    if (input.type === 'pin') {
      const top =
        ctx.store.get<{ p: number | null }>("SELECT max(priority) AS p FROM users WHERE stack_id = ? AND kind = 'agent'", [agent.stack_id])
          ?.p ?? 0;
      priority = agent.priority > 0 ? agent.priority : (top ?? 0) + 1;
    }
    ctx.store.run('UPDATE users SET priority = ? WHERE id = ?', [priority, agent.id]);
    return { ok: true, priority };
  },

  orderAgents(input, ctx) {
    if (new Set(input.order).size !== input.order.length) throw badRequest('Field "order" lists an agent more than once.');
    const agents = input.order.map((id) => {
      try {
        return managedAgent(ctx, id);
      } catch {
        throw badRequest(`Field "order": agent ${id} is not one of your agents.`);
      }
    });
    // The listed agents take over their own order slots, in the new sequence; others keep theirs.
    const slots = agents.map((a) => a.sort_order).sort((a, b) => a - b);
    ctx.store.tx(() => agents.forEach((a, n) => ctx.store.run('UPDATE users SET sort_order = ? WHERE id = ?', [slots[n], a.id])));
    return { ok: true, message: 'New agent order saved' };
  },

  createAgent(input, ctx) {
    const { app } = ctx.caller;
    if (input.office !== undefined && ctx.store.officeSubtree(app.stack_id, input.office).length === 0)
      throw badRequest(`Unknown office ${input.office}.`);
    return ctx.store.tx(() => {
      checkPlanLimit(ctx, 1);
      if (emailTaken(ctx, input.email)) throw conflict(DUPLICATE_EMAIL_MESSAGE);
      const id = insertUser(ctx.store, {
        stack_id: app.stack_id,
        kind: 'agent',
        email: input.email,
        display_name: input.name,
        password_hash: hashPassword(input.password),
        phone: input.phone || null,
        office_id: input.office ?? null,
        brokerage_name: app.name,
        created_at: ctx.now(),
      });
      sendCreationEmail(ctx, { id, email: input.email, display_name: input.name });
      return { id, message: 'Agent created' };
    });
  },

  deleteAgent(input, ctx) {
    const agent = findAgent(ctx, input.id);
    if (agent.id === ctx.caller.user.id) throw badRequest('You cannot delete your own account.');
    ctx.store.tx(() => {
      notifyUsersOfAgent(ctx, agent.id, agent.display_name);
      ctx.store.run('UPDATE end_users SET agent_id = NULL WHERE agent_id = ?', [agent.id]);
      ctx.store.run("DELETE FROM mortgage_pros WHERE level = 'agent' AND target_id = ?", [agent.id]);
      ctx.store.run('DELETE FROM prefs WHERE user_id = ?', [agent.id]);
      ctx.store.run('DELETE FROM users WHERE id = ?', [agent.id]);
    });
    removeUpload(ctx.rt, agent.photo);
    return { ok: true, message: 'Agent deleted' };
  },

  resendAgentEmail(input, ctx) {
    const agent = findAgent(ctx, input.id);
    if (agent.self_provisioned) throw badRequest('Self-provisioned agents do not receive a creation email.');
    sendCreationEmail(ctx, agent);
    return { ok: true, message: 'Email was sent' };
  },
};
