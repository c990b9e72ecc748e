import { z } from 'zod';

/**
 * A numeric id in a route's address ('/api/agents/42'): digits only, a positive safe integer.
 * Anything else ('abc', '-1', '1e3', '0') names no record, which guarded() answers with a 404.
 */
export const RouteId = z
  .string()
  .regex(/^\d{1,15}$/)
  .transform(Number)
  .pipe(z.number().int().positive().max(Number.MAX_SAFE_INTEGER));

/** The params of a route whose segments are all numeric ids: idParams('userId', 'searchId'). */
export function idParams<const N extends string>(...names: N[]): z.ZodObject<Record<N, typeof RouteId>> {
  return z.object(Object.fromEntries(names.map((name) => [name, RouteId])) as Record<N, typeof RouteId>);
}
