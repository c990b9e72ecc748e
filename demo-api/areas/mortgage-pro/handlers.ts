import type { MproRow } from '../../db/rows';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { mayHaveOwnMpro, mortgagePro } from './views';
import { findAgent } from '../agents/access';
import type { AreaHandlers, Ctx } from '../../handlers/context';
import { readImage, removeUpload, storeUpload } from '../../handlers/uploads';

type Level = { level: MproRow['level']; target: number };

/**
 * The level a call addresses. Admins reach every level; an agent reaches only their own agent level,
 * and only when flagged mpro_agent or when the app allows agents their own Mortgage Pro.
 */
function levelOf(ctx: Ctx, officeId: number | undefined, agentId: number | undefined): Level {
  const { caller } = ctx;
  if (officeId !== undefined && agentId !== undefined) throw badRequest('Send office_id or agent_id, not both.');
  if (caller.role === 'admin') {
    if (officeId !== undefined) {
      if (ctx.store.officeSubtree(caller.app.stack_id, officeId).length === 0) throw notFound('Office not found');
      return { level: 'office', target: officeId };
    }
    if (agentId !== undefined) return { level: 'agent', target: findAgent(ctx, agentId).id };
    return { level: 'app', target: 0 };
  }
  if (caller.role === 'manager') throw forbidden('Only admins and agents can manage Mortgage Pros.');
  if (officeId !== undefined || (agentId !== undefined && agentId !== caller.user.id))
    throw forbidden('Agents can only manage their own Mortgage Pro.');
  if (!mayHaveOwnMpro(caller.app, caller.user)) throw forbidden('Mortgage Pro is not enabled for your account.');
  return { level: 'agent', target: caller.user.id };
}

function findMpro(ctx: Ctx, at: Level): MproRow | undefined {
  return ctx.store.get<MproRow>('SELECT * FROM mortgage_pros WHERE stack_id = ? AND level = ? AND target_id = ?', [
    ctx.caller.app.stack_id,
    at.level,
    at.target,
  ]);
}

function checkEditing(ctx: Ctx): void {
  const toggles = JSON.parse(ctx.caller.app.toggles) as Record<string, boolean>;
  if (!toggles.mortgageProEditingEnabled) throw forbidden('Mortgage Pro editing is not enabled for this app.');
}

export const mortgageProHandlers: AreaHandlers<'mortgage-pro'> = {
  getMpro(input, ctx) {
    const row = findMpro(ctx, levelOf(ctx, input.office_id, input.agent_id));
    return { mpro: row ? mortgagePro(ctx.rt, row) : null };
  },

  saveMpro(input, ctx) {
    checkEditing(ctx);
    const at = levelOf(ctx, input.office_id, input.agent_id);
    const existing = findMpro(ctx, at);
    if ('delete' in input) {
      if (existing) {
        ctx.store.run('DELETE FROM mortgage_pros WHERE id = ?', [existing.id]);
        removeUpload(ctx.rt, existing.photo);
      }
      return { mpro: null };
    }
    ctx.store.run(
      `INSERT INTO mortgage_pros (stack_id, level, target_id, display_name, email, phone, web, company, license_number)
       VALUES (@stack, @level, @target, @display_name, @email, @phone, @web, @company, @license)
       ON CONFLICT (stack_id, level, target_id) DO UPDATE SET display_name = excluded.display_name, email = excluded.email, phone = excluded.phone,
         web = excluded.web, company = excluded.company, license_number = excluded.license_number`,
      {
        stack: ctx.caller.app.stack_id,
        level: at.level,
        target: at.target,
        display_name: input.display_name,
        email: input.email,
        phone: input.phone ?? null,
        web: input.web ?? null,
        company: input.company ?? null,
        license: input.license.licenseNumber,
      },
    );
    const saved = findMpro(ctx, at);
    if (!saved) throw notFound('Mortgage Pro not found');
    return { mpro: mortgagePro(ctx.rt, saved) };
  },

  mproAgents(_input, ctx) {
    const rows = ctx.store.all<{ id: number; name: string; email: string; mpro_name: string }>(
      `SELECT u.id, u.display_name AS name, u.email, m.display_name AS mpro_name FROM mortgage_pros m JOIN users u ON u.id = m.target_id
       WHERE m.stack_id = ? AND m.level = 'agent' ORDER BY u.display_name COLLATE NOCASE, u.id`,
      [ctx.caller.app.stack_id],
    );
    return { agents: rows };
  },

  getMproAgentSetting(_input, ctx) {
    return { enabled: ctx.caller.app.mpro_allow_agents === 1 };
  },

  saveMproAgentSetting(input, ctx) {
    ctx.store.run('UPDATE apps SET mpro_allow_agents = ? WHERE stack_id = ?', [input.enabled ? 1 : 0, ctx.caller.app.stack_id]);
    return { enabled: input.enabled };
  },

  async mproAvatar(input, ctx) {
    checkEditing(ctx);
    if (input.kind !== 'app' && input.target_id === undefined && ctx.caller.role === 'admin')
      throw badRequest(`Missing required field "target_id" for kind ${input.kind}.`);
    if (input.kind === 'app' && ctx.caller.role !== 'admin') throw forbidden('Agents can only manage their own Mortgage Pro.');
    const at = levelOf(
      ctx,
      input.kind === 'office' ? (input.target_id ?? -1) : undefined,
      input.kind === 'agent' ? input.target_id : undefined,
    );
    const row = findMpro(ctx, at);
    if (!row) throw notFound('No Mortgage Pro at this level: save it first.');
    const file = ctx.files.file;
    if (input.delete === '1') {
      if (file) throw badRequest('Send either a file or delete=1, not both.');
      ctx.store.run('UPDATE mortgage_pros SET photo = NULL WHERE id = ?', [row.id]);
      removeUpload(ctx.rt, row.photo);
      return { photo: null };
    }
    const path = storeUpload(ctx.rt, `mpro-${row.id}`, await readImage(file));
    ctx.store.run('UPDATE mortgage_pros SET photo = ? WHERE id = ?', [path, row.id]);
    removeUpload(ctx.rt, row.photo);
    return { photo: ctx.abs(path) };
  },
};
