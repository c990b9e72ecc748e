import { randomBytes } from 'node:crypto';
import { userByKey } from '../../auth/caller';
import { verifyPassword } from '../../auth/passwords';
import type { AppRow, UserRow } from '../../db/rows';
import type { Store } from '../../db/store';
import type { AreaHandlers, Ctx } from '../../handlers/context';
import { notFound, unauthorized } from '../../http/errors';
import { send } from '../../outbox';
import { appData } from '../app/views';
import { issueSessionKey } from '../session/keys';
import { sessionUser } from './views';

const SSO_TOKEN_SECONDS = 10 * 60;
const BAD_LOGIN = 'Invalid email or password.';
const BAD_SSO = 'Invalid or expired SSO access token.';

function usersByEmail(store: Store, email: string): UserRow[] {
  return store.all<UserRow>('SELECT * FROM users WHERE lower(email) = lower(?) ORDER BY id', [email.trim()]);
}

/** The signed-in answer for one dashboard user, counting the sign-in; each sign-in gets its own key. */
function signIn(ctx: Ctx, user: UserRow, app: AppRow) {
  ctx.store.run('UPDATE users SET login_count = login_count + 1, last_login = ? WHERE id = ?', [ctx.now(), user.id]);
  const fresh = ctx.store.user(user.id) ?? user;
  return { api_key: issueSessionKey(ctx, fresh), user: sessionUser(ctx.rt, fresh, app), app: appData(ctx.rt, app, fresh) };
}

function appOf(ctx: Ctx, user: UserRow): AppRow {
  const app = ctx.store.app(user.stack_id);
  if (!app) throw notFound('App not found');
  return app;
}

export const authHandlers: AreaHandlers<'auth'> = {
  login(input, ctx) {
    const checked = new Map<string, boolean>();
    // Accounts of one person share a hash: check each distinct hash once (scrypt is slow on purpose).
    const matching = usersByEmail(ctx.store, input.email).filter((u) => {
      const key = u.password_hash ?? '';
      if (!checked.has(key)) checked.set(key, verifyPassword(input.password, u.password_hash));
      return checked.get(key);
    });
    if (matching.length === 0) throw unauthorized(BAD_LOGIN);
    if (matching.some((u) => u.login_status === 'disabled')) return { disabled: true };
    if (matching.some((u) => u.login_status === 'check_other')) return { check_other: true };
    if (input.stack_id === undefined && matching.length > 1) {
      return {
        apps: matching.map((u) => {
          const app = appOf(ctx, u);
          return { stack_id: app.stack_id, name: app.name, icon: appData(ctx.rt, app, u).icon };
        }),
      };
    }
    const user = input.stack_id === undefined ? matching[0] : matching.find((u) => u.stack_id === input.stack_id);
    if (!user) throw unauthorized(BAD_LOGIN);
    return signIn(ctx, user, appOf(ctx, user));
  },

  loginSso(input, ctx) {
    const token = ctx.store.get<{ token: string; stack_id: string; email: string; expires_at: number; used_at: number | null }>(
      'SELECT * FROM sso_tokens WHERE token = ?',
      [input.token],
    );
    if (
      !token ||
      token.used_at !== null ||
      token.expires_at < ctx.now() ||
      token.email.toLowerCase() !== input.email.trim().toLowerCase()
    ) {
      throw unauthorized(BAD_SSO);
    }
    const user = usersByEmail(ctx.store, token.email).find((u) => u.stack_id === token.stack_id && u.login_status === 'ok');
    if (!user) throw unauthorized(BAD_SSO);
    ctx.store.run('UPDATE sso_tokens SET used_at = ? WHERE token = ?', [ctx.now(), token.token]);
    return signIn(ctx, user, appOf(ctx, user));
  },

  loginToken(input, ctx) {
    const found = userByKey(ctx.store, input.api_key);
    if (!found) throw unauthorized('Invalid API key');
    return { user: sessionUser(ctx.rt, found.user, found.app), app: appData(ctx.rt, found.app, found.user) };
  },

  forgotPassword(input, ctx) {
    const user = usersByEmail(ctx.store, input.email)[0];
    if (user) {
      const code = randomBytes(16).toString('hex');
      send(ctx.store, {
        stackId: user.stack_id,
        to: user.email,
        subject: 'Reset your dashboard password',
        body: `Hello ${user.display_name},\n\nSomeone asked to reset your dashboard password. Use this link to choose a new one: ${ctx.abs(`/reset/${code}`)}\nIf it was not you, ignore this e-mail.\n`,
      });
    }
    return { message: 'If an account exists for this email, a reset link has been sent.' };
  },

  accessToken(input, ctx) {
    const { app } = ctx.caller;
    const person = usersByEmail(ctx.store, input.email).find((u) => u.stack_id === app.stack_id);
    if (!person) throw notFound('User not found');
    const token = randomBytes(24).toString('base64url');
    ctx.store.run('INSERT INTO sso_tokens (token, stack_id, email, expires_at) VALUES (?, ?, ?, ?)', [
      token,
      app.stack_id,
      person.email,
      ctx.now() + SSO_TOKEN_SECONDS,
    ]);
    return { accessToken: token };
  },

  loginFub(input, ctx) {
    const account = ctx.store.get<{ stack_id: string }>('SELECT stack_id FROM crm_accounts WHERE domain = lower(?)', [
      input.fub_domain.trim(),
    ]);
    const app = account ? ctx.store.app(account.stack_id) : undefined;
    if (!app) throw notFound('No Account');
    const user = usersByEmail(ctx.store, input.fub_agent_email).find((u) => u.stack_id === app.stack_id && u.login_status === 'ok');
    if (!user) throw notFound('User not found');
    const person = ctx.store.get<{ id: number }>('SELECT id FROM end_users WHERE stack_id = ? AND lower(email) = lower(?)', [
      app.stack_id,
      input.fub_user_email.trim(),
    ]);
    return { ...signIn(ctx, user, app), user_id_redirect: person?.id ?? null };
  },
};
