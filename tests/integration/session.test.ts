import { sealData } from 'iron-session';
import { beforeEach, describe, expect, it } from 'vitest';
import { parseConfig, resetConfigForTests } from '@/server/config';
import { sealSession, sessionCookieOptions, sessionFrom, unsealSession } from '@/server/session';

const OLD = 'old-secret-0123456789abcdef0123456789abcdef';
const NEW = 'new-secret-0123456789abcdef0123456789abcdef';
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

describe('session cookie', () => {
  beforeEach(() => useSecrets(NEW));

  it('round-trips and stays well under 4 KB', async () => {
    const s = sessionFrom('k'.repeat(64), 'acme', user);
    const sealed = await sealSession(s);
    expect(sealed.length).toBeLessThan(2048);
    expect(await unsealSession(sealed)).toEqual(s);
  });

  it('a tampered, truncated or foreign-secret cookie is no session', async () => {
    const sealed = await sealSession(sessionFrom('key', 'acme', user));
    const flipped = sealed.slice(0, 40) + (sealed[40] === 'A' ? 'B' : 'A') + sealed.slice(41);
    expect(await unsealSession(flipped)).toBeNull();
    expect(await unsealSession(sealed.slice(0, sealed.length - 10))).toBeNull();
    expect(await unsealSession('garbage')).toBeNull();
    const foreign = await sealData(sessionFrom('key', 'acme', user), { password: 'f'.repeat(40) });
    expect(await unsealSession(foreign)).toBeNull();
  });

  it('rotation: a session sealed with the older secret still opens; a rotated-out one does not', async () => {
    useSecrets(OLD);
    const sealedOld = await sealSession(sessionFrom('key', 'acme', user));
    useSecrets(`${NEW},${OLD}`);
    expect((await unsealSession(sealedOld))?.apiKey).toBe('key');
    useSecrets(NEW);
    expect(await unsealSession(sealedOld)).toBeNull();
  });

  it('the cookie is httpOnly, SameSite=Lax, one day; the embed cookie is SameSite=None; Secure; Partitioned', () => {
    expect(sessionCookieOptions(false)).toMatchObject({ httpOnly: true, sameSite: 'lax', maxAge: 86400, path: '/' });
    expect(sessionCookieOptions(true)).toMatchObject({ httpOnly: true, sameSite: 'none', secure: true, partitioned: true });
  });
});

describe('configuration', () => {
  it('names the variable and what it needs', () => {
    expect(() => parseConfig({ UPSTREAM_API_URL: 'not a url', SESSION_SECRETS: NEW })).toThrow(/UPSTREAM_API_URL: .*absolute URL/);
    expect(() => parseConfig({ UPSTREAM_API_URL: 'http://u.test', SESSION_SECRETS: 'short' })).toThrow(/SESSION_SECRETS.*32 characters/);
    expect(() => parseConfig({ UPSTREAM_API_URL: 'http://u.test', SESSION_SECRETS: NEW, UPSTREAM_TIMEOUT_MS: 'x' })).toThrow(
      /UPSTREAM_TIMEOUT_MS/,
    );
  });
  it('in production a missing session secret stops the server', () => {
    expect(() => parseConfig({ NODE_ENV: 'production', UPSTREAM_API_URL: 'https://api.example.com' })).toThrow(
      /SESSION_SECRETS: required in production/,
    );
  });
  it('in the demo a generated secret is used with a warning', () => {
    const env: Record<string, string | undefined> = { NODE_ENV: 'production' };
    const c = parseConfig(env);
    expect(c.demo).toBe(true);
    expect(c.sessionSecrets[0]?.length).toBeGreaterThanOrEqual(32);
    expect(c.upstreamUrl).toBe('http://127.0.0.1:4000');
    expect(c.fubEmbedSecret).toBe('demo-embed-secret');
  });
  it('secrets rotate newest first', () => {
    expect(parseConfig({ UPSTREAM_API_URL: 'http://u.test', SESSION_SECRETS: `${NEW}, ${OLD}` }).sessionSecrets).toEqual([NEW, OLD]);
  });
});
