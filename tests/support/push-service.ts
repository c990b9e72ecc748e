import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';

/**
 * A browser's side of Web Push, for tests: a subscription's own key pair and auth secret (the browser
 * makes them), and a loopback push service that answers a chosen status and keeps what it received,
 * which `open` decrypts as the browser would.
 */
export type Received = { headers: IncomingMessage['headers']; body: Buffer; path: string; status: number };

export type FakeBrowser = { ecdh: ECDH; keys: { p256dh: string; auth: string } };

export function fakeBrowser(): FakeBrowser {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') } };
}

/** The payload as the browser reads it (throws if it was not encrypted for this subscription). */
export function open(browser: FakeBrowser, body: Buffer): string {
  return decrypt(body, { version: 'aes128gcm', privateKey: browser.ecdh, authSecret: browser.keys.auth }).toString('utf8');
}

export type PushService = { origin: string; received: Received[]; status: number; close(): Promise<void>; server: Server };

export async function startPushService(status = 201): Promise<PushService> {
  const self = { received: [] as Received[], status } as PushService;
  self.server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      self.received.push({ headers: req.headers, body: Buffer.concat(chunks), path: req.url ?? '', status: self.status });
      res
        .writeHead(self.status, { 'content-type': 'text/plain' })
        .end(self.status >= 400 ? 'push subscription has unsubscribed or expired' : '');
    });
  });
  await new Promise<void>((r) => self.server.listen(0, '127.0.0.1', r));
  self.origin = `http://127.0.0.1:${(self.server.address() as AddressInfo).port}`;
  self.close = () =>
    new Promise<void>((r) => {
      self.server.closeAllConnections();
      self.server.close(() => r());
    });
  return self;
}

/**
 * Checks a VAPID Authorization header (RFC 8292: `vapid t=<JWT>, k=<public key>`): the JWT's ES256
 * signature under k, and answers its claims and k.
 */
export function vapidClaims(authorization: string | undefined): { aud: string; sub: string; exp: number; k: string } {
  const m = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!m) throw new Error(`not a VAPID Authorization header: ${authorization}`);
  const [jwt, k] = [m[1] as string, m[2] as string];
  const [head, claims, sig] = jwt.split('.') as [string, string, string];
  const pub = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: pub.subarray(1, 33).toString('base64url'), y: pub.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const ok = verify('sha256', Buffer.from(`${head}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(sig, 'base64url'));
  if (!ok) throw new Error('the VAPID signature does not verify under k');
  if ((JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg: string }).alg !== 'ES256') throw new Error('not ES256');
  return { ...(JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; sub: string; exp: number }), k };
}
