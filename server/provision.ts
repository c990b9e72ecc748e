import 'server-only';
import { GENERIC_ERROR } from '@/lib/messages';
import { paymentLink, provisionError, provisionScreen, PROVISION_MSG, SIGNUP_LIMIT, type ProvisionScreen } from '@/lib/provision/rules';
import type { SignupInput } from '@/lib/provision/schema';
import { callerOf } from '@/server/upstream/caller';
import { HttpError } from '@/server/http';
import { processSingleton } from '@/server/process-singleton';
import { clientAddress } from '@/server/http/client-address';
import { hit, type Limit } from '@/server/limits/counter';
import type { Session } from '@/server/session';
import { call } from '@/server/upstream/client';
import { agents, provision as calls } from '@/server/upstream/contract';
import { UpstreamError } from '@/server/upstream/errors';

/** A sign-up link as its page shows it: the app's name and logo, and which screen; or the error screen. */
export type ProvisionPage = { kind: ProvisionScreen; app: { name: string; logo: string | null } } | { kind: 'error'; message: string };

/** The spec's error text: the upstream's own message; 'Unknown error' when it gave none; the general text when it could not be reached. */
function messageOf(err: unknown): string {
  if (err instanceof UpstreamError)
    return err.kind === 'upstream' && err.message !== GENERIC_ERROR
      ? err.message
      : err.kind === 'network'
        ? err.message
        : PROVISION_MSG.unknownError;
  return PROVISION_MSG.unknownError;
}

async function provisionApp(uri: string, provisionId: string) {
  const app = await call(calls.getProvisionApp, { uri, provision_id: provisionId }, null);
  return { name: app.name, logo: app.theme.logo, enabled: app.enabled, paymentUrl: app.payment_url || null };
}

/** The page of /provision/{uri}/{provisionId}: never throws (the page shows the error screen). */
export async function getProvisionPage(uri: string, provisionId: string): Promise<ProvisionPage> {
  try {
    const app = await provisionApp(uri, provisionId);
    return { kind: provisionScreen(app), app: { name: app.name, logo: app.logo } };
  } catch (err) {
    return { kind: 'error', message: provisionError(messageOf(err)) };
  }
}

/** Sign-ups per client address, counted in the store all instances share. */
const SIGNUPS: Limit = { name: 'signup-address', limit: SIGNUP_LIMIT.perAddress, windowMs: SIGNUP_LIMIT.windowMs };
/** Sign-ups of this process by idempotency key, in flight or done. */
const signUps = () => processSingleton('signups-done', () => new Map<string, Promise<SignedUp>>());
/** Sign-ups remembered by idempotency key (in this process; the upstream keeps them too). */
const REMEMBERED = 5_000;

export type SignedUp = { guid: string; paymentUrl: string };

/**
 * An agent's sign-up from a public link: the same idempotency key answers the first sign-up again (in
 * flight or done) without counting or calling anything; otherwise the address's count advances (429 past
 * the limit), the link is read again (never trusting the page's idea of it), and the upstream creates the
 * agent (it dedupes the key too). The answer's payment link carries the reference agent_{guid}.
 */
export async function signUp(req: Request, input: SignupInput, returnTo: string): Promise<SignedUp> {
  const done = signUps();
  const key = `${input.provisionId}|${input.idempotencyKey}`;
  const earlier = done.get(key);
  if (earlier) return earlier;
  const address = `ip:${clientAddress(req)}`;

  // Remembered under its key from the first moment, so a second request with the key waits for this one.
  const attempt = (async (): Promise<SignedUp> => {
    try {
      const counted = await hit(SIGNUPS, address);
      if (!counted.allowed) throw new HttpError(429, PROVISION_MSG.tooMany, { 'Retry-After': String(counted.retryAfter) });
      const app = await provisionApp(input.uri, input.provisionId);
      const screen = provisionScreen(app);
      if (screen === 'notEnabled') throw new HttpError(400, PROVISION_MSG.notEnabled(app.name));
      if (screen === 'setupNotComplete' || !app.paymentUrl) throw new HttpError(400, PROVISION_MSG.setupNotComplete(app.name));
      const { guid } = await call(
        calls.provisionAgent,
        {
          provision_id: input.provisionId,
          display_name: input.name,
          email: input.email,
          phone: input.phone,
          password: input.password,
          idempotency_key: input.idempotencyKey,
        },
        null,
      );
      const link = paymentLink(app.paymentUrl, guid, returnTo);
      if (!link) throw new HttpError(502, PROVISION_MSG.setupNotComplete(app.name));
      return { guid, paymentUrl: link };
    } catch (err) {
      if (err instanceof HttpError) throw err;
      const status = err instanceof UpstreamError && err.kind === 'upstream' && err.status < 500 ? err.status : 502;
      throw new HttpError(status, provisionError(messageOf(err)));
    }
  })();
  done.set(key, attempt);
  // Only a success is remembered: a refused sign-up may be corrected and sent again with the same key.
  attempt.catch(() => done.delete(key));
  if (done.size > REMEMBERED) done.delete(done.keys().next().value as string);
  return attempt;
}

/**
 * The payment-required screen (a signed-in self-provisioned agent without a subscription status): has the
 * payment gone through since the session began? Read from the upstream; false when it cannot say.
 */
export async function paidSinceSignIn(session: Session): Promise<boolean> {
  try {
    return !!(await call(agents.getProfile, { id: session.user.id }, callerOf(session))).subscription_status;
  } catch {
    return false;
  }
}
