import 'server-only';
import { sealData, unsealData } from 'iron-session';
import { RequestCookies } from 'next/dist/compiled/@edge-runtime/cookies';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { z } from 'zod';
import { config } from '@/server/config';
import { processSingleton } from '@/server/process-singleton';
import type { SessionUser } from '@/server/upstream/contract';

export const SESSION_COOKIE = 'bd_session';
export const READ_ONLY_COOKIE = 'bd_ro';
/** The spec's session lifetime: one day. */
export const SESSION_TTL_SECONDS = 86400;

const SessionSchema = z.object({
  v: z.literal(1),
  apiKey: z.string().min(1),
  stackId: z.string().min(1),
  user: z.object({
    id: z.number().int(),
    type: z.enum(['agent', 'manager', 'admin']),
    subType: z.enum(['agentManager', 'agentAdmin']).nullable(),
    name: z.string(),
    email: z.string(),
    officeId: z.number().int().nullable(),
    payments: z.boolean(),
    paymentsLink: z.string().nullable(),
    agentPaymentsLink: z.string().nullable(),
    selfProvisioned: z.boolean(),
    subscriptionStatus: z.string().nullable(),
    subscriptionCancelAt: z.number().nullable(),
  }),
  managerMode: z.boolean(),
  readOnly: z.boolean(),
  embedded: z.boolean(),
});
export type Session = z.infer<typeof SessionSchema>;

/** iron-session's password map: the newest secret has the highest id and seals; all unseal. */
export function ironPasswords(): Record<number, string> {
  const secrets = config().sessionSecrets;
  return Object.fromEntries(secrets.map((s, i) => [secrets.length - i, s]));
}

/** The session's essentials from a sign-in answer. Agents start in agent view. */
export function sessionFrom(
  apiKey: string,
  stackId: string,
  user: SessionUser,
  opts: { readOnly?: boolean; embedded?: boolean } = {},
): Session {
  return {
    v: 1,
    apiKey,
    stackId,
    user: {
      id: user.id,
      type: user.type,
      subType: user.subType ?? null,
      name: user.display_name,
      email: user.email,
      officeId: user.office_id ?? null,
      payments: user.payments,
      paymentsLink: user.payments_link ?? null,
      agentPaymentsLink: user.agent_payments_link ?? null,
      selfProvisioned: user.agent_data?.self_provisioned ?? false,
      subscriptionStatus: user.agent_data?.subscription_status ?? null,
      subscriptionCancelAt: user.agent_data?.subscription_cancel_at ?? null,
    },
    managerMode: user.type !== 'agent',
    readOnly: opts.readOnly ?? false,
    embedded: opts.embedded ?? false,
  };
}

export async function sealSession(session: Session): Promise<string> {
  return sealData(session, { password: ironPasswords(), ttl: SESSION_TTL_SECONDS });
}

/**
 * Sessions already unsealed, by the exact cookie value: unsealing (HMAC check and AES decryption
 * through WebCrypto) was a fifth of a route handler's CPU. Only a cookie that unsealed and parsed is
 * kept, until its seal's own expiry (never longer), and only under the secrets that opened it, so a
 * tampered, expired or rotated-out cookie always goes through iron again and is refused there.
 * Least recently used entries go first past the bound. One per process (processSingleton).
 */
export class UnsealedSessions {
  private readonly entries = new Map<string, { session: Session; expiresAt: number }>();
  private secrets = '';

  constructor(readonly maxEntries: number) {}

  get size(): number {
    return this.entries.size;
  }

  /** The session of `cookie` if it was unsealed under these `secrets` and its seal has not expired. */
  get(cookie: string, secrets: readonly string[], now: number): Session | null {
    if (!this.sameSecrets(secrets)) return null;
    const hit = this.entries.get(cookie);
    if (!hit) return null;
    this.entries.delete(cookie);
    if (hit.expiresAt <= now) return null;
    this.entries.set(cookie, hit);
    return hit.session;
  }

  /** Remembers a session that iron unsealed from `cookie` just now; a seal without an expiry is not kept. */
  set(cookie: string, session: Session, secrets: readonly string[], now: number): void {
    const expiresAt = sealExpiry(cookie);
    if (expiresAt === null || expiresAt <= now) return;
    if (!this.sameSecrets(secrets)) {
      this.entries.clear();
      this.secrets = secrets.join('\u0000');
    }
    this.entries.delete(cookie);
    this.entries.set(cookie, { session, expiresAt });
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }

