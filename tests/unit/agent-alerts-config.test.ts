import { describe, expect, it, vi } from 'vitest';
import { generateVapidKeys, mailboxOf } from '@/server/agent-alerts/channel-config';
import { parseConfig } from '@/server/config';

/** Agent alerts' channel settings: VAPID (required in production, generated otherwise) and SMTP. */
const SECRET = 'production-secret-0123456789abcdef0123456789';
const KEYS = generateVapidKeys();
const PROD = {
  NODE_ENV: 'production',
  UPSTREAM_API_URL: 'https://api.example.com',
  SESSION_SECRETS: SECRET,
  CREDENTIAL_KEYS: Buffer.alloc(32, 1).toString('base64'),
  VAPID_PUBLIC_KEY: KEYS.publicKey,
  VAPID_PRIVATE_KEY: KEYS.privateKey,
  VAPID_SUBJECT: 'mailto:ops@acme.example',
};
const quiet = () => vi.spyOn(console, 'warn').mockImplementation(() => undefined);

describe('VAPID settings', () => {
  it('are read as given in production, and push endpoints on loopback are not', () => {
    expect(parseConfig({ ...PROD }).push).toEqual({
      publicKey: KEYS.publicKey,
      privateKey: KEYS.privateKey,
      subject: 'mailto:ops@acme.example',
      loopback: false,
    });
  });

  it('stop a production start without them, naming what is missing', () => {
    expect(() => parseConfig({ ...PROD, VAPID_PUBLIC_KEY: undefined, VAPID_PRIVATE_KEY: undefined })).toThrow(
      /VAPID_PUBLIC_KEY: required in production/,
    );
    expect(() => parseConfig({ ...PROD, VAPID_SUBJECT: undefined })).toThrow(/VAPID_SUBJECT: required in production/);
    expect(() => parseConfig({ ...PROD, VAPID_PRIVATE_KEY: undefined })).toThrow(/VAPID_PRIVATE_KEY: required with VAPID_PUBLIC_KEY/);
  });

  it('stop the start on a bad value, naming the variable', () => {
    expect(() => parseConfig({ ...PROD, VAPID_PUBLIC_KEY: 'not+base64url' })).toThrow(/VAPID_PUBLIC_KEY: .*P-256 public key in base64url/);
    expect(() => parseConfig({ ...PROD, VAPID_PRIVATE_KEY: 'AAAA' })).toThrow(/VAPID_PRIVATE_KEY: .*P-256 private key in base64url/);
    expect(() => parseConfig({ ...PROD, VAPID_PRIVATE_KEY: generateVapidKeys().privateKey })).toThrow(
      /VAPID_PRIVATE_KEY: is not the private half of VAPID_PUBLIC_KEY/,
    );
    expect(() => parseConfig({ ...PROD, VAPID_SUBJECT: 'http://acme.example' })).toThrow(
      /VAPID_SUBJECT: .*mailto: address or an https: URL/,
    );
  });

  it('are generated with a warning outside production and written into the environment, so every bundle agrees', () => {
    const warn = quiet();
    const env: Record<string, string | undefined> = { DEMO_MODE: '1' };
    const first = parseConfig(env).push;
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set/));
    expect(env.VAPID_PUBLIC_KEY).toBe(first.publicKey);
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(parseConfig(env).push).toEqual(first);
    expect(first).toMatchObject({ subject: 'mailto:support@example.com', loopback: true });
    warn.mockRestore();
  });
});

describe('SMTP settings', () => {
  it("demo mode sends to the demo upstream's mail catcher: DEMO_SMTP_PORT, else 25 above the demo's port", () => {
    const warn = quiet();
    expect(parseConfig({}).mail.url).toBe('smtp://127.0.0.1:4025');
    expect(parseConfig({ DEMO_API_PORT: '4010' }).mail.url).toBe('smtp://127.0.0.1:4035');
    expect(parseConfig({ DEMO_SMTP_PORT: '2525' }).mail.url).toBe('smtp://127.0.0.1:2525');
    expect(parseConfig({ DEMO_MODE: '1', UPSTREAM_API_URL: 'http://127.0.0.1:4101' }).mail).toEqual({
      url: 'smtp://127.0.0.1:4126',
      from: { name: null, address: 'alerts@localhost' },
    });
    warn.mockRestore();
  });

  it('production without SMTP_URL sends no e-mail; with it, MAIL_FROM is required', () => {
    expect(parseConfig({ ...PROD }).mail.url).toBeNull();
    expect(() => parseConfig({ ...PROD, SMTP_URL: 'smtps://u:p@smtp.example.com:465' })).toThrow(
      /MAIL_FROM: required in production when SMTP_URL is set/,
    );
    expect(parseConfig({ ...PROD, SMTP_URL: 'smtps://u:p@smtp.example.com:465', MAIL_FROM: 'Acme <alerts@acme.example>' }).mail).toEqual({
      url: 'smtps://u:p@smtp.example.com:465',
      from: { name: 'Acme', address: 'alerts@acme.example' },
    });
  });

  it('a bad SMTP_URL stops the start without repeating its password', () => {
    let message = '';
    try {
      parseConfig({ ...PROD, SMTP_URL: 'http://user:hunter2-secret@smtp.example.com' });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toMatch(/SMTP_URL: .*smtp:\/\/ or smtps:\/\/ URL/);
    expect(message).not.toContain('hunter2-secret');
    expect(() => parseConfig({ ...PROD, DEMO_SMTP_PORT: '70000' })).toThrow(/DEMO_SMTP_PORT/);
    expect(() => parseConfig({ ...PROD, MAIL_FROM: 'not an address' })).toThrow(/MAIL_FROM: .*e-mail address/);
  });

  it('reads MAIL_FROM as an address, or a name and an address', () => {
    expect(mailboxOf('alerts@acme.example')).toEqual({ name: null, address: 'alerts@acme.example' });
    expect(mailboxOf('"Acme Realty" <alerts@acme.example>')).toEqual({ name: 'Acme Realty', address: 'alerts@acme.example' });
    expect(mailboxOf('Acme <not an address>')).toBeNull();
  });
});

describe('generated VAPID keys', () => {
  it('are always 65 and 32 bytes, and a private key with a leading zero byte is accepted as the pair it is', () => {
    let keys = generateVapidKeys();
    // About one key in 256 starts with a zero byte, which Node leaves out.
    while (Buffer.from(keys.privateKey, 'base64url')[0] !== 0) {
      keys = generateVapidKeys();
      expect(Buffer.from(keys.privateKey, 'base64url')).toHaveLength(32);
      expect(Buffer.from(keys.publicKey, 'base64url')).toHaveLength(65);
    }
    expect(parseConfig({ ...PROD, VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey }).push.privateKey).toBe(
      keys.privateKey,
    );
  });
});
