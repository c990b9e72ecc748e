import 'server-only';
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { config } from '@/server/config';

/**
 * The one credential the dashboard keeps at rest: a brokerage's api key, which lead routing acts with
 * when nobody is signed in. Sealed with AES-256-GCM under the newest of CREDENTIAL_KEYS; the brokerage
 * is the additional data, so a sealed key copied to another brokerage's row does not open. The text
 * names which key sealed it (a hash, never the key), so an older key still in the list opens it.
 *
 * Format: `v1.<key id>.<iv>.<ciphertext>.<tag>`, the last three base64url.
 */
const VERSION = 'v1';

function keyId(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 12);
}

export function sealKey(stackId: string, apiKey: string, keys: Buffer[] = config().credentialKeys): string {
  const key = keys[0];
  if (!key) throw new Error('no credential key configured');
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(stackId, 'utf8'));
  const sealed = Buffer.concat([cipher.update(apiKey, 'utf8'), cipher.final()]);
  return [VERSION, keyId(key), iv.toString('base64url'), sealed.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
}

/** The api key, or null when the text is not one of ours, was sealed under a key no longer listed, or was tampered with. */
export function openKey(stackId: string, text: string, keys: Buffer[] = config().credentialKeys): string | null {
  const [version, id, iv, sealed, tag, ...rest] = text.split('.');
  if (version !== VERSION || !id || !iv || !sealed || !tag || rest.length) return null;
  const key = keys.find((k) => keyId(k) === id);
  if (!key) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(stackId, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** Whether the text was sealed under an older key than the newest: it is sealed again on its next use. */
export function sealedUnderOlderKey(text: string, keys: Buffer[] = config().credentialKeys): boolean {
  const newest = keys[0];
  return newest !== undefined && text.split('.')[1] !== keyId(newest);
}
