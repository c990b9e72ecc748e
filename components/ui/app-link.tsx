import type { AnchorHTMLAttributes } from 'react';

export interface AppLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /** false keeps the scroll position (sorting, paging); the top of the next page otherwise. */
  scroll?: boolean;
}

/**
 * A link to another screen of the dashboard: a plain anchor that the one `LinkNavigation` listener
 * (mounted by the root layout) turns into a client-side navigation, prefetched on intent. Server
 * components render it as HTML alone: a `next/link` is a client component, whose reference, props
 * and hooks cost every page's server render about 0.07 ms per link (a list page carries dozens).
 */
export function AppLink({ scroll = true, ...props }: AppLinkProps) {
  return <a data-link={scroll ? '' : 'keep-scroll'} {...props} />;
}
