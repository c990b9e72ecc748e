import { createHash, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

/** Stored as `scrypt$<salt hex>$<key hex>`. */
export function hashPassword(password: string, salt: Buffer = randomBytes(16)): string {
  return `scrypt$${salt.toString('hex')}$${scryptSync(password, salt, 32).toString('hex')}`;
}

export function verifyPassword(password: string, stored: string | null): boolean {
  const [scheme, saltHex, keyHex] = (stored ?? '').split('$');
  if (scheme !== 'scrypt' || !saltHex || !keyHex) return false;
  const expected = Buffer.from(keyHex, 'hex');
  const actual = scryptSync(password, Buffer.from(saltHex, 'hex'), expected.length);
  return timingSafeEqual(actual, expected);
}

export const DEMO_PASSWORD = 'demo1234';
let demoHash: string | undefined;

/** One hash of the demo password with a fixed salt, reused by every seeded account: scrypt is slow on purpose. */
export function demoPasswordHash(): string {
  demoHash ??= hashPassword(DEMO_PASSWORD, Buffer.from('demo-api-seed-salt'));
  return demoHash;
}

/** A dashboard user's api key: stable per app and email, so a reset hands out the same keys. */
export function apiKeyFor(stackId: string, email: string): string {
  const digest = createHash('sha256').update(`demo-api|${stackId}|${email.toLowerCase()}`).digest('hex');
  return `dk_${stackId}_${digest.slice(0, 32)}`;
}
