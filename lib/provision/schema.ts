import { z } from 'zod';
import { fieldsSchema } from '@/lib/forms/rules-zod';
import { SIGNUP_RULES } from '@/lib/provision/check';

/** The sign-up link's two path segments, as the page and the handler read them. */
const Segment = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[\w.-]+$/);

/** The sign-up form's fields (the copy that counts), built from lib/provision/check.ts's rules. */
export const SignupFieldsInput = fieldsSchema(SIGNUP_RULES);

/**
 * POST /api/provision/signup: the link (uri, provisionId), the form, and the idempotency key the form made once
 * (a repeated submit sends the same key, so it never creates a second agent).
 */
export const SignupInput = z
  .strictObject({
    uri: Segment,
    provisionId: Segment,
    idempotencyKey: z.string().regex(/^[A-Za-z0-9-]{16,100}$/, 'Invalid idempotency key'),
    name: z.unknown(),
    email: z.unknown(),
    phone: z.unknown(),
    password: z.unknown(),
  })
  .pipe(z.object({ uri: z.string(), provisionId: z.string(), idempotencyKey: z.string() }).and(SignupFieldsInput));
export type SignupInput = z.output<typeof SignupInput>;

export const ProvisionParams = z.object({ uri: Segment, provisionId: Segment });
