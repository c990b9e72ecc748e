import type { AreaHandlers } from '../../handlers/context';
import { forbidden } from '../../http/errors';

export const openhouseHandlers: AreaHandlers<'openhouse'> = {
  saveKioskMessage(input, ctx) {
    const { caller } = ctx;
    // The kiosk message is the agent's own: no one else sets it, an admin included.
    if (caller.role !== 'agent' || caller.user.id !== input.agent_id) throw forbidden('Only the agent can set their open house message.');
    const message = input.kiosk_message.trim();
    ctx.store.run('UPDATE users SET kiosk_message = ? WHERE id = ?', [message === '' ? null : message, caller.user.id]);
    return { ok: true as const, kiosk_message: message };
  },
};
