import { z } from 'zod';
import { parseId } from '@/lib/forms/parse-id';

/**
 * A numeric id in a route's address ('/api/agents/42'): digits only, a positive safe integer, as
 * lib/forms/parse-id.ts reads it (the zod-free form proxy.ts uses). Anything else ('abc', '-1', '1e3',
 * '0') names no record, which guarded() answers with a 404.
 */
export const RouteId = z.string().transform((value, ctx) => {
  const id = parseId(value);
  if (id === null) {
    ctx.addIssue({ code: 'custom', message: 'Not a record id' });
    return z.NEVER;
  }
  return id;
});

/** The params of a route whose segments are all numeric ids: idParams('userId', 'searchId'). */
export function idParams<const N extends string>(...names: N[]): z.ZodObject<Record<N, typeof RouteId>> {
  return z.object(Object.fromEntries(names.map((name) => [name, RouteId])) as Record<N, typeof RouteId>);
}
