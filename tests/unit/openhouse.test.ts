import { describe, expect, it } from 'vitest';
import { allowed } from '@/lib/access';
import { checkKioskMessage } from '@/lib/openhouse/check';
import { KIOSK_LINKS, KIOSK_MESSAGE_MAX, OPEN_HOUSE_MSG } from '@/lib/openhouse/rules';
import { KioskMessageInput } from '@/lib/openhouse/schema';
import { ROLES } from '@/tests/support/roles';

describe('the open house kiosk message (at most 250 characters)', () => {
  it('takes up to 250 characters, trimmed, and an empty message; refuses 251 with the message', () => {
    expect(checkKioskMessage({ message: `  ${'x'.repeat(KIOSK_MESSAGE_MAX)}  ` })).toEqual({
      ok: true,
      data: { message: 'x'.repeat(250) },
    });
    expect(checkKioskMessage({ message: '' })).toEqual({ ok: true, data: { message: '' } });
    const over = checkKioskMessage({ message: 'x'.repeat(251) });
    expect(over.ok).toBe(false);
    expect(over.ok ? null : over.errors.message).toBe(OPEN_HOUSE_MSG.tooLong(250));
  });

  it('counts characters as people see them (an emoji is one), on the client and the server alike', () => {
    const emoji = '🏡'.repeat(KIOSK_MESSAGE_MAX);
    expect(checkKioskMessage({ message: emoji }).ok).toBe(true);
    expect(KioskMessageInput.safeParse({ message: emoji }).success).toBe(true);
    expect(KioskMessageInput.safeParse({ message: `${emoji}🏡` }).success).toBe(false);
  });

  it('is an agent’s own: admins, managers and read-only sessions may not save it', () => {
    expect(allowed(ROLES.agent.viewer, 'openHouse.save')).toBe(true);
    expect(allowed(ROLES.agentAdminInAgentView.viewer, 'openHouse.save')).toBe(true);
    for (const role of ['admin', 'manager', 'agentAdminInManagerView', 'readOnly', 'premierAdmin'] as const)
      expect(allowed(ROLES[role].viewer, 'openHouse.save'), role).toBe(false);
  });

  it('links to the users the kiosk signed in, by the two kiosk tags', () => {
    expect(KIOSK_LINKS.map((l) => l.href)).toEqual(['/users?tag=kiosk', '/users?tag=kiosk-agent']);
  });
});
