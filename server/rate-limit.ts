import 'server-only';
import { config } from '@/server/config';
import { HttpError } from '@/server/http';
import { forgetProcessSingleton, processSingleton } from '@/server/process-singleton';
import { RateLimiter } from '@/server/rate-limiter';

type Limits = { byAddress: RateLimiter; byEmail: RateLimiter };
const WINDOW_MS = 10 * 60_000;
/**
 * 100 attempts per address and 10 per email in 10 minutes by default (SIGNIN_LIMIT_PER_ADDRESS,
 * SIGNIN_LIMIT_PER_EMAIL); a successful sign-in clears the email's count. One pair per process.
 */
export function signInLimits(): Limits {
  return processSingleton('sign-in-limits', () => {
    const { perAddress, perEmail } = config().signInLimits;
    return { byAddress: new RateLimiter(perAddress, WINDOW_MS), byEmail: new RateLimiter(perEmail, WINDOW_MS) };
  });
}

/**
 * Password-reset requests: each one mails someone, so per email far fewer than sign-ins (3 in 10
 * minutes by default, RESET_LIMIT_PER_EMAIL); per address the sign-in's number, counted apart.
 */
export function resetLimits(): Limits {
  return processSingleton('reset-limits', () => {
    const { signInLimits: { perAddress }, resetLimitPerEmail } = config();
    return { byAddress: new RateLimiter(perAddress, WINDOW_MS), byEmail: new RateLimiter(resetLimitPerEmail, WINDOW_MS) };
  });
}

export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please wait a few minutes and try again.';

/**
 * Counts one attempt against the client's address and the email (both advance, so one account asked
 * from many addresses is held too); throws 429 with TOO_MANY_ATTEMPTS and Retry-After past either.
 */
export function countAttempt(limits: Limits, req: Request, email: string): { email: string } {
  const address = `ip:${clientAddress(req)}`;
  const key = `email:${email.toLowerCase()}`;
  const addressOk = limits.byAddress.hit(address);
  const emailOk = limits.byEmail.hit(key);
  if (!addressOk || !emailOk) {
    const wait = Math.max(limits.byAddress.retryAfter(address), limits.byEmail.retryAfter(key));
    throw new HttpError(429, TOO_MANY_ATTEMPTS, { 'Retry-After': String(wait) });
  }
  return { email: key };
}

/**
 * The client's address, as Express's 'trust proxy' with a number of hops reads it: X-Forwarded-For's
 * entries from the right, skipping the TRUSTED_PROXY_HOPS proxies in front. The production server
 * (scripts/serve.mjs) appends the socket's peer to the header, so its last entry is never the
 * client's own word; every entry left of the trusted proxies' may be made up, so none is read.
 */
export function clientAddress(req: Request, hops = config().trustedProxyHops): string {
  const entries = (req.headers.get('x-forwarded-for') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  // More hops configured than entries: the furthest address known, as Express does.
  return entries[Math.max(0, entries.length - 1 - hops)] ?? 'direct';
}

/** Tests only: forget the counters, so limits read from a changed environment apply. */
export function forgetLimitsForTests(): void {
  forgetProcessSingleton('sign-in-limits');
  forgetProcessSingleton('reset-limits');
}
