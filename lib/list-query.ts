/**
 * One list's state in the URL, declared once: sort codes with their labels, page sizes, search,
 * filters and their defaults. `parse` reads a page's searchParams (or URLSearchParams, or a query
 * string) safely: a bad value falls back to its default, never an error. `href` writes a change
 * back, keeping every other parameter and dropping the ones at their default, so URLs stay short
 * and one state has one URL. Pure: pages, links and unit tests share one reading.
 */
import { buildHref, parsePaging, toSearchParams, withQuery, type QueryChanges, type SearchParamsInput } from '@/lib/paging';

/** One filter parameter: how it is read and written, and its value when absent or bad. */
export interface ListFilter<T> {
  /** The value in `raw`, or null when it is not one (the default is used then). */
  parse(raw: string): T | null;
  /** The parameter's text; the default is never written. Plain String() when absent. (Methods, so any filter fits ListFilter<unknown>.) */
  write?(value: T): string;
  default: T;
}

type Filters = Record<string, ListFilter<unknown>>;

export interface SortOption<S extends string> {
  /** '' is the list's own order: no `sort` parameter. */
  value: S | '';
  label: string;
}

export interface ListQueryDefinition<S extends string, F extends Filters> {
  /** The sort select's options, in order; a code not listed falls back to defaultSort. */
  sorts: readonly SortOption<S>[];
  /** The sort when none (or an unknown one) is given; '' unless the list says otherwise. */
  defaultSort?: S | '';
  /** Accepted page sizes; 0 means 'all'. */
  pageSizes: readonly number[];
  defaultPageSize: number;
  /** Longest search text kept (the upstream's limit); 0 for a list without search. */
  searchMax: number;
  filters: F;
}

type FilterValues<F> = { [K in keyof F]: F[K] extends ListFilter<infer T> ? T : never };

export type ListQuery<S extends string, F> = {
  offset: number;
  /** 0 shows every row. */
  limit: number;
  sort: S | '';
  q: string;
} & FilterValues<F>;

const RESERVED = ['offset', 'limit', 'sort', 'q'] as const;

/** A positive whole number of up to 9 digits, or null ('', '-1', '2.5', '1e3', 'abc'). */
export function positiveIdFilter(): ListFilter<number | null> {
  return {
    parse: (raw) => {
      if (!/^\d{1,9}$/.test(raw.trim())) return null;
      const id = Number.parseInt(raw, 10);
      return id > 0 ? id : null;
    },
    default: null,
  };
}

/** Free text (a tag name, a status word), trimmed; '' and anything failing `pattern` give the default. */
export function textFilter(opts: { max: number; pattern?: RegExp }): ListFilter<string | null> {
  return {
    parse: (raw) => {
      const text = raw.trim();
      return text && text.length <= opts.max && (!opts.pattern || opts.pattern.test(text)) ? text : null;
    },
    default: null,
  };
}

/** One of a fixed set of words or numbers (e.g. a showings view: 'upcoming' | 'past'; a period: 7 | 30 | 90). */
export function oneOfFilter<T extends string | number>(values: readonly T[], fallback: T): ListFilter<T> {
  return { parse: (raw) => values.find((value) => String(value) === raw) ?? null, default: fallback };
}

/** A yes/no flag written as '1'; anything else is the default. */
export function flagFilter(fallback = false): ListFilter<boolean> {
  return {
    parse: (raw) => (raw === '1' ? true : raw === '0' ? false : null),
    write: (value) => (value ? '1' : '0'),
    default: fallback,
  };
}

export interface ListQueryApi<S extends string, F extends Filters> {
  definition: ListQueryDefinition<S, F>;
  /** Every parameter at its default: the list as first opened. */
  defaults: ListQuery<S, F>;
  isSort: (value: string) => value is S | '';
  parse: (input: SearchParamsInput | undefined) => ListQuery<S, F>;
  /** The query-string changes that write `query`: parameters at their default become null (dropped). */
  changes: (query: Partial<ListQuery<S, F>>) => QueryChanges;
  /** The canonical query string of a whole state (defaults dropped). */
  toSearchParams: (query: ListQuery<S, F>) => URLSearchParams;
  /**
   * `pathname?query` for the current URL with `changes` applied, keeping every other parameter.
   * Any change but the offset goes back to the first page (a new sort or filter starts over).
   */
  href: (pathname: string, current: SearchParamsInput | undefined, changes: Partial<ListQuery<S, F>>) => string;
}

export function defineListQuery<S extends string, F extends Filters>(definition: ListQueryDefinition<S, F>): ListQueryApi<S, F> {
  const defaultSort = definition.defaultSort ?? '';
  const sortCodes = new Set<string>(definition.sorts.map((option) => option.value));
  const isSort = (value: string): value is S | '' => sortCodes.has(value);
  const filterKeys = Object.keys(definition.filters) as (keyof F & string)[];

  const filterDefaults = Object.fromEntries(filterKeys.map((key) => [key, definition.filters[key]!.default])) as FilterValues<F>;
  const defaults = { offset: 0, limit: definition.defaultPageSize, sort: defaultSort, q: '', ...filterDefaults } as ListQuery<S, F>;

  function parse(input: SearchParamsInput | undefined): ListQuery<S, F> {
    const paging = parsePaging(input, { defaultLimit: definition.defaultPageSize, limitOptions: definition.pageSizes });
    const params = toSearchParams(input);
    const filters = Object.fromEntries(
      filterKeys.map((key) => {
        const filter = definition.filters[key]!;
        const raw = params.get(key);
        const value = raw === null ? null : filter.parse(raw);
        return [key, value === null ? filter.default : value];
      }),
    ) as FilterValues<F>;
    return {
      offset: paging.offset,
      limit: paging.limit,
      sort: isSort(paging.sort) ? paging.sort : defaultSort,
      q: definition.searchMax > 0 ? paging.q.slice(0, definition.searchMax).trim() : '',
      ...filters,
    } as ListQuery<S, F>;
  }

  function write(key: string, value: unknown): string | null {
    if (value === undefined || value === null) return null;
    const filter = (definition.filters as Record<string, ListFilter<unknown>>)[key];
    if (filter) {
      if (value === filter.default) return null;
      return filter.write ? filter.write(value) : String(value);
    }
    if (value === (defaults as Record<string, unknown>)[key]) return null;
    return String(value);
  }

  function changes(query: Partial<ListQuery<S, F>>): QueryChanges {
    const out: Record<string, string | null> = {};
    for (const key of [...RESERVED, ...filterKeys]) {
      if (key in query) out[key] = write(key, (query as Record<string, unknown>)[key]);
    }
    // 'All' starts at the first row, so an offset would only hide rows.
    if (query.limit === 0) out.offset = null;
    return out;
  }

  return {
    definition,
    defaults,
    isSort,
    parse,
    changes,
    toSearchParams: (query) => withQuery(undefined, changes(query)),
    href(pathname, current, change) {
      const resets = Object.keys(change).some((key) => key !== 'offset');
      return buildHref(pathname, current, changes(resets && !('offset' in change) ? { ...change, offset: 0 } : change));
    },
  };
}
