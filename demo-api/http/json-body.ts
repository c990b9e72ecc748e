import type { Context } from 'hono';
import type { z } from 'zod';
import { badRequest } from './errors';
import { describeIssues } from './validate';

/** A control route's JSON body parsed with its schema: 400 naming the field when it does not fit, `{}` for an empty body. */
export async function jsonBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.output<T>> {
  let value: unknown;
  try {
    const text = await c.req.text();
    value = text.trim() ? JSON.parse(text) : {};
  } catch {
    throw badRequest('The request body must be valid JSON.');
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw badRequest(describeIssues(value, parsed.error.issues));
  return parsed.data;
}
