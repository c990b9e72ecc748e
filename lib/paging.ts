/**
 * Offset paging maths and query-string hrefs for server-side lists. Lists keep offset, limit,
 * sort, q and filters in the URL, so every control is a link or a navigation built from the
 * current search params. A limit of 0 means 'all' (the spec's page-size option).
 */

/** What Next gives a page as `searchParams`, or a URLSearchParams / query string from the browser. */
export type SearchParamsInput = URLSearchParams | string | Readonly<Record<string, string | readonly string[] | undefined>>;

/** Changes to apply to a query string: null, undefined or '' removes the parameter. */
export type QueryChanges = Readonly<Record<string, string | number | null | undefined>>;

export interface PageInfo {
  offset: number;
  limit: number;
  total: number;
  /** 1-based position of the first row shown, 0 when nothing is shown. */
  from: number;
  /** 1-based position of the last row shown, 0 when nothing is shown. */
  to: number;
  /** 1-based page number of `offset`. */
  page: number;
  pageCount: number;
  /** Offset of the last page (0 when everything fits on one page). */
  lastOffset: number;
  /** Offset for 'previous', or null on the first page. */
  prevOffset: number | null;
  /** Offset for 'next', or null on the last page. */
  nextOffset: number | null;
}

export interface PagingParams {
  offset: number;
  limit: number;
  sort: string;
  q: string;
}

export interface PagingDefaults {
  /** Limit when the query has none or an unknown one (the spec's default is 10). */
  defaultLimit: number;
  /** Accepted page sizes, e.g. [0, 10, 25, 50]; any non-negative limit is accepted when omitted. */
  limitOptions?: readonly number[];
}

function toInt(value: unknown): number {
  if (typeof value === 'number') return Math.trunc(value);
  if (typeof value !== 'string' || !/^-?\d+$/.test(value.trim())) return Number.NaN;
  return Number.parseInt(value, 10);
}

/** A copy of the input as URLSearchParams; array values become repeated parameters. */
export function toSearchParams(input: SearchParamsInput | undefined): URLSearchParams {
  if (input === undefined) return new URLSearchParams();
  if (typeof input === 'string' || input instanceof URLSearchParams) return new URLSearchParams(input);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    if (typeof value === 'string') params.append(key, value);
    else for (const item of value) params.append(key, item);
  }
  return params;
}

/** The first value of a parameter, or '' when absent. */
export function firstParam(input: SearchParamsInput | undefined, key: string): string {
  return toSearchParams(input).get(key) ?? '';
}

/**
 * Offset, limit, sort and q read from the query string, made safe: a negative or garbage offset
 * becomes 0, a limit outside the options becomes the default.
 */
export function parsePaging(input: SearchParamsInput | undefined, defaults: PagingDefaults): PagingParams {
  const params = toSearchParams(input);
  const rawOffset = toInt(params.get('offset'));
  const rawLimit = toInt(params.get('limit'));
  const limitAllowed = defaults.limitOptions ? defaults.limitOptions.includes(rawLimit) : Number.isFinite(rawLimit) && rawLimit >= 0;
  const limit = limitAllowed ? rawLimit : defaults.defaultLimit;
  return {
    // 'All' shows everything from the start, so an offset would only hide rows.
    offset: limit > 0 && Number.isFinite(rawOffset) && rawOffset > 0 ? rawOffset : 0,
    limit,
    sort: params.get('sort') ?? '',
    q: (params.get('q') ?? '').trim(),
  };
}

/** Everything a pager shows, from the offset, the page size (0 = all) and the server's total. */
export function pageInfo(input: { offset: number; limit: number; total: number }): PageInfo {
  const total = Math.max(0, Math.trunc(input.total) || 0);
  const limit = Math.max(0, Math.trunc(input.limit) || 0);
  const offset = limit === 0 ? 0 : Math.max(0, Math.trunc(input.offset) || 0);

  if (limit === 0) {
    return {
      offset,
      limit,
      total,
      from: total > 0 ? 1 : 0,
      to: total,
      page: 1,
      pageCount: 1,
      lastOffset: 0,
      prevOffset: null,
      nextOffset: null,
    };
  }

  const lastOffset = total > 0 ? Math.floor((total - 1) / limit) * limit : 0;
  // An offset past the end (rows deleted since the link was made) shows nothing, not '61–57'.
  const empty = offset >= total;
  const from = empty ? 0 : offset + 1;
  const to = empty ? 0 : Math.min(offset + limit, total);
  return {
    offset,
    limit,
    total,
    from,
    to,
    page: Math.floor(offset / limit) + 1,
    pageCount: Math.max(1, Math.ceil(total / limit)),
    lastOffset,
    prevOffset: offset > 0 ? Math.max(0, Math.min(offset - limit, lastOffset)) : null,
    nextOffset: offset + limit < total ? offset + limit : null,
  };
}

/** 'Showing 11–20 of 57', or 'Showing 0 of 57' when the page is empty. */
export function showingText(info: Pick<PageInfo, 'from' | 'to' | 'total'>): string {
  return info.from > 0 ? `Showing ${info.from}–${info.to} of ${info.total}` : `Showing 0 of ${info.total}`;
}

/** The query string after applying changes, keeping every other parameter in its place. */
export function withQuery(input: SearchParamsInput | undefined, changes: QueryChanges): URLSearchParams {
  const params = toSearchParams(input);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === '') params.delete(key);
    else params.set(key, String(value));
  }
  return params;
}

/** `pathname?query` with the changes applied; just `pathname` when no parameter is left. */
export function buildHref(pathname: string, input: SearchParamsInput | undefined, changes: QueryChanges): string {
  const query = withQuery(input, changes).toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Href for the page at `offset`; the first page drops the parameter to keep URLs canonical. */
export function pageHref(pathname: string, input: SearchParamsInput | undefined, offset: number): string {
  return buildHref(pathname, input, { offset: offset > 0 ? offset : null });
}

/**
 * Up to `max` page numbers centred on the current page, e.g. page 5 of 9 with max 5 gives
 * [3, 4, 5, 6, 7]. Used by pagers that show numbered page buttons.
 */
export function pageWindow(page: number, pageCount: number, max: number): number[] {
  const count = Math.max(0, Math.min(Math.trunc(max), pageCount));
  if (count === 0) return [];
  const current = Math.min(Math.max(1, page), pageCount);
  const start = Math.min(Math.max(1, current - Math.floor((count - 1) / 2)), pageCount - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}
