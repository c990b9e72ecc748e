import * as iron from 'iron-session';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetConfigForTests } from '@/server/config';
import { sealExpiry, sealSession, sessionFrom, SESSION_TTL_SECONDS, unsealSession, UnsealedSessions, type Session } from '@/server/session';

// Counts the real unseals, so a test can tell a cached answer from iron's own.
vi.mock('iron-session', async (importOriginal) => {
  const actual = await importOriginal<typeof import('iron-session')>();
  return { ...actual, unsealData: vi.fn(actual.unsealData) };
});
const unsealData = vi.mocked(iron.unsealData);

const A = 'secret-a-0123456789abcdef0123456789abcdef';
const B = 'secret-b-0123456789abcdef0123456789abcdef';
const user = {
  id: 7,
  type: 'admin' as const,
  subType: null,
  email: 'admin@acme.test',
  display_name: 'Ada Admin',
  payments: true,
  agent_data: null,
};

function useSecrets(list: string) {
  process.env.SESSION_SECRETS = list;
  process.env.UPSTREAM_API_URL = 'http://upstream.test';
  resetConfigForTests();
}

/** A fresh session for each test: the cache is per process, so each test seals its own cookie. */
let n = 0;
const fresh = () => sessionFrom(`key-${++n}-${Math.random()}`, 'acme', user);

beforeEach(() => {
  useSecrets(A);
  unsealData.mockClear();
});
afterEach(() => vi.useRealTimers());

describe('unsealSession caches what iron opened', () => {
  it('a cookie opened once is answered from the cache, equal to what iron answered', async () => {
    const session = fresh();
    const cookie = await sealSession(session);
    expect(await unsealSession(cookie)).toEqual(session);
    expect(await unsealSession(cookie)).toEqual(session);
    expect(unsealData).toHaveBeenCalledTimes(1);
  });

  it('the cached session cannot be changed in place by one request for the next', async () => {
    const cookie = await sealSession(fresh());
    const first = (await unsealSession(cookie)) as Session;
    expect(() => {
      (first as { readOnly: boolean }).readOnly = true;
    }).toThrow(TypeError);
    expect(() => {
      (first.user as { type: string }).type = 'agent';
    }).toThrow(TypeError);
    expect((await unsealSession(cookie))?.user.type).toBe('admin');
  });

  it('a tampered copy of a cached cookie is not served from the cache: iron refuses it', async () => {
    const cookie = await sealSession(fresh());
    expect(await unsealSession(cookie)).not.toBeNull();
    const i = Math.floor(cookie.length / 2);
    const tampered = cookie.slice(0, i) + (cookie[i] === 'A' ? 'B' : 'A') + cookie.slice(i + 1);
    expect(await unsealSession(tampered)).toBeNull();
    // A cookie with its expiry pushed later (the HMAC then fails) is refused too.
    const later = cookie.replace(/\*(\d{13})\*/, (_, ms: string) => `*${Number(ms) + 86_400_000}*`);
    expect(later).not.toBe(cookie);
    expect(await unsealSession(later)).toBeNull();
    expect(unsealData).toHaveBeenCalledTimes(3);
  });

  it("never serves a session past its seal's expiry, and iron refuses it once the skew is over", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const cookie = await sealSession(fresh());
    const expiry = sealExpiry(cookie) as number;
    expect(expiry).toBeGreaterThanOrEqual(start + SESSION_TTL_SECONDS * 1000);
    expect(await unsealSession(cookie)).not.toBeNull();

    vi.setSystemTime(expiry - 1);
    expect(await unsealSession(cookie)).not.toBeNull();
    expect(unsealData).toHaveBeenCalledTimes(1);

    // Past the expiry the cache no longer answers; iron still accepts its 60 s of clock skew, then refuses.
    vi.setSystemTime(expiry + 1);
    await unsealSession(cookie);
    expect(unsealData).toHaveBeenCalledTimes(2);
    vi.setSystemTime(expiry + 61_000);
    expect(await unsealSession(cookie)).toBeNull();
    expect(unsealData).toHaveBeenCalledTimes(3);
  });

  it('rotation: a cached cookie whose secret is no longer listed is refused, not served from the cache', async () => {
    const cookie = await sealSession(fresh());
    expect(await unsealSession(cookie)).not.toBeNull();
    useSecrets(`${B},${A}`);
    expect(await unsealSession(cookie)).not.toBeNull();
    useSecrets(B);
    expect(await unsealSession(cookie)).toBeNull();
    // Each change of the list went through iron: none was answered from an entry made under other secrets.
    expect(unsealData).toHaveBeenCalledTimes(3);
  });

  it('a refused cookie is not remembered: each try goes through iron', async () => {
    for (let i = 0; i < 3; i += 1) expect(await unsealSession('Fe26.2**abc*def*ghi*jkl*mno*pqr~2')).toBeNull();
    expect(unsealData).toHaveBeenCalledTimes(3);
  });
});

describe('UnsealedSessions', () => {
  const session = fresh();
  const cookieExpiring = (at: number, tag: string) => `Fe26.2*1*salt${tag}*iv*data*${at}*hsalt*hmac~2`;
  const now = 1_700_000_000_000;

  it('holds at most its bound, dropping the least recently used first', () => {
    const cache = new UnsealedSessions(3);
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((t) => cookieExpiring(now + 60_000, t)) as [string, string, string, string];
    for (const cookie of [a, b, c]) cache.set(cookie, session, [A], now);
    expect(cache.get(a, [A], now)).toBe(session); // a is now the most recently used
    cache.set(d, session, [A], now);
    expect(cache.size).toBe(3);
    expect(cache.get(b, [A], now)).toBeNull();
    for (const cookie of [a, c, d]) expect(cache.get(cookie, [A], now)).toBe(session);
  });

  it('keeps nothing without an expiry, or already expired', () => {
    const cache = new UnsealedSessions(10);
    cache.set('Fe26.2*1*s*iv*data**hsalt*hmac~2', session, [A], now);
    cache.set(cookieExpiring(now, 'x'), session, [A], now);
    cache.set(cookieExpiring(now - 1, 'y'), session, [A], now);
    expect(cache.size).toBe(0);
  });

  it('answers only under the secrets it was filled with, and forgets everything when they change', () => {
    const cache = new UnsealedSessions(10);
    const cookie = cookieExpiring(now + 60_000, 'r');
    cache.set(cookie, session, [A, B], now);
    expect(cache.get(cookie, [A], now)).toBeNull();
    expect(cache.get(cookie, [B, A], now)).toBeNull();
    expect(cache.get(cookie, [A, B], now)).toBe(session);
    cache.set(cookieExpiring(now + 60_000, 's'), session, [B], now);
    expect(cache.size).toBe(1);
    expect(cache.get(cookie, [A, B], now)).toBeNull();
  });

  it('reads the expiry of an iron seal, and nothing from anything else', () => {
    expect(sealExpiry(cookieExpiring(now, 'e'))).toBe(now);
    expect(sealExpiry('garbage')).toBeNull();
    expect(sealExpiry('Fe26.2*1*s*iv*data*0123*hsalt*hmac')).toBeNull();
    expect(sealExpiry('Fe26.2*1*s*iv*data*12x*hsalt*hmac')).toBeNull();
    expect(sealExpiry(`Fe26.2*1*s*iv*data*${'9'.repeat(30)}*hsalt*hmac`)).toBeNull();
  });
});
