import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkForgot, checkLogin } from '@/lib/auth/check';
import { ForgotInput, LoginInput } from '@/lib/auth/schema';
import { MSG } from '@/lib/messages';

/** What the server's zod schema says about the two fields the form checks. */
function serverView(email: string, password: string) {
  const parsed = LoginInput.safeParse({ email, password });
  if (parsed.success) return { ok: true as const, data: { email: parsed.data.email, password: parsed.data.password } };
  const errors: { email?: string; password?: string } = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0];
    if ((key === 'email' || key === 'password') && !errors[key]) errors[key] = issue.message;
  }
  return { ok: false as const, errors };
}

// Emails near the edges of the rule: spaces, @ and dots in odd places, long local parts.
const emailish = fc.oneof(
  fc.string({ maxLength: 30 }),
  // zod measures lengths in code points: an emoji is one character, not two UTF-16 units.
  fc.string({ maxLength: 12, unit: 'binary' }),
  fc.integer({ min: 240, max: 260 }).map((n) => `${'\u{1F3E0}'.repeat(n - 10)}@host.test`),
  fc
    .tuple(
      fc.stringMatching(/^[ \t]{0,2}$/),
      fc.stringMatching(/^[a-z0-9.@ ]{0,12}$/),
      fc.constantFrom('@', '', '@@', ' @'),
      fc.stringMatching(/^[a-z0-9.@]{0,12}$/),
      fc.constantFrom('.com', '.', '', 'com', '. com'),
      fc.stringMatching(/^[ \t]{0,2}$/),
    )
    .map((parts) => parts.join('')),
  fc.integer({ min: 240, max: 270 }).map((n) => `${'a'.repeat(n - 10)}@host.test`),
);
const passwordish = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.string({ minLength: 3, maxLength: 12, unit: 'binary' }),
  fc.integer({ min: 195, max: 205 }).map((n) => 'p'.repeat(n)),
  fc.integer({ min: 98, max: 205 }).map((n) => '\u{1F511}'.repeat(n)),
);

describe('the sign-in form check agrees with the server schema', () => {
  it('accepts, refuses and trims exactly as LoginInput does, with the same messages', () => {
    fc.assert(
      fc.property(emailish, passwordish, (email, password) => {
        expect(checkLogin({ email, password })).toEqual(serverView(email, password));
      }),
      { numRuns: 2000 },
    );
  });

  it('checks the forgot-password email as ForgotInput does', () => {
    fc.assert(
      fc.property(emailish, (email) => {
        const server = ForgotInput.safeParse({ email });
        const client = checkForgot({ email });
        expect(client.ok).toBe(server.success);
        if (client.ok && server.success) expect(client.data).toEqual(server.data);
        if (!client.ok && !server.success) expect(client.errors.email).toBe(server.error.issues[0]?.message);
      }),
      { numRuns: 1000 },
    );
  });

  it('shows the spec texts for the plain cases', () => {
    expect(checkLogin({ email: ' admin@acme.test ', password: 'demo1234' })).toEqual({
      ok: true,
      data: { email: 'admin@acme.test', password: 'demo1234' },
    });
    expect(checkLogin({ email: 'nope', password: '12345' })).toEqual({
      ok: false,
      errors: { email: MSG.invalidEmail, password: MSG.invalidPassword },
    });
    expect(checkForgot({ email: 'a@b' })).toEqual({ ok: false, errors: { email: MSG.invalidEmail } });
  });
});
