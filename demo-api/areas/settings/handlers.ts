import type { AppSettings } from '@/server/upstream/contract/settings';
import type { AreaHandlers, Ctx } from '../../handlers/context';
import { badRequest, forbidden } from '../../http/errors';
import { isLoopbackHttpUrl, isWebUrl } from '../../http/web-url';

type Row = Omit<AppSettings, 'automation_beta'> & { automation_beta: number };

function settingsOf(ctx: Ctx): AppSettings {
  const stack = ctx.caller.app.stack_id;
  const row = ctx.store.get<Row>(
    'SELECT brokerage_name, dmca_link, featured_mode, automation_beta, join_link, fair_housing_mode FROM app_settings WHERE stack_id = ?',
    [stack],
  );
  return (
    row ?? {
      brokerage_name: ctx.caller.app.name,
      dmca_link: null,
      featured_mode: 'agent',
      automation_beta: 0,
      join_link: null,
      fair_housing_mode: 'warn',
    }
  );
}

const toggles = (ctx: Ctx) => JSON.parse(ctx.caller.app.toggles) as Record<string, boolean>;

const hooksOf = (ctx: Ctx) =>
  ctx.store.all<{ type: 'user'; url: string }>('SELECT type, url FROM webhooks WHERE stack_id = ? ORDER BY id', [ctx.caller.app.stack_id]);

export const settingsHandlers: AreaHandlers<'settings'> = {
  getAppSettings(_input, ctx) {
    return { settings: settingsOf(ctx) };
  },

  saveAppSettings(input, ctx) {
    const current = settingsOf(ctx);
    if (input.dmca_link !== undefined && input.dmca_link !== '' && !isWebUrl(input.dmca_link))
      throw badRequest('dmca_link must be an http or https URL.');
    if (input.featured_mode === 'office' && !toggles(ctx).officesEnabled) throw badRequest("featured_mode 'office' needs offices enabled.");
    const next = {
      brokerage_name: input.brokerage_name ?? current.brokerage_name,
      dmca_link: input.dmca_link === undefined ? current.dmca_link : input.dmca_link || null,
      featured_mode: input.featured_mode ?? current.featured_mode,
      automation_beta: input.automation_beta ?? current.automation_beta,
      join_link: current.join_link,
      fair_housing_mode: input.fair_housing_mode ?? current.fair_housing_mode,
    };
    ctx.store.run(
      `INSERT INTO app_settings (stack_id, brokerage_name, dmca_link, featured_mode, automation_beta, join_link, fair_housing_mode)
       VALUES (@stack, @brokerage_name, @dmca_link, @featured_mode, @automation_beta, @join_link, @fair_housing_mode)
       ON CONFLICT(stack_id) DO UPDATE SET brokerage_name = excluded.brokerage_name, dmca_link = excluded.dmca_link, featured_mode = excluded.featured_mode,
         automation_beta = excluded.automation_beta, fair_housing_mode = excluded.fair_housing_mode`,
      { stack: ctx.caller.app.stack_id, ...next },
    );
    return { settings: settingsOf(ctx) };
  },

  getFairHousingMode(_input, ctx) {
    return { fair_housing_mode: settingsOf(ctx).fair_housing_mode };
  },

  getApiKey(_input, ctx) {
    if (!toggles(ctx).agentInsightsEnabled) throw forbidden('Upgrade Required');
    return { key: ctx.caller.user.api_key };
  },

  listWebhooks(_input, ctx) {
    return { hooks: hooksOf(ctx) };
  },

  saveWebhook(input, ctx) {
    // https as the contract says; the demo also takes http to this machine, for a dashboard in development.
    if (!isWebUrl(input.hook.url, true) && !isLoopbackHttpUrl(input.hook.url)) throw badRequest('The webhook URL must be an https URL.');
    const first = ctx.store.get<{ id: number }>('SELECT id FROM webhooks WHERE stack_id = ? ORDER BY id LIMIT 1', [
      ctx.caller.app.stack_id,
    ]);
    if (first) ctx.store.run('UPDATE webhooks SET type = ?, url = ? WHERE id = ?', [input.hook.type, input.hook.url, first.id]);
    else
      ctx.store.run('INSERT INTO webhooks (stack_id, type, url) VALUES (?, ?, ?)', [
        ctx.caller.app.stack_id,
        input.hook.type,
        input.hook.url,
      ]);
    return { hooks: hooksOf(ctx) };
  },
};
