import type { z } from 'zod';
import type { GlobalPrefs, Prefs } from '@/server/upstream/contract/account';
import { badRequest } from '../../http/errors';
import { send } from '../../outbox';
import type { AreaHandlers, Ctx } from '../../handlers/context';

const DAY = 86_400;

const DEFAULT_PREFS: z.infer<typeof Prefs> = {
  emailUserNew: 1,
  pushUserNew: 1,
  emailUserFav: 1,
  pushUserFav: 1,
  emailUserNote: 1,
  pushUserNote: 1,
  emailUserSavedSearch: 1,
  pushUserSavedSearch: 1,
  pushUserLogin: 0,
};
const DEFAULT_GLOBAL: z.infer<typeof GlobalPrefs> = { fav_email: 1, fav_push: 1 };

function readPrefs<T extends object>(ctx: Ctx, kind: 'prefs' | 'global', defaults: T): T {
  const row = ctx.store.get<{ data: string }>('SELECT data FROM prefs WHERE user_id = ? AND kind = ?', [ctx.caller.user.id, kind]);
  return { ...defaults, ...(row ? (JSON.parse(row.data) as Partial<T>) : {}) };
}

function writePrefs<T extends object>(ctx: Ctx, kind: 'prefs' | 'global', value: T): T {
  ctx.store.run('INSERT INTO prefs (user_id, kind, data) VALUES (?, ?, ?) ON CONFLICT (user_id, kind) DO UPDATE SET data = excluded.data', [
    ctx.caller.user.id,
    kind,
    JSON.stringify(value),
  ]);
  return value;
}

export const accountHandlers: AreaHandlers<'account'> = {
  cancelSubscription(_input, ctx) {
    const { user, app } = ctx.caller;
    if (!user.self_provisioned) throw badRequest('Only self-provisioned agents have a subscription to cancel.');
    if (user.subscription_status === 'canceled') return { ok: true, message: 'The subscription is already canceled.' };
    if (!user.subscription_status) throw badRequest('There is no active subscription to cancel.');
    const cancelAt = ctx.now() + 30 * DAY;
    ctx.store.run("UPDATE users SET subscription_status = 'canceled', subscription_cancel_at = ? WHERE id = ?", [cancelAt, user.id]);
    send(ctx.store, {
      stackId: app.stack_id,
      to: user.email,
      subject: 'Your subscription was canceled',
      body: `Hello ${user.display_name},\n\nYour ${app.name} agent subscription was canceled. Your account stays active until ${new Date(cancelAt * 1000).toISOString().slice(0, 10)}.\n`,
    });
    return { ok: true, message: 'Subscription canceled' };
  },
  getPrefs: (_input, ctx) => ({ prefs: readPrefs(ctx, 'prefs', DEFAULT_PREFS) }),
  savePrefs: (input, ctx) => ({ prefs: writePrefs(ctx, 'prefs', input) }),
  getGlobalPrefs: (_input, ctx) => ({ prefs: readPrefs(ctx, 'global', DEFAULT_GLOBAL) }),
  saveGlobalPrefs: (input, ctx) => ({ prefs: writePrefs(ctx, 'global', input) }),
};
