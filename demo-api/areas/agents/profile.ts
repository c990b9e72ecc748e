import { managedOffices } from '../../auth/caller';
import { hashPassword } from '../../auth/passwords';
import { badRequest, conflict, forbidden } from '../../http/errors';
import { agent } from './views';
import { profileFor } from './access';
import { DUPLICATE_EMAIL_MESSAGE, emailTaken, notifyUsersOfAgent } from './handlers';
import type { HandlerMap } from '../../handlers/context';
import { readImage, removeUpload, storeUpload } from '../../handlers/uploads';

/** undefined keeps the stored value; anything else (null included) replaces it. */
const keep = <T>(value: T | undefined, current: T): T => (value === undefined ? current : value);

export const profileHandlers: Pick<HandlerMap, 'getProfile' | 'saveProfile' | 'agentPassword' | 'avatar'> = {
  getProfile(input, ctx) {
    return agent(ctx.rt, profileFor(ctx, input.id));
  },

  saveProfile(input, ctx) {
    const { caller, store } = ctx;
    const row = profileFor(ctx, input.id);
    if (emailTaken(ctx, input.email, row.id)) throw conflict(DUPLICATE_EMAIL_MESSAGE);
    const office = keep(input.office, row.office_id);
    const active = keep(input.active, row.active);
    if (office !== row.office_id) {
      if (caller.role === 'agent') throw forbidden('Only an admin or a manager can change the office.');
      if (office !== null && store.officeSubtree(caller.app.stack_id, office).length === 0) throw badRequest(`Unknown office ${office}.`);
      const managed = managedOffices(store, caller);
      if (managed !== null && (office === null || !managed.includes(office)))
        throw forbidden('You can only move agents within your offices.');
    }
    if (active !== row.active) {
      if (row.self_provisioned) throw badRequest('active cannot change for a self-provisioned agent.');
      if (caller.role === 'agent') throw forbidden('Only an admin or a manager can change whether an agent is active.');
    }
    store.tx(() => {
      if (row.active === 1 && active === 0) notifyUsersOfAgent(ctx, row.id, row.display_name);
      store.run(
        `UPDATE users SET display_name = @display_name, email = @email, office_id = @office_id, crm_email = @crm_email, phone = @phone, web = @web,
           bio = @bio, license_display = @license_display, license_number = @license_number, license_prefix = @license_prefix, active = @active,
           brokerage_name = @brokerage_name, mls_email = @mls_email, social_youtube = @social_youtube, social_tiktok = @social_tiktok, social_instagram = @social_instagram, social_facebook = @social_facebook, social_twitter = @social_twitter, social_linkedin = @social_linkedin WHERE id = @id`,
        {
          id: row.id,
          display_name: input.display_name,
          email: input.email,
          office_id: office,
          crm_email: keep(input.crm_email, row.crm_email),
          phone: keep(input.phone, row.phone),
          web: keep(input.web, row.web),
          bio: keep(input.bio, row.bio),
          license_display: keep(input.license?.licenseDisplay, row.license_display),
          license_number: keep(input.license?.licenseNumber, row.license_number),
          license_prefix: keep(input.license?.licensePrefix, row.license_prefix),
          active,
          brokerage_name: keep(input.brokerage_name, row.brokerage_name),
          mls_email: keep(input.mls_email, row.mls_email),
          social_youtube: keep(input.social_youtube, row.social_youtube),
          social_tiktok: keep(input.social_tiktok, row.social_tiktok),
          social_instagram: keep(input.social_instagram, row.social_instagram),
          social_facebook: keep(input.social_facebook, row.social_facebook),
          social_twitter: keep(input.social_twitter, row.social_twitter),
          social_linkedin: keep(input.social_linkedin, row.social_linkedin),
        },
      );
    });
    return agent(ctx.rt, profileFor(ctx, row.id));
  },

  agentPassword(input, ctx) {
    const { caller } = ctx;
    const row = profileFor(ctx, input.id);
    const own = row.id === caller.user.id;
    if (!own && caller.role !== 'admin') throw forbidden("Only an admin can change another agent's password.");
    if (!own && row.kind !== 'agent') throw forbidden('Only agent passwords can be changed here.');
    ctx.store.run('UPDATE users SET password_hash = ? WHERE id = ?', [hashPassword(input.agent_password), row.id]);
    return { ok: true, message: 'Password was saved' };
  },

  async avatar(input, ctx) {
    const row = profileFor(ctx, input.id);
    const file = ctx.files.file;
    if (input.delete === '1') {
      if (file) throw badRequest('Send either a file or delete=1, not both.');
      ctx.store.run('UPDATE users SET photo = NULL WHERE id = ?', [row.id]);
      removeUpload(ctx.rt, row.photo);
      return { photo: null };
    }
    const image = await readImage(file);
    const path = storeUpload(ctx.rt, `avatar-${row.id}`, image);
    ctx.store.run('UPDATE users SET photo = ? WHERE id = ?', [path, row.id]);
    removeUpload(ctx.rt, row.photo);
    return { photo: ctx.abs(path) };
  },
};
