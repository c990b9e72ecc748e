import type { AreaHandlers } from '../../handlers/context';
import type { Caller } from '../../auth/caller';

/** The stores each demo app is published in (acme in both; bay on the App Store only, so a zip of one badge exists too). */
const STORES: Record<string, readonly ('app_store' | 'google_play')[]> = { acme: ['app_store', 'google_play'], bay: ['app_store'] };
const STORE_LABELS = { app_store: 'App Store', google_play: 'Google Play' } as const;

/** An agent's links carry their referral; an admin's or a manager's are the brokerage's own. */
function referral(caller: Caller): string {
  return caller.role === 'agent' ? `?${new URLSearchParams({ agent: String(caller.user.id) })}` : '';
}

export const marketingHandlers: AreaHandlers<'marketing'> = {
  getMarketingLinks(_input, ctx) {
    const { caller } = ctx;
    const stack = encodeURIComponent(caller.app.stack_id);
    const toggles = JSON.parse(caller.app.toggles) as Record<string, boolean>;
    return {
      invite_url: ctx.abs(`/invite/${stack}${referral(caller)}`),
      idx_url: toggles.websiteEnabled ? ctx.abs(`/idx/${stack}${referral(caller)}`) : null,
      badges: (STORES[caller.app.stack_id] ?? ['app_store', 'google_play']).map((store) => ({
        store,
        label: STORE_LABELS[store],
        image_url: ctx.abs(`/media/badge/${store}.png`),
      })),
    };
  },

  logMarketingEvent(input, ctx) {
    const { caller } = ctx;
    ctx.store.run('INSERT INTO marketing_events (stack_id, user_id, event, source, created_at) VALUES (?, ?, ?, ?, ?)', [
      caller.app.stack_id,
      caller.user.id,
      input.event,
      input.source,
      ctx.now(),
    ]);
    return { ok: true as const };
  },
};
