import { describe, expect, it } from 'vitest';
import { allowed, effectiveRole, redirectFor, type Viewer } from '@/lib/access';
import { BOT_MESSAGE_MAX, CHAT_LIST, chatRows, lastMessageText, transcriptFileName } from '@/lib/chat/rules';
import { chat as chatCalls } from '@/server/upstream/contract';

function viewer(over: Partial<Viewer> = {}): Viewer {
  const v: Viewer = {
    role: 'admin',
    realType: 'admin',
    subType: null,
    managerMode: true,
    readOnly: false,
    embedded: false,
    stackId: 'acme',
    template: 'default',
    toggles: { chatEnabled: true },
    mproAgent: false,
    payments: false,
    showingsStack: false,
    selfProvisioned: false,
    subscriptionStatus: null,
    ...over,
  };
  return { ...v, role: over.role ?? effectiveRole(v.realType, v.subType, v.managerMode) };
}
const admin = viewer();
const agent = viewer({ realType: 'agent', managerMode: false });

describe('chatRows', () => {
  it("resolves each room's members; an id with no person is left out", () => {
    const people = [
      { id: 1, name: 'Avery Agent', email: 'a@x.test', photo: null },
      { id: 2, name: 'Blake Buyer', email: 'b@x.test', photo: null },
    ];
    expect(chatRows([{ roomId: 'r1', userIds: [1, 2, 9], totalMessages: 4, lastMessage: 100 }], people)).toEqual([
      { roomId: 'r1', users: people, totalMessages: 4, lastMessage: 100 },
    ]);
  });
});

describe('the transcript file', () => {
  it('carries the room and a random number; two downloads differ', () => {
    expect(transcriptFileName('room-acme-0001', () => 0.123456789)).toBe('transcript-room-acme-0001-123456789.txt');
    expect(transcriptFileName('../../etc passwd', () => 0)).toBe('transcript--etc-passwd-0.txt');
    expect(transcriptFileName('room-1')).not.toBe(transcriptFileName('room-1'));
  });
});

describe('the table', () => {
  it("last message time, or 'No messages yet'", () => {
    expect(lastMessageText(null)).toBe('No messages yet');
    expect(lastMessageText(1_763_700_000)).toMatch(/^Nov 2[01] 2025, \d{1,2}:\d{2} (AM|PM)$/);
  });
  it('pages of 10 by default (offset 0); other sizes 25 and 50', () => {
    expect(CHAT_LIST.parse({})).toMatchObject({ offset: 0, limit: 10 });
    expect(CHAT_LIST.parse({ limit: '25', offset: '20' })).toMatchObject({ offset: 20, limit: 25 });
    expect(CHAT_LIST.parse({ limit: '1000' }).limit).toBe(10);
  });
  it("the bot message's limit is the contract's", () => {
    expect(BOT_MESSAGE_MAX).toBe(chatCalls.BOT_MESSAGE_MAX);
  });
});

describe('who sees chat and edits the bot message', () => {
  it('agents and admins with chat on; admins alone edit the bot message, never in read-only or on the hiding template', () => {
    expect([redirectFor(admin, '/chat'), redirectFor(agent, '/chat')]).toEqual([null, null]);
    expect([allowed(admin, 'chat.botMessage'), allowed(agent, 'chat.botMessage')]).toEqual([true, false]);
    expect(allowed({ ...admin, readOnly: true }, 'chat.botMessage')).toBe(false);
    expect(allowed({ ...admin, readOnly: true }, 'chat.read')).toBe(true);
    expect(allowed({ ...admin, template: 'premier' }, 'chat.botMessage')).toBe(false);
  });
  it('redirects home: chat off, a manager, an admin on the hiding template or in restricted mode', () => {
    expect(redirectFor({ ...agent, toggles: {} }, '/chat')).toBe('/');
    expect(redirectFor(viewer({ realType: 'manager' }), '/chat')).toBe('/');
    expect(redirectFor({ ...admin, template: 'premier' }, '/chat')).toBe('/');
    expect(redirectFor({ ...admin, toggles: { chatEnabled: true, superAdminRestrictedMode: true } }, '/chat')).toBe('/');
    expect(allowed({ ...admin, toggles: { chatEnabled: true, superAdminRestrictedMode: true } }, 'chat.botMessage')).toBe(false);
  });
});