  clear(): void {
    this.entries.clear();
  }

  private sameSecrets(secrets: readonly string[]): boolean {
    return this.secrets === secrets.join('\u0000');
  }
}

/**
 * The expiry (ms since the epoch) written into an iron seal (`Fe26.2*id*salt*iv*data*EXPIRY*salt*hmac`,
 * then iron-session's `~2`), or null when it has none. Read only after iron has verified the seal's
 * HMAC, which covers this field.
 */
export function sealExpiry(cookie: string): number | null {
  const field = cookie.split('~')[0]?.split('*')[5];
  if (!field || !/^[1-9]\d*$/.test(field)) return null;
  const ms = Number(field);
  return Number.isSafeInteger(ms) ? ms : null;
}

const unsealed = processSingleton('unsealed-sessions', () => new UnsealedSessions(2000));

/** A tampered, truncated, expired or foreign cookie is simply no session. */
export async function unsealSession(value: string | undefined): Promise<Session | null> {
  if (!value || value.length > 4096) return null;
  const secrets = config().sessionSecrets;
  const hit = unsealed.get(value, secrets, Date.now());
  if (hit) return hit;
  const data = await unsealData<unknown>(value, { password: ironPasswords(), ttl: SESSION_TTL_SECONDS });
  const parsed = SessionSchema.safeParse(data);
  if (!parsed.success) return null;
  // Shared by every request that sends this cookie: nobody may change it in place.
  const session = Object.freeze({ ...parsed.data, user: Object.freeze(parsed.data.user) });
  unsealed.set(value, session, secrets, Date.now());
  return session;
}

export type CookieOptions = {
  httpOnly: true;
  secure: boolean;
  sameSite: 'lax' | 'none';
  path: '/';
  maxAge: number;
  partitioned?: boolean;
};

/** The embed's cookie must work inside the CRM's cross-site iframe: SameSite=None; Secure; Partitioned. */
export function sessionCookieOptions(embedded: boolean): CookieOptions {
  if (embedded) return { httpOnly: true, secure: true, sameSite: 'none', path: '/', maxAge: SESSION_TTL_SECONDS, partitioned: true };
  return { httpOnly: true, secure: config().cookieSecure, sameSite: 'lax', path: '/', maxAge: SESSION_TTL_SECONDS };
}

export function readOnlyCookieOptions(): Omit<CookieOptions, 'httpOnly'> & { httpOnly: boolean } {
  return { httpOnly: true, secure: config().cookieSecure, sameSite: 'lax', path: '/', maxAge: SESSION_TTL_SECONDS };
}

type CookieReader = { get(name: string): { value: string } | undefined };

async function readSession(jar: CookieReader): Promise<Session | null> {
  const session = await unsealSession(jar.get(SESSION_COOKIE)?.value);
  if (!session) return null;
  // The read-only cookie can only add read-only mode, never lift the session's own flag.
  return jar.get(READ_ONLY_COOKIE)?.value === '1' ? { ...session, readOnly: true } : session;
}

/** The session of this request (server components), read once per render. */
export const getSession = cache(async (): Promise<Session | null> => readSession(await cookies()));

/**
 * The session of a route handler's request, from its Cookie header, parsed by the same class that
 * Next's cookies() uses. In a route handler cookies() first builds a writable copy of every cookie
 * (a handler may set some): a twentieth of a small GET's CPU, for a read.
 */
export function getRequestSession(req: Request): Promise<Session | null> {
  return readSession(new RequestCookies(req.headers));
}

/** Route handlers: write the session cookie. */
export async function saveSession(session: Session): Promise<void> {
  const jar = await cookies();
  jar.set(SESSION_COOKIE, await sealSession(session), sessionCookieOptions(session.embedded));
  if (session.readOnly) jar.set(READ_ONLY_COOKIE, '1', readOnlyCookieOptions());
}

export async function clearSession(): Promise<void> {
  const jar = await cookies();
  jar.delete(SESSION_COOKIE);
  jar.delete(READ_ONLY_COOKIE);
}

/** Where a visitor whose key the upstream no longer accepts is sent: signed out, with the expired message. */
export const EXPIRED_PATH = '/logout?expired=1';
