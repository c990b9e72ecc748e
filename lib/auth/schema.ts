import { z } from 'zod';
import { EMAIL_MAX, EMAIL_PATTERN, PASSWORD_MAX, PASSWORD_MIN } from '@/lib/auth/check';
import { MSG } from '@/lib/messages';

export { EMAIL_PATTERN };

// The server's schemas (the copy that counts). The sign-in form checks with lib/auth/check.ts,
// built from the same rules, so the login page does not ship zod.
const email = z.string().trim().max(EMAIL_MAX, MSG.invalidEmail).regex(EMAIL_PATTERN, MSG.invalidEmail);

export const LoginInput = z.object({
  email,
  password: z.string().min(PASSWORD_MIN, MSG.invalidPassword).max(PASSWORD_MAX, MSG.invalidPassword),
  stack_id: z.string().trim().min(1).max(100).optional(),
  next: z.string().max(2048).optional(),
});
export type LoginInput = z.infer<typeof LoginInput>;

export const ForgotInput = z.object({ email });

/** /login?api_key=…&ro=1 (key restore): a key of at most 200 characters; read-only when ro is '1'. */
export const RestoreQuery = z.object({ api_key: z.string().trim().min(1).max(200), ro: z.string().optional() });

/** /sso?e=…&a=…: the email and the SSO token. */
export const SsoQuery = z.object({ e: z.string().trim().min(1).max(254), a: z.string().trim().min(1).max(500) });

/** /fub?context=…&signature=…: the CRM's signed context; missing parts fail the signature check. */
export const FubQuery = z.object({ context: z.string().default(''), signature: z.string().default('') });
