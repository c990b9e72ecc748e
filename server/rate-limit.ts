import 'server-only';
import { config } from '@/server/config';

/**
 * Fixed-window counters for sign-in attempts, per client address and per email. In memory, per
 * instance: behind a load balancer of N instances a client gets at most N times the limit, which
 * still stops password guessing; a shared store would be the next step if that is not enough.
 */
type Window = { start: number; count: number };

export class RateLimiter {
  private windows = new Map<string, Window>();
  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly maxKeys = 50_000,
  ) {}

  /** Counts an attempt; false when the key is over its limit in the current window. */
  hit(key: string, now = Date.now()): boolean {
    const w = this.windows.get(key);
    if (!w || now - w.start >= this.windowMs) {
      if (this.windows.size >= this.maxKeys) this.sweep(now);
      this.windows.set(key, { start: now, count: 1 });
      return true;
    }
    w.count += 1;
    return w.count <= this.limit;
  }

  /** Seconds until the key's window ends. */
  retryAfter(key: string, now = Date.now()): number {
    const w = this.windows.get(key);
    return w ? Math.max(1, Math.ceil((w.start + this.windowMs - now) / 1000)) : 0;
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private sweep(now: number) {
    for (const [k, w] of this.windows) if (now - w.start >= this.windowMs) this.windows.delete(k);
    if (this.windows.size >= this.maxKeys) this.windows.clear();
  }
}

type SignInLimits = { byAddress: RateLimiter; byEmail: RateLimiter };
const holder = globalThis as typeof globalThis & { __signInLimits?: SignInLimits };
/**
 * 100 attempts per address and 10 per email in 10 minutes by default (SIGNIN_LIMIT_PER_ADDRESS,
 * SIGNIN_LIMIT_PER_EMAIL); a successful sign-in clears the email's count. One pair per process.
 */
export function signInLimits(): SignInLimits {
  if (!holder.__signInLimits) {
    const { perAddress, perEmail } = config().signInLimits;
    holder.__signInLimits = { byAddress: new RateLimiter(perAddress, 10 * 60_000), byEmail: new RateLimiter(perEmail, 10 * 60_000) };
  }
  return holder.__signInLimits;
}

export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please wait a few minutes and try again.';

/**
 * The client's address as the nearest proxy saw it: the last X-Forwarded-For entry, the one that proxy
 * appended (Next fills the header from the socket when nothing in front set it). The first entries
 * are whatever the client sent, so trusting them would let a client pick a fresh address per attempt.
 */
export function clientAddress(req: Request): string {
  const forwarded = req.headers.get('x-forwarded-for')?.split(',').map((s) => s.trim()).filter(Boolean).at(-1);
  return forwarded || req.headers.get('x-real-ip')?.trim() || 'direct';
}
