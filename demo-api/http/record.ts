import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import { userByKey } from '../auth/caller';
import type { Runtime } from '../runtime';

/** Bodies the recorder keeps (JSON and form posts of a page's reads); larger or binary ones are noted as absent. */
const MAX_BODY = 64 * 1024;
/**
 * The demo answers a call in one synchronous run, so calls a page sent side by side would never
 * overlap in time here: while recording, each call waits this long before it is answered, so calls
 * sent together are all under way at once and a call sent only after another's answer starts after it.
 */
const HOLD_MS = 4;

/**
 * While the bench records (rt.recording is a list), each contract call is noted with its method, path
 * and query, mode header, small text body, and start and end times, so the bench can replay a page's
 * upstream work in the same waves (calls that overlapped, in parallel; one after another, in turn).
 * The page's recorded request is slower by HOLD_MS per wave; only the replay's times are measured.
 * Each call also names the app of its api key and a fingerprint of the key (never the key), so the
 * cluster test can count what one stored key costs an idle brokerage.
 */
export function recordMiddleware(rt: Runtime): MiddlewareHandler<{ Bindings: HttpBindings }> {
  return async (c, next) => {
    const list = rt.recording;
    if (list === null || c.req.path.startsWith('/__demo/') || c.req.path.startsWith('/media/')) return next();
    const start = performance.now();
    const contentType = c.req.header('content-type') ?? null;
    const length = Number(c.req.header('content-length') ?? 0);
    const textual = contentType !== null && /json|x-www-form-urlencoded/.test(contentType);
    const body = c.req.method !== 'GET' && textual && length <= MAX_BODY ? await c.req.raw.clone().text() : null;
    const key = c.req.header('x-api-key');
    const stack = userByKey(rt.store, key)?.app.stack_id ?? null;
    const keyId = key ? keyFingerprint(key) : null;
    await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
    await next();
    const url = new URL(c.req.url);
    list.push({
      method: c.req.method,
      path: `${url.pathname}${url.search}`,
      mode: c.req.header('x-mode') ?? null,
      contentType,
      body,
      start,
      end: performance.now(),
      status: c.res.status,
      stack,
      keyId,
    });
  };
}

/** The first 16 hex digits of the key's SHA-256: tells keys apart in a record without holding one. */
export function keyFingerprint(key: string): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 16);
}
