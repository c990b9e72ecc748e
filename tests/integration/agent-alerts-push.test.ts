import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { generateVapidKeys } from '@/server/agent-alerts/channel-config';
import { sendPush, type PushPayload } from '@/server/agent-alerts/push';
import { resetConfigForTests } from '@/server/config';
import { fakeBrowser, open, startPushService, vapidClaims, type PushService } from '@/tests/support/push-service';
import { setTestEnvironment } from './support/harness';

/**
 * Web Push end to end on loopback: the push service stands in for the browser vendor's, and what it
 * receives is decrypted with the subscription's own keys, as the browser would.
 */
const VAPID = generateVapidKeys();
const ENV = { VAPID_PUBLIC_KEY: VAPID.publicKey, VAPID_PRIVATE_KEY: VAPID.privateKey, VAPID_SUBJECT: 'mailto:ops@acme.test' };

const payload: PushPayload = {
  title: 'New lead: Jordan Buyer',
  body: 'Routed to you by "Acme buyers": claim within 5 minutes',
  url: '/users/77',
  userId: 77,
  phone: '+14155550123',
  claimable: true,
  tag: 'routed-77',
};

let service: PushService;
beforeAll(() => {
  // Real sockets on loopback only: nock stays out of this file.
  nock.restore();
  setTestEnvironment(ENV);
});
afterEach(async () => {
  await service?.close();
  setTestEnvironment(ENV);
});
afterAll(() => {
  if (!nock.isActive()) nock.activate();
});

describe('sendPush', () => {
  it('encrypts the payload for the subscription and signs the request with the VAPID key', async () => {
    service = await startPushService(201);
    const browser = fakeBrowser();
    const endpoint = `${service.origin}/push/v2/device-1`;
    expect(await sendPush({ endpoint, ...browser.keys }, payload)).toBe('sent');

    const [got] = service.received;
    expect(got?.path).toBe('/push/v2/device-1');
    expect(got?.headers['content-encoding']).toBe('aes128gcm');
    expect(got?.headers.ttl).toBe('86400');
    expect(got?.headers.urgency).toBe('high');
    expect(got?.headers.topic).toMatch(/^[\w-]{1,32}$/);
    // The body is ciphertext: none of the words travel in the clear.
    expect(got?.body.toString('latin1')).not.toContain('Jordan');
    expect(JSON.parse(open(browser, got?.body as Buffer))).toEqual(payload);

    const claims = vapidClaims(got?.headers.authorization);
    expect(claims.k).toBe(VAPID.publicKey);
    expect(claims.aud).toBe(service.origin);
    expect(claims.sub).toBe('mailto:ops@acme.test');
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());
    expect(claims.exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3_600_000);
    // The private key is never sent.
    expect(JSON.stringify(got?.headers)).not.toContain(VAPID.privateKey);
  });

  it("answers 'gone' when the push service says the subscription ended (410, 404)", async () => {
    for (const status of [410, 404]) {
      service = await startPushService(status);
      expect(await sendPush({ endpoint: `${service.origin}/push/ended`, ...fakeBrowser().keys }, payload), String(status)).toBe('gone');
      await service.close();
    }
  });

  it("answers 'failed' for any other refusal, a push service that is not there and keys that are no keys", async () => {
    service = await startPushService(500);
    expect(await sendPush({ endpoint: `${service.origin}/push/x`, ...fakeBrowser().keys }, payload)).toBe('failed');
    const gone = service.origin;
    await service.close();
    expect(await sendPush({ endpoint: `${gone}/push/x`, ...fakeBrowser().keys }, payload)).toBe('failed');
    expect(await sendPush({ endpoint: `${gone}/push/x`, p256dh: 'AAAA', auth: 'AAAA' }, payload)).toBe('failed');
  });

  it('cuts a long body so the push stays within what push services take', async () => {
    service = await startPushService(201);
    const browser = fakeBrowser();
    expect(await sendPush({ endpoint: `${service.origin}/p`, ...browser.keys }, { ...payload, body: 'x'.repeat(10_000) })).toBe('sent');
    const sent = JSON.parse(open(browser, service.received[0]?.body as Buffer)) as PushPayload;
    expect(sent.body.length).toBe(1_000);
    expect(service.received[0]?.body.length).toBeLessThan(4_096);
  });

  it('in production refuses push endpoints on private addresses, and the service hears nothing', async () => {
    service = await startPushService(201);
    const port = new URL(service.origin).port;
    const before = process.env.NODE_ENV;
    setTestEnvironment({
      ...ENV,
      UPSTREAM_API_URL: 'https://api.example.com',
      SESSION_SECRETS: 'production-secret-0123456789abcdef0123456789',
      CREDENTIAL_KEYS: Buffer.alloc(32, 3).toString('base64'),
    });
    Object.assign(process.env, { NODE_ENV: 'production' });
    resetConfigForTests();
    try {
      for (const host of ['127.0.0.1', 'localhost', '[::1]', '10.0.0.7', '169.254.169.254', '192.168.1.2']) {
        expect(await sendPush({ endpoint: `http://${host}:${port}/push/x`, ...fakeBrowser().keys }, payload), host).toBe('failed');
      }
      expect(service.received).toEqual([]);
    } finally {
      Object.assign(process.env, { NODE_ENV: before });
      resetConfigForTests();
    }
  });
});
