import 'server-only';
import { MSG } from '@/lib/messages';
import { safeNextPath } from '@/lib/redirect';
import { primeAppData } from '@/server/app-data';
import { getSession, saveSession, sessionFrom, type Session } from '@/server/session';
import { call } from '@/server/upstream/client';
import { auth, type AppData, type SessionUser } from '@/server/upstream/contract';
import type { LoginInput } from '@/lib/auth/schema';

export type LoginOutcome =
  | { kind: 'signedIn'; redirect: string; session: Session }
  | { kind: 'chooseApp'; apps: { stack_id: string; name: string; icon: string }[] }
  /** stackId: the brokerage the upstream named in its refusal (a disabled account's app), else null. */
  | { kind: 'refused'; message: string; stackId: string | null; reason: 'other_app' | 'disabled' | 'credentials' };

/**
 * Open the session of a sign-in answer: the cookie, and the app data cache primed. A sign-in made from a
 * read-only session (its flag or the read-only cookie) stays read-only: signing in again must not lift it.
 */
export async function openSession(apiKey: string, user: SessionUser, app: AppData, opts: { readOnly?: boolean; embedded?: boolean } = {}) {
  const readOnly = opts.readOnly === true || (await getSession())?.readOnly === true;
  const session = sessionFrom(apiKey, app.stack_id, user, { ...opts, readOnly });
  await saveSession(session);
  primeAppData(session, app);
  return session;
}

export async function login(input: LoginInput): Promise<LoginOutcome> {
  const answer = await call(auth.login, { email: input.email, password: input.password, stack_id: input.stack_id }, null);
  const refusedIn = answer.app?.stack_id ?? null;
  if (answer.check_other) return { kind: 'refused', message: MSG.checkOther, stackId: refusedIn, reason: 'other_app' };
  if (answer.disabled) return { kind: 'refused', message: MSG.disabled, stackId: refusedIn, reason: 'disabled' };
  if (answer.api_key && answer.user && answer.app) {
    const session = await openSession(answer.api_key, answer.user, answer.app);
    return { kind: 'signedIn', redirect: safeNextPath(input.next), session };
  }
  if (answer.apps && answer.apps.length > 0) return { kind: 'chooseApp', apps: answer.apps };
  return { kind: 'refused', message: MSG.generic, stackId: refusedIn, reason: 'credentials' };
}
