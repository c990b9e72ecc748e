import { AppLink } from '@/components/ui/app-link';
import type { ReactNode } from 'react';
import { pageHref, pageInfo, pageWindow, showingText, type SearchParamsInput } from '@/lib/paging';
import { cn } from '@/components/ui/cn';
import { PageSizeSelect } from '@/components/ui/page-size-select';

export interface PaginationProps {
  /** The page's path, e.g. '/users'. */
  pathname: string;
  /** The page's (awaited) searchParams; every other parameter is kept in the links. */
  searchParams: SearchParamsInput;
  total: number;
  offset: number;
  /** Page size; 0 means all rows are shown (no page links). */
  limit: number;
  /** Adds a page-size select, e.g. [0, 10, 25, 50] (0 reads 'All'). */
  pageSizeOptions?: readonly number[];
  /** Numbered page links around the current one (0 or omitted: none). */
  maxPageButtons?: number;
  /**
   * The four links, given by a list that pages by its rows' keys rather than by offset (the audit log);
   * `offset` then only places the page for 'Showing …'. No numbered pages.
   */
  links?: PageLinks;
  className?: string;
}

/** A page's neighbours; null where there is none. */
export type PageLinks = { first: string | null; previous: string | null; next: string | null; last: string | null };

const linkClasses =
  'inline-flex h-8 min-w-8 items-center justify-center gap-1 rounded-md border border-border-strong bg-surface px-2.5 ' +
  'text-sm font-medium text-foreground no-underline shadow-xs hover:bg-surface-sunken';
const disabledClasses =
  'inline-flex h-8 min-w-8 items-center justify-center gap-1 rounded-md border border-border px-2.5 text-sm ' +
  'font-medium text-muted-foreground opacity-60 cursor-not-allowed';

function PageLink({ href, label, children }: { href: string | null; label: string; children: ReactNode }) {
  // A link cannot be disabled: the unavailable ones are inert (no href, not focusable) but still
  // announced by name as dimmed links.
  if (href === null) {
    return (
      <span role="link" aria-disabled="true" aria-label={label} className={disabledClasses}>
        {children}
      </span>
    );
  }
  return (
    <AppLink href={href} aria-label={label} className={linkClasses}>
      {children}
    </AppLink>
  );
}

function Chevron({ direction, double = false }: { direction: 'left' | 'right'; double?: boolean }) {
  const flip = direction === 'left' ? 'scale(-1,1) translate(-16,0)' : undefined;
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" className="size-4">
      <g transform={flip} stroke="currentColor" strokeWidth="1.6" fill="none" strokeLinecap="round" strokeLinejoin="round">
        {double ? <path d="m4 4 4 4-4 4m5-8 4 4-4 4" /> : <path d="m6 4 4 4-4 4" />}
      </g>
    </svg>
  );
}

/**
 * 'Showing 11–20 of 57', first / previous / next / last links (and optional numbered pages) that
 * keep the other query parameters, and an optional page-size select. Server-rendered links, so
 * paging works before hydration and with the back button.
 */
export function Pagination({
  pathname,
  searchParams,
  total,
  offset,
  limit,
  pageSizeOptions,
  maxPageButtons = 0,
  links: given,
  className,
}: PaginationProps) {
  const info = pageInfo({ offset, limit, total });
  const href = (target: number | null) => (target === null ? null : pageHref(pathname, searchParams, target));
  const links = given ?? {
    first: info.offset > 0 ? href(0) : null,
    previous: href(info.prevOffset),
    next: href(info.nextOffset),
    last: info.nextOffset !== null ? href(info.lastOffset) : null,
  };
  const paged = given ? Object.values(given).some((link) => link !== null) : info.limit > 0 && info.pageCount > 1;
  const pages = given ? [] : pageWindow(info.page, info.pageCount, maxPageButtons);

  return (
    <div className={cn('flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm', className)}>
      <p aria-live="polite" className="text-muted-foreground">
        {showingText(info)}
      </p>
      <div className="flex flex-wrap items-center gap-4">
        {pageSizeOptions && pageSizeOptions.length > 0 ? <PageSizeSelect options={pageSizeOptions} value={info.limit} /> : null}
        {paged ? (
          <nav aria-label="Pagination">
            <ul className="flex items-center gap-1">
              <li>
                <PageLink href={links.first} label="First page">
                  <Chevron direction="left" double />
                </PageLink>
              </li>
              <li>
                <PageLink href={links.previous} label="Previous page">
                  <Chevron direction="left" />
                  <span className="hidden sm:inline">Previous</span>
                </PageLink>
              </li>
              {pages.map((page) => (
                <li key={page}>
                  {page === info.page ? (
                    <span aria-current="page" className={cn(linkClasses, 'border-brand bg-brand text-brand-foreground hover:bg-brand')}>
                      {page}
                    </span>
                  ) : (
                    <AppLink
                      href={pageHref(pathname, searchParams, (page - 1) * info.limit)}
                      aria-label={`Page ${page}`}
                      className={linkClasses}
                    >
                      {page}
                    </AppLink>
                  )}
                </li>
              ))}
              <li>
                <PageLink href={links.next} label="Next page">
                  <span className="hidden sm:inline">Next</span>
                  <Chevron direction="right" />
                </PageLink>
              </li>
              <li>
                <PageLink href={links.last} label="Last page">
                  <Chevron direction="right" double />
                </PageLink>
              </li>
            </ul>
          </nav>
        ) : null}
      </div>
    </div>
  );
}
