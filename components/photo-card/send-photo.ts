import { AGENT_MSG } from '@/lib/agent-profile/check';
import { PHOTO_MAX_BYTES, PHOTO_MSG, PHOTO_TYPES } from '@/lib/forms/photo';
import { MSG } from '@/lib/messages';

export type PhotoResult = { ok: true; photo: string | null } | { ok: false; message: string };

/** The browser's early check (declared type and size); the server judges the content again. */
export function photoProblem(file: File): string | null {
  if (file.size > PHOTO_MAX_BYTES) return PHOTO_MSG.tooLarge;
  if (file.type && !(PHOTO_TYPES as readonly string[]).includes(file.type)) return PHOTO_MSG.wrongType;
  if (file.size === 0) return PHOTO_MSG.missing;
  return null;
}

/**
 * Uploads (the file as the raw body) or deletes a photo at one of our route handlers. Our own
 * refusals of the file (type, size) keep their message; any other failure is the spec's
 * 'An error occurred', and no answer at all 'Unable to reach server.'
 */
export async function sendPhoto(url: string, file: File | null): Promise<PhotoResult> {
  let res: Response;
  try {
    res = file
      ? await fetch(url, { method: 'POST', headers: { 'Content-Type': file.type || 'application/octet-stream' }, body: file })
      : await fetch(url, { method: 'DELETE' });
  } catch {
    return { ok: false, message: MSG.unreachable };
  }
  const json = (await res.json().catch(() => null)) as { photo?: string | null; error?: { message?: string } } | null;
  if (res.ok) return { ok: true, photo: json?.photo ?? null };
  const message = json?.error?.message;
  if (message && [400, 413, 415].includes(res.status)) return { ok: false, message };
  if (message === MSG.unreachable) return { ok: false, message };
  return { ok: false, message: AGENT_MSG.failed };
}
