import 'server-only';
import { sealData, unsealData } from 'iron-session';
import { z } from 'zod';
import { requestHost } from '@/server/request/forwarded';
import { ironPasswords } from '@/server/session';

/**
 * Sign-in links (/login?api_key=…, /sso?e=&a=) and /logout change who is signed in on a GET. Followed
 * from another site they could sign a victim out or into someone else's account, so a cross-site GET
 * shows a confirmation page whose button is a same-site POST instead.
 */

/**
 * A navigation another site started: the browser's fetch metadata says cross-site, or (a browser that
 * sends none) the Referer names another host. Same-site, typed-in (no Referer) and bookmarked ones are not.
 */
export function crossSiteNavigation(req: Request): boolean {
  const site = req.headers.get('sec-fetch-site');
  if (site) return site === 'cross-site';
  const referer = req.headers.get('referer');
  if (!referer) return false;
  const host = requestHost(req.headers);
  try {
    return new URL(referer).host !== host;
  } catch {
    return true;
  }
}

/** What a confirmation page carries to its POST: the sign-in link's own parameters. */
export const PendingSignIn = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('restore'), apiKey: z.string().min(1), readOnly: z.boolean() }),
  z.object({ kind: z.literal('sso'), email: z.string().min(1), token: z.string().min(1) }),
]);
export type PendingSignIn = z.infer<typeof PendingSignIn>;

/** Long enough to read the page and press the button. */
const PENDING_TTL_SECONDS = 600;

/**
 * The sign-in link's parameters sealed for the confirmation page's address and form: the key or token
 * never shows in the page or the address bar, and nobody but this server can make one.
 */
export function sealPending(pending: PendingSignIn): Promise<string> {
  return sealData(pending, { password: ironPasswords(), ttl: PENDING_TTL_SECONDS });
}

/** The parameters of a sealed confirmation, or null when it is tampered with, expired or of another kind. */
export async function unsealPending<K extends PendingSignIn['kind']>(
  kind: K,
  token: string | null | undefined,
): Promise<Extract<PendingSignIn, { kind: K }> | null> {
  if (!token || token.length > 4096) return null;
  const parsed = PendingSignIn.safeParse(
    await unsealData<unknown>(token, { password: ironPasswords(), ttl: PENDING_TTL_SECONDS }).catch(() => null),
  );
  return parsed.success && parsed.data.kind === kind ? (parsed.data as Extract<PendingSignIn, { kind: K }>) : null;
}

/** The confirmation's sealed value from a posted form (field `t`), or null. */
export async function formToken(req: Request): Promise<string | null> {
  const form = await req.formData().catch(() => null);
  const t = form?.get('t');
  return typeof t === 'string' ? t : null;
}
