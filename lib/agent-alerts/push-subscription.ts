import { z } from 'zod';

/**
 * A browser's push subscription as `PushSubscription.toJSON()` gives it: the push service's URL and
 * the keys the payload is encrypted for (a P-256 public key, 65 bytes, and a 16-byte secret, base64url).
 */
const base64url = (bytes: number, what: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `must be ${what} in base64url`)
    .refine((v) => decodedLength(v) === bytes, `must be ${what} in base64url`);

/** The length of a base64url text's bytes, without decoding it (Buffer is not in every browser). */
function decodedLength(v: string): number {
  const plain = v.replace(/=+$/, '');
  return Math.floor((plain.length * 3) / 4);
}

/** Loopback hosts: push services of a demo or a test, never a real one. */
export const LOOPBACK_HOST = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|localhost|\[::1\])$/i;

/** Only https, but for a loopback push service in demo mode and tests (the handler checks which applies). */
export const PushEndpoint = z
  .string()
  .max(2048, 'must be at most 2048 characters')
  .refine((v) => endpointKind(v) !== null, 'must be the https URL of a push service');

/** 'https', 'loopback' (http on loopback), or null for anything else. */
export function endpointKind(v: string): 'https' | 'loopback' | null {
  let url: URL;
  try {
    url = new URL(v);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  if (url.protocol === 'https:') return 'https';
  return url.protocol === 'http:' && LOOPBACK_HOST.test(url.hostname) ? 'loopback' : null;
}

export const SubscribeInput = z.object({
  endpoint: PushEndpoint,
  // expirationTime comes with toJSON(); it is not kept (a push service's 410 says when it ends).
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64url(65, 'a P-256 public key'), auth: base64url(16, 'a 16-byte secret') }),
});
export type SubscribeInput = z.infer<typeof SubscribeInput>;

export const UnsubscribeInput = z.object({ endpoint: PushEndpoint });
