import 'server-only';
import { sealData, unsealData } from 'iron-session';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { z } from 'zod';
import { config } from '@/server/config';
import type { SessionUser } from '@/server/upstream/contract';
import { UpstreamError } from '@/server/upstream/errors';

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
function passwords(): Record<number, string> {
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
  return sealData(session, { password: passwords(), ttl: SESSION_TTL_SECONDS });
}

/** A tampered, truncated, expired or foreign cookie is simply no session. */
export async function unsealSession(value: string | undefined): Promise<Session | null> {
  if (!value || value.length > 4096) return null;
  const data = await unsealData<unknown>(value, { password: passwords(), ttl: SESSION_TTL_SECONDS });
  const parsed = SessionSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
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

/** The session of this request (server components and route handlers), read once per render. */
export const getSession = cache(async (): Promise<Session | null> => {
  const jar = await cookies();
  const session = await unsealSession(jar.get(SESSION_COOKIE)?.value);
  if (!session) return null;
  // The read-only cookie can only add read-only mode, never lift the session's own flag.
  return jar.get(READ_ONLY_COOKIE)?.value === '1' ? { ...session, readOnly: true } : session;
});

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

/**
 * Pages: a read that the upstream answers with 401 mid-render signs the visitor out with the expired
 * message (as the dashboard layout and proxy.ts do) instead of showing a broken page. Wrap a page's
 * reads, ideally its whole Promise.all, so whichever read fails first decides. Not for route
 * handlers: they answer the 401 envelope (server/http.ts).
 */
export async function orSignOut<T>(reads: Promise<T>): Promise<T> {
  try {
    return await reads;
  } catch (err) {
    if (err instanceof UpstreamError && err.sessionExpired) redirect(EXPIRED_PATH);
    throw err;
  }
}
