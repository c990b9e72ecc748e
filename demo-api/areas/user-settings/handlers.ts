import type { AreaHandlers, Ctx } from '../../handlers/context';
import { streamCsv } from '../../http/csv';
import { badRequest, forbidden } from '../../http/errors';

const toggles = (ctx: Ctx) => JSON.parse(ctx.caller.app.toggles) as Record<string, boolean>;

const automationOf = (ctx: Ctx): 0 | 1 =>
  ctx.store.get<{ automation_beta: number }>('SELECT automation_beta FROM user_automation WHERE user_id = ?', [ctx.caller.user.id])
    ?.automation_beta === 1
    ? 1
    : 0;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const userSettingsHandlers: AreaHandlers<'user-settings'> = {
  getOwnApiKey(_input, ctx) {
    // Without Agent Insights the app hands out no keys: the page says 'API key not available'.
    return { key: toggles(ctx).agentInsightsEnabled ? ctx.caller.user.api_key : null };
  },

  saveCrmEmail(input, ctx) {
    const { user } = ctx.caller;
    // An agent sets their own; an admin their own too (the broker settings page), never another's.
    if ((user.kind !== 'agent' && user.kind !== 'admin') || user.id !== input.id)
      throw forbidden('Only the agent can set their CRM parsing email.');
    if (!toggles(ctx).crmEmailEnabled) throw forbidden('CRM email parsing is not enabled for this app.');
    const email = input.crm_email.trim();
    if (email !== '' && !EMAIL.test(email)) throw badRequest('crm_email must be an email address.');
    ctx.store.run('UPDATE users SET crm_email = ? WHERE id = ?', [email === '' ? null : email, user.id]);
    return { crm_email: email === '' ? null : email };
  },

  getAgentAutomation: (_input, ctx) => ({ automation_beta: automationOf(ctx) }),

  saveAgentAutomation(input, ctx) {
    const t = toggles(ctx);
    if (!t.zapierEnabled || !t.agentInsightsEnabled) throw forbidden('Upgrade Required');
    ctx.store.run(
      'INSERT INTO user_automation (user_id, automation_beta) VALUES (?, ?) ON CONFLICT (user_id) DO UPDATE SET automation_beta = excluded.automation_beta',
      [ctx.caller.user.id, input.automation_beta],
    );
    return { automation_beta: automationOf(ctx) };
  },

  agentUsersCsv(_input, ctx) {
    const { user, app } = ctx.caller;
    if (user.kind !== 'agent') throw forbidden('Only agents have users of their own.');
    const day = (t: number | null) => (t === null ? '' : new Date(t * 1000).toISOString().slice(0, 10));
    return streamCsv({
      header: ['id', 'name', 'email', 'phone', 'joined', 'last_login'],
      filename: `${app.stack_id}-my-users.csv`,
      page: (afterId) =>
        ctx.store.all<{
          id: number;
          display_name: string;
          email: string;
          phone: string | null;
          created_at: number;
          last_login: number | null;
        }>(
          'SELECT id, display_name, email, phone, created_at, last_login FROM end_users WHERE stack_id = ? AND agent_id = ? AND active = 1 AND id > ? ORDER BY id LIMIT 500',
          [app.stack_id, user.id, afterId],
        ),
      cells: (r) => [r.id, r.display_name, r.email, r.phone, day(r.created_at), day(r.last_login)],
    });
  },
};
