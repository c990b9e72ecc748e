import 'server-only';
import { config } from '@/server/config';
import { clientAddress } from '@/server/http/client-address';
import { HttpError } from '@/server/http';
import { clear, hit, release, type Limit } from '@/server/limits/counter';

/** One kind of attempt, limited per client address and per email. */
export type AttemptLimits = { byAddress: Limit; byEmail: Limit };
const WINDOW_MS = 10 * 60_000;

/**
 * Failed sign-ins: 100 per address and 10 per email in 10 minutes by default (SIGNIN_LIMIT_PER_ADDRESS,
 * SIGNIN_LIMIT_PER_EMAIL). Only failures use the allowance (the login route gives a success's count back),
 * so an office of staff behind one address signs in unrefused while a guessing run from it is stopped.
 */
export function signInLimits(): AttemptLimits {
  const { perAddress, perEmail } = config().signInLimits;
  return {
    byAddress: { name: 'signin-address', limit: perAddress, windowMs: WINDOW_MS },
    byEmail: { name: 'signin-email', limit: perEmail, windowMs: WINDOW_MS },
  };
}

/**
 * Password-reset requests, every one counted (each mails someone): per email far fewer than sign-ins
 * (3 in 10 minutes by default, RESET_LIMIT_PER_EMAIL); per address the sign-in's number, counted apart.
 */
export function resetLimits(): AttemptLimits {
  const {
    signInLimits: { perAddress },
    resetLimitPerEmail,
  } = config();
  return {
    byAddress: { name: 'reset-address', limit: perAddress, windowMs: WINDOW_MS },
    byEmail: { name: 'reset-email', limit: resetLimitPerEmail, windowMs: WINDOW_MS },
  };
}

export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please wait a few minutes and try again.';

/** An attempt counted against both keys, to be kept (a failure) or given back (settle). */
export type Attempt = { limits: AttemptLimits; address: string; email: string };

/**
 * Counts one attempt against the client's address and the email (both advance, so one account asked
 * from many addresses is held too); throws 429 with TOO_MANY_ATTEMPTS and Retry-After past either.
 * Counted before the upstream hears it, so parallel guesses cannot pass the limit together.
 */
export async function countAttempt(limits: AttemptLimits, req: Request, email: string): Promise<Attempt> {
  const attempt = { limits, address: `ip:${clientAddress(req)}`, email: `email:${email.toLowerCase()}` };
  const [byAddress, byEmail] = await Promise.all([hit(limits.byAddress, attempt.address), hit(limits.byEmail, attempt.email)]);
  if (!byAddress.allowed || !byEmail.allowed) {
    throw new HttpError(429, TOO_MANY_ATTEMPTS, { 'Retry-After': String(Math.max(byAddress.retryAfter, byEmail.retryAfter)) });
  }
  return attempt;
}

/**
 * An attempt that was not a failure gives its count back: a success also clears the email's count; an
 * attempt the upstream could not judge (down, timed out) takes back both.
 */
export async function settleAttempt({ limits, address, email }: Attempt, outcome: 'succeeded' | 'unjudged'): Promise<void> {
  await Promise.all([
    release(limits.byAddress, address),
    outcome === 'succeeded' ? clear(limits.byEmail, email) : release(limits.byEmail, email),
  ]);
}
