import { textLength } from '@/lib/forms/text-length';
import { MSG } from '@/lib/messages';

/**
 * The sign-in form's instant checks, without zod: the login page ships only this (zod would more
 * than double its JavaScript). It mirrors the server schemas in lib/auth/schema.ts, which
 * are built from the same rules, and tests/unit/auth-check.test.ts holds the two to agreement.
 */

/** A practical email shape (the server copy is the one that counts). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 200;

export type AuthFieldErrors = { email?: string; password?: string };
export type CheckResult<T> = { ok: true; data: T } | { ok: false; errors: AuthFieldErrors };

function emailError(email: string): string | undefined {
  return textLength(email) > EMAIL_MAX || !EMAIL_PATTERN.test(email) ? MSG.invalidEmail : undefined;
}

/** Email (trimmed) and password, as LoginInput checks them. */
export function checkLogin(input: { email: string; password: string }): CheckResult<{ email: string; password: string }> {
  const email = input.email.trim();
  const errors: AuthFieldErrors = {};
  const bad = emailError(email);
  if (bad) errors.email = bad;
  const passwordLength = textLength(input.password);
  if (passwordLength < PASSWORD_MIN || passwordLength > PASSWORD_MAX) errors.password = MSG.invalidPassword;
  return errors.email || errors.password ? { ok: false, errors } : { ok: true, data: { email, password: input.password } };
}

/** The forgot-password email, as ForgotInput checks it. */
export function checkForgot(input: { email: string }): CheckResult<{ email: string }> {
  const email = input.email.trim();
  const bad = emailError(email);
  return bad ? { ok: false, errors: { email: bad } } : { ok: true, data: { email } };
}
