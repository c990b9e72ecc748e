import { MSG } from '@/lib/messages';

/**
 * The browser's side of our route handlers: JSON in, JSON out, and the one error envelope
 * `{ error: { message } }` turned into a message to show. No answer at all is 'Unable to reach
 * server.'; an answer without an envelope is the spec's 'An error occurred'.
 */
export type JsonResult<T> = { ok: true; data: T } | { ok: false; message: string; status: number };

export type MutationMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The message of an error envelope, or the generic one when the body is not an envelope. */
export function envelopeMessage(json: unknown): string {
  const message = (json as { error?: { message?: unknown } } | null)?.error?.message;
  return typeof message === 'string' && message ? message : MSG.generic;
}

/** A parsed answer as a result: 2xx gives its JSON, anything else the envelope's message. */
export function toJsonResult<T>(status: number, json: unknown): JsonResult<T> {
  if (status >= 200 && status < 300) return { ok: true, data: json as T };
  return { ok: false, message: envelopeMessage(json), status };
}

async function request<T>(url: string, init: RequestInit): Promise<JsonResult<T>> {
  let res: Response;
  try {
    res = await fetch(url, init);
  } catch {
    return { ok: false, message: MSG.unreachable, status: 0 };
  }
  // An empty or non-JSON body is not an error by itself: the status decides.
  const json: unknown = await res.json().catch(() => null);
  return toJsonResult<T>(res.status, json);
}

/** Sends `body` as JSON with `method` (a mutation) to one of our route handlers. */
export function sendJson<T>(method: MutationMethod, url: string, body: unknown, init: { signal?: AbortSignal } = {}) {
  return request<T>(url, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body ?? {}),
    signal: init.signal,
  });
}

/** POSTs `body` as JSON. */
export function postJson<T>(url: string, body: unknown, init: { signal?: AbortSignal } = {}) {
  return sendJson<T>('POST', url, body, init);
}

/** GETs JSON; an aborted read answers like a failed one, so check `signal.aborted` before using it. */
export function getJson<T>(url: string, init: { signal?: AbortSignal } = {}) {
  return request<T>(url, { method: 'GET', headers: { Accept: 'application/json' }, signal: init.signal });
}
