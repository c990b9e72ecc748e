import { MSG } from '@/lib/messages';

export type JsonResult<T> = { ok: true; data: T } | { ok: false; message: string; status: number };

/**
 * POST JSON to one of our route handlers. The error envelope's message is the one to show; no
 * answer at all is 'Unable to reach server.'
 */
export async function postJson<T>(url: string, body: unknown, method: 'POST' | 'DELETE' = 'POST'): Promise<JsonResult<T>> {
  let res: Response;
  try {
    res = await fetch(url, { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  } catch {
    return { ok: false, message: MSG.unreachable, status: 0 };
  }
  let json: unknown = null;
  try {
    json = await res.json();
  } catch {
    // fall through to the generic message
  }
  if (!res.ok) {
    const message = (json as { error?: { message?: string } } | null)?.error?.message ?? MSG.generic;
    return { ok: false, message, status: res.status };
  }
  return { ok: true, data: json as T };
}
