import type { AppRow } from '../../db/rows';
import { hashPassword } from '../../auth/passwords';
import type { AreaHandlers, Ctx } from '../../handlers/context';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors';
import { insertUser } from '../agents/users';

type LinkRow = { provision_id: string; uri: string; stack_id: string; state: 'open' | 'disabled' | 'broken'; payment_path: string | null };

const NOT_VALID = 'This sign-up link is not valid.';

function linkOf(ctx: Ctx, provisionId: string, uri?: string): { link: LinkRow; app: AppRow } {
  const link = ctx.store.get<LinkRow>('SELECT * FROM provision_links WHERE provision_id = ?', [provisionId]);
  const app = link ? ctx.store.app(link.stack_id) : undefined;
  if (!link || !app || (uri !== undefined && link.uri !== uri)) throw notFound(NOT_VALID);
  // The demo's stand-in for an upstream that fails without saying why.
  if (link.state === 'broken') throw new HttpError(500, '');
  return { link, app };
}

const enabledFor = (link: LinkRow, app: AppRow) =>
  link.state === 'open' && (JSON.parse(app.toggles) as Record<string, boolean>).selfProvisionedAgentsEnabled === true;

export const provisionHandlers: AreaHandlers<'provision'> = {
  getProvisionApp(input, ctx) {
    const { link, app } = linkOf(ctx, input.provision_id, input.uri);
    return {
      enabled: enabledFor(link, app),
      payment_url: ctx.abs(link.payment_path),
      theme: { logo: ctx.abs(`/media/app/${app.stack_id}/logo.png`) },
      name: app.name,
    };
  },

  provisionAgent(input, ctx) {
    const { link, app } = linkOf(ctx, input.provision_id);
    if (!enabledFor(link, app)) throw badRequest('Self-provisioning is not enabled for this app.');
    if (!link.payment_path) throw badRequest('The brokerage has not completed its setup yet.');
    return ctx.store.tx(() => {
      // The same sign-up sent again (a double click, a retried request) answers the first one's agent.
      const earlier = ctx.store.get<{ guid: string | null; provision_id: string }>(
        'SELECT u.guid, s.provision_id FROM provision_signups s JOIN users u ON u.id = s.user_id WHERE s.idempotency_key = ?',
        [input.idempotency_key],
      );
      if (earlier) {
        if (earlier.provision_id !== link.provision_id || !earlier.guid)
          throw conflict('This request was already used for another sign-up.');
        return { guid: earlier.guid };
      }
      const email = input.email.trim().toLowerCase();
      if (ctx.store.get('SELECT id FROM users WHERE stack_id = ? AND lower(email) = ?', [app.stack_id, email])) {
        throw conflict('An account with this email already exists. Sign in instead.');
      }
      const id = insertUser(ctx.store, {
        stack_id: app.stack_id,
        kind: 'agent',
        email,
        display_name: input.display_name.trim(),
        phone: input.phone.trim(),
        password_hash: hashPassword(input.password),
        created_at: ctx.now(),
        brokerage_name: app.name,
        self_provisioned: 1,
        subscription_status: null,
      });
      ctx.store.run('INSERT INTO provision_signups (idempotency_key, provision_id, user_id) VALUES (?, ?, ?)', [
        input.idempotency_key,
        link.provision_id,
        id,
      ]);
      const guid = ctx.store.user(id)?.guid;
      if (!guid) throw new HttpError(500, 'The agent was created without a guid.');
      return { guid };
    });
  },
};
