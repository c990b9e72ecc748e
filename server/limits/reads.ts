import 'server-only';
import { HttpError } from '@/server/http/http-error';
import { hit } from '@/server/limits/counter';
import type { Session } from '@/server/session';

/**
 * Reads that cost the upstream far more than a page: the palette's search (up to five upstream calls
 * a keystroke) and the CSV exports (a whole list streamed). Each person may make so many in a window;
 * past it a clear 429, so one session cannot flood the upstream. Typing in the palette
 * sends about two searches a second at most (its 200 ms debounce), well under the fan-out limit.
 */
export const READ_LIMITS = {
  fanOut: { name: 'reads-fan-out', limit: 60, windowMs: 60_000 },
  export: { name: 'reads-export', limit: 20, windowMs: 10 * 60_000 },
} as const;
export type ReadLimit = keyof typeof READ_LIMITS;

export const TOO_MANY_READS = 'Too many requests. Please wait a moment and try again.';

/** Counts one read of `kind` for the session's person (in the store all instances share); throws 429 with Retry-After past the limit. */
export async function countRead(kind: ReadLimit, session: Pick<Session, 'stackId' | 'user'>): Promise<void> {
  const counted = await hit(READ_LIMITS[kind], `${session.stackId}:${session.user.id}`);
  if (!counted.allowed) throw new HttpError(429, TOO_MANY_READS, { 'Retry-After': String(counted.retryAfter) });
}
