import { z } from 'zod';
import type { ListFilter, ListQuery, ListQueryApi } from '@/lib/list-query';

/**
 * A route handler's zod schema for a list's URL state, built from the list's one query definition
 * (lib/list-query.ts). Where a page quietly falls back to a default, a handler refuses: the sort and
 * each filter must be a value the definition reads, or the answer is a 400 naming the parameter. The
 * output is the definition's own reading, so the handler reads its URL once, as the page does.
 */
export function listQuerySchema<S extends string, F extends Record<string, ListFilter<unknown>>>(
  query: ListQueryApi<S, F>,
  messages: { sort: string } & Record<keyof F & string, string>,
): z.ZodType<ListQuery<S, F>, Record<string, string | undefined>> {
  const param = (reads: (raw: string) => boolean, message: string) => z.string().refine(reads, message).optional();
  const filters = Object.fromEntries(
    Object.entries(query.definition.filters).map(([key, filter]) => [
      key,
      param((raw) => filter.parse(raw) !== null, messages[key as keyof F & string]),
    ]),
  );
  return z
    .object({
      // Paging and search fall back as on the page: a list's links never write a bad one.
      offset: z.string().optional(),
      limit: z.string().optional(),
      q: z.string().optional(),
      sort: param(query.isSort, messages.sort),
      ...filters,
    })
    .transform((params) => query.parse(params as Record<string, string | undefined>));
}
