import { describe, expect, it } from 'vitest';
import { LocalCounter } from '@/server/limits/local-counter';
import { parseConfig } from '@/server/config';

describe('sign-in rate limiter', () => {
  it('allows the limit per window, then refuses until the window ends', () => {
    const rl = new LocalCounter(3, 60_000);
    expect([1, 2, 3].map(() => rl.hit('ip:1', 1000))).toEqual([true, true, true]);
    expect(rl.hit('ip:1', 2000)).toBe(false);
    expect(rl.retryAfter('ip:1', 2000)).toBe(59);
    expect(rl.hit('ip:2', 2000)).toBe(true);
    expect(rl.hit('ip:1', 61_001)).toBe(true);
  });
  it('reset clears a key', () => {
    const rl = new LocalCounter(1, 60_000);
    rl.hit('k', 0);
    expect(rl.hit('k', 1)).toBe(false);
    rl.reset('k');
    expect(rl.hit('k', 2)).toBe(true);
  });
  it('stays bounded in memory', () => {
    const rl = new LocalCounter(1, 60_000, 100);
    for (let i = 0; i < 1000; i++) rl.hit(`k${i}`, i);
    expect(rl.hit('k999', 1000)).toBe(false);
  });
});

describe('sign-in limits from the environment', () => {
  const base = { UPSTREAM_API_URL: 'http://u.test', SESSION_SECRETS: 's'.repeat(32) };

  it('default to 100 per address and 10 per email', () => {
    expect(parseConfig(base).signInLimits).toEqual({ perAddress: 100, perEmail: 10 });
  });

  it('take whole numbers of at least 1 and name the variable otherwise', () => {
    expect(parseConfig({ ...base, SIGNIN_LIMIT_PER_ADDRESS: '5000', SIGNIN_LIMIT_PER_EMAIL: '20' }).signInLimits).toEqual({
      perAddress: 5000,
      perEmail: 20,
    });
    expect(() => parseConfig({ ...base, SIGNIN_LIMIT_PER_EMAIL: 'ten' })).toThrow(/SIGNIN_LIMIT_PER_EMAIL/);
    expect(() => parseConfig({ ...base, SIGNIN_LIMIT_PER_ADDRESS: '0' })).toThrow(/SIGNIN_LIMIT_PER_ADDRESS must be at least 1/);
  });
});
