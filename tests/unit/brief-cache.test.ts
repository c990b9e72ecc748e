import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { briefCache } from '@/server/brief-cache';
import { resetConfigForTests } from '@/server/config';

/** The cache behind the app data, the help items and the offices; Date moved by vitest's fake timers. */
let n = 0;
const fresh = (max?: number) => briefCache<string>(`test-${++n}`, max);

beforeEach(() => {
  process.env.SESSION_SECRETS = 'secret-a-0123456789abcdef0123456789abcdef';
  process.env.UPSTREAM_API_URL = 'http://upstream.test';
  process.env.APP_CACHE_SECONDS = '30';
  resetConfigForTests();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-27T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  delete process.env.APP_CACHE_SECONDS;
  resetConfigForTests();
});

describe('briefCache', () => {
  it('answers a key from one load while it is fresh, and loads again once APP_CACHE_SECONDS have passed', async () => {
    const cache = fresh();
    const load = vi.fn(async () => `answer ${load.mock.calls.length}`);
    expect(await cache.get('k', load)).toBe('answer 1');
    vi.setSystemTime(new Date('2026-11-27T10:00:29Z'));
    expect(await cache.get('k', load)).toBe('answer 1');
    expect(load).toHaveBeenCalledTimes(1);
    vi.setSystemTime(new Date('2026-11-27T10:00:30Z'));
    expect(await cache.get('k', load)).toBe('answer 2');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between readers that ask before it has answered', async () => {
    const cache = fresh();
    let answer!: (value: string) => void;
    const load = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const both = Promise.all([cache.get('k', load), cache.get('k', load)]);
    answer('once');
    expect(await both).toEqual(['once', 'once']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps keys apart', async () => {
    const cache = fresh();
    expect(await cache.get('stack-a\u0000key', async () => 'a')).toBe('a');
    expect(await cache.get('stack-b\u0000key', async () => 'b')).toBe('b');
  });

  it('does not remember a failed load: the next reader asks again', async () => {
    const cache = fresh();
    await expect(cache.get('k', async () => Promise.reject(new Error('upstream down')))).rejects.toThrow('upstream down');
    expect(await cache.get('k', async () => 'back')).toBe('back');
  });

  it('takes an answer read another way, and forgets keys by prefix', async () => {
    const cache = fresh();
    cache.set('acme\u0000key-1\u0000manager', 'primed');
    const load = vi.fn(async () => 'loaded');
    expect(await cache.get('acme\u0000key-1\u0000manager', load)).toBe('primed');
    cache.set('acme\u0000key-2\u0000manager', 'other');
    cache.forget('acme\u0000key-1\u0000');
    expect(await cache.get('acme\u0000key-1\u0000manager', load)).toBe('loaded');
    expect(await cache.get('acme\u0000key-2\u0000manager', load)).toBe('other');
  });

  it('holds at most its number of keys, dropping stale ones first, then the oldest', async () => {
    const cache = fresh(2);
    await cache.get('old', async () => 'old');
    vi.setSystemTime(new Date('2026-11-27T10:01:00Z'));
    await cache.get('b', async () => 'b');
    await cache.get('c', async () => 'c'); // 'old' is stale: dropped, 'b' and 'c' stay
    const load = vi.fn(async () => 'again');
    expect(await cache.get('b', load)).toBe('b');
    await cache.get('d', async () => 'd'); // all fresh: the oldest ('b') goes
    expect(await cache.get('c', load)).toBe('c');
    expect(await cache.get('b', load)).toBe('again');
  });

  it('is one cache per name in a process, whichever copy of the module asks (Next bundles each entry apart)', async () => {
    const name = `shared-${++n}`;
    briefCache<string>(name).set('k', 'from the proxy bundle');
    expect(await briefCache<string>(name).get('k', async () => 'loaded')).toBe('from the proxy bundle');
  });
});
