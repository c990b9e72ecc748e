import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** The CRM embed's context (Follow Up Boss embedded apps). Person emails come as strings or {value}. */
const Email = z.union([z.string(), z.object({ value: z.string() })]).transform((e) => (typeof e === 'string' ? e : e.value));
export const FubContext = z.object({
  account: z.object({ id: z.union([z.string(), z.number()]).transform(String), domain: z.string().max(200) }),
  person: z
    .object({ id: z.union([z.string(), z.number()]).optional(), emails: z.array(Email).max(50).default([]) })
    .nullable()
    .optional(),
  user: z.object({ id: z.union([z.string(), z.number()]).optional(), name: z.string().optional(), email: z.string().max(254) }),
  debugState: z.string().max(100).optional(),
});
export type FubContext = z.infer<typeof FubContext>;

/** HMAC-SHA256 of the context string exactly as received, hex, compared in constant time. */
export function validSignature(context: string, signature: string, secret: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = createHmac('sha256', secret).update(context).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

export function signContext(context: string, secret: string): string {
  return createHmac('sha256', secret).update(context).digest('hex');
}

/** URL-safe base64 JSON → the context; null when unreadable. */
export function decodeContext(context: string): FubContext | null {
  if (!/^[A-Za-z0-9_\-+/=]+$/.test(context) || context.length > 20000) return null;
  try {
    const json: unknown = JSON.parse(Buffer.from(context.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8'));
    const parsed = FubContext.safeParse(json);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const DEBUG_ERRORS: Record<string, string> = {
  account_not_found: 'account',
  person_not_found: 'person',
  user_not_found: 'user',
  unauthorized: 'auth',
};

/** The embed's error code for a debug state, or null when the state asks for no error. */
export function debugStateError(state: string | undefined): string | null {
  return state ? (DEBUG_ERRORS[state] ?? null) : null;
}
