import type { AreaHandlers } from '../../handlers/context';

export const sessionHandlers: AreaHandlers<'session'> = {
  logout(_input, ctx) {
    // Only a sign-in's own key is revoked; the account's stable key (key restore, scripts) stays valid.
    const key = ctx.hono.req.header('x-api-key') ?? '';
    ctx.store.run('UPDATE session_keys SET revoked_at = ? WHERE api_key = ? AND revoked_at IS NULL', [ctx.now(), key]);
    return { ok: true as const };
  },
};
