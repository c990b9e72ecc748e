import { z } from 'zod';
import { MSG } from '@/lib/messages';

/** A practical email shape (the server copy is the one that counts). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const LoginInput = z.object({
  email: z.string().trim().max(254, MSG.invalidEmail).regex(EMAIL_PATTERN, MSG.invalidEmail),
  password: z.string().min(6, MSG.invalidPassword).max(200, MSG.invalidPassword),
  stack_id: z.string().trim().min(1).max(100).optional(),
  next: z.string().max(2048).optional(),
});
export type LoginInput = z.infer<typeof LoginInput>;

export const ForgotInput = z.object({
  email: z.string().trim().max(254, MSG.invalidEmail).regex(EMAIL_PATTERN, MSG.invalidEmail),
});
