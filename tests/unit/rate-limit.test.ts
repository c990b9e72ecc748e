import { describe, expect, it } from 'vitest';
import { RateLimiter } from '@/server/rate-limit';

describe('sign-in rate limiter', () => {
  it('allows the limit per window, then refuses until the window ends', () => {
    const rl = new RateLimiter(3, 60_000);
    expect([1, 2, 3].map(() => rl.hit('ip:1', 1000))).toEqual([true, true, true]);
    expect(rl.hit('ip:1', 2000)).toBe(false);
    expect(rl.retryAfter('ip:1', 2000)).toBe(59);
    expect(rl.hit('ip:2', 2000)).toBe(true);
    expect(rl.hit('ip:1', 61_001)).toBe(true);
  });
  it('reset clears a key', () => {
    const rl = new RateLimiter(1, 60_000);
    rl.hit('k', 0);
    expect(rl.hit('k', 1)).toBe(false);
    rl.reset('k');
    expect(rl.hit('k', 2)).toBe(true);
  });
  it('stays bounded in memory', () => {
    const rl = new RateLimiter(1, 60_000, 100);
    for (let i = 0; i < 1000; i++) rl.hit(`k${i}`, i);
    expect(rl.hit('k999', 1000)).toBe(false);
  });
});
