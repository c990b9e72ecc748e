import 'server-only';
import { HttpError } from '@/server/http/errors';
import { processSingleton } from '@/server/process-singleton';
import { RateLimiter } from '@/server/rate-limiter';
import type { Session } from '@/server/session';

/**
 * Reads that cost the upstream far more than a page: the palette's search (up to five upstream calls
 * a keystroke) and the CSV exports (a whole list streamed). Each person may make so many in a window;
 * past it a clear 429, so one session cannot flood the upstream (issue 47). Typing in the palette
 * sends about two searches a second at most (its 200 ms debounce), well under the fan-out limit.
 */
export const READ_LIMITS = {
  fanOut: { limit: 60, windowMs: 60_000 },
  export: { limit: 20, windowMs: 10 * 60_000 },
} as const;
export type ReadLimit = keyof typeof READ_LIMITS;

export const TOO_MANY_READS = 'Too many requests. Please wait a moment and try again.';

/** Counts one read of `kind` for the session's person; throws 429 with Retry-After past the limit. */
export function countRead(kind: ReadLimit, session: Pick<Session, 'stackId' | 'user'>): void {
  const limiter = processSingleton(`read-limit-${kind}`, () => new RateLimiter(READ_LIMITS[kind].limit, READ_LIMITS[kind].windowMs));
  const key = `${session.stackId}:${session.user.id}`;
  if (!limiter.hit(key)) throw new HttpError(429, TOO_MANY_READS, { 'Retry-After': String(limiter.retryAfter(key)) });
}
