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
