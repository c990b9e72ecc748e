import type { z } from 'zod';

/**
 * What a route handler's zod schema says about an input, in the shape of a zod-free check's result
 * (lib/<area>/check.ts): the agreement tests compare the two readings with toEqual.
 */
export function serverView(schema: z.ZodType, input: unknown) {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0]);
    if (!(key in errors)) errors[key] = issue.message;
  }
  return { ok: false, errors };
}
