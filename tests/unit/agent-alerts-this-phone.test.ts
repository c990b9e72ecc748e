import { describe, expect, it } from 'vitest';
import { keyBytes, PHONE_WORDS, phoneState, sameKey } from '@/components/agent-alerts/this-phone-state';
import { generateVapidKeys } from '@/server/agent-alerts/channel-config';

/** 'Alerts on this phone': the state the switch shows, and the key it subscribes with. */
describe('phoneState', () => {
  const facts = { supported: true, permission: 'granted' as const, browserSubscribed: true, serverSubscribed: true };

  it('is on only when the browser allows, holds a subscription, and the dashboard keeps it for this session', () => {
    expect(phoneState(facts)).toBe('on');
    expect(phoneState({ ...facts, serverSubscribed: false })).toBe('off');
    expect(phoneState({ ...facts, browserSubscribed: false })).toBe('off');
    expect(phoneState({ ...facts, permission: 'default' })).toBe('off');
  });

  it('says when the browser cannot, or the settings block it', () => {
    expect(phoneState({ ...facts, supported: false })).toBe('unsupported');
    expect(phoneState({ ...facts, permission: 'denied' })).toBe('blocked');
    expect(PHONE_WORDS.blocked).toMatch(/blocked .* browser's settings/);
    expect(PHONE_WORDS.unsupported).toMatch(/Home Screen/);
  });
});

describe('the key', () => {
  it("is read from base64url into the bytes PushManager takes, and compared with a subscription's", () => {
    const { publicKey } = generateVapidKeys();
    const bytes = keyBytes(publicKey);
    expect(Buffer.from(bytes).equals(Buffer.from(publicKey, 'base64url'))).toBe(true);
    expect(sameKey(bytes.buffer, bytes)).toBe(true);
    expect(sameKey(keyBytes(generateVapidKeys().publicKey).buffer, bytes)).toBe(false);
    expect(sameKey(null, bytes)).toBe(false);
  });
});
